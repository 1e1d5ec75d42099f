/**
 * The README's embedding example (`examples/leave-approval-widget`) as another team builds it:
 * copied outside the workspace, installed from the rehearsal registry, type-checked and built,
 * once with the widget and once without, to tell what the widget costs.
 */
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from './processes.mjs';

export const EXAMPLE = 'examples/leave-approval-widget';

/** gzip kB of every JS file a build emitted, and the names of those files. */
function builtJs(dist) {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const bytes = files.reduce(
    (sum, name) => sum + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length,
    0,
  );
  return { kB: bytes / 1000, files };
}

export function buildFixture({ root, folder, version, npmrc, apiUrl }) {
  const app = join(folder, 'app');
  cpSync(join(root, EXAMPLE), app, {
    recursive: true,
    filter: (source) => !/\/(node_modules|dist|dist-baseline)$/.test(source),
  });
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  for (const name of Object.keys(manifest.dependencies))
    if (name.startsWith('@staffdesk/')) manifest.dependencies[name] = `^${version}`;
  writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(app, '.npmrc'), `engine-strict=true\n${npmrc}`);

  const started = Date.now();
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: app,
    timeoutMs: 600_000,
  });
  const installSeconds = (Date.now() - started) / 1000;

  // Installed from the registry into the app, never linked from the workspace, and one copy
  // of each of our packages (ranges between them dedupe).
  const installed = realpathSync(join(app, 'node_modules', '@staffdesk', 'human-resource'));
  if (!installed.startsWith(realpathSync(app)))
    throw new Error(`@staffdesk/human-resource resolved to ${installed}, outside the app`);
  const copies = run('npm', ['ls', '--all', '--parseable', '@staffdesk/api', '@staffdesk/core'], {
    cwd: app,
  })
    .split('\n')
    .filter((line) => /@staffdesk\/(api|core)$/.test(line));
  if (copies.length !== 2)
    throw new Error(`Expected one copy each of api and core:\n${copies.join('\n')}`);

  run('npx', ['--no-install', 'tsc', '--noEmit'], { cwd: app });
  const env = { ...process.env, VITE_STAFFDESK_URL: apiUrl };
  run('npx', ['--no-install', 'vite', 'build'], { cwd: app, env });
  run('npx', ['--no-install', 'vite', 'build'], { cwd: app, env: { ...env, BASELINE: '1' } });
  const withWidget = builtJs(join(app, 'dist'));
  const baseline = builtJs(join(app, 'dist-baseline'));
  const departmentCode = withWidget.files.filter((name) => /Page|section|routes/.test(name));
  if (departmentCode.length > 0)
    throw new Error(`The widget pulled department code into the app: ${departmentCode.join(', ')}`);
  if (!existsSync(join(app, 'dist', 'index.html')))
    throw new Error('vite build wrote no index.html');
  return {
    app,
    installSeconds,
    appKB: withWidget.kB,
    baselineKB: baseline.kB,
    widgetKB: withWidget.kB - baseline.kB,
  };
}
