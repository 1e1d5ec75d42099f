/**
 * `npm run release:rehearsal`: the release as another team receives it, on loopback only.
 *
 *  1. `changeset version` on a throwaway copy of the workspace: one version for every public
 *     package, coherent ranges and changelogs; a follow-up minor forces no major.
 *  2. Verdaccio 6.8.0 with a throwaway storage and user; `changeset publish` into it.
 *  3. The README's example app, copied outside the workspace, installed from that registry,
 *     `tsc --noEmit` and `vite build`; the widget's cost in kB gzip against its budget.
 *  4. The built app against a real Staffdesk server in Chromium: decisions on an allowed origin
 *     change the server's state; a refused origin shows the configuration message.
 *
 * Prints each step's time and the figures; exits 1 on the first fault.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { packageContentFaults } from './contents.mjs';
import { driveWidget, previewApp, startStaffdesk } from './drive.mjs';
import { buildFixture, EXAMPLE } from './fixture.mjs';
import { freePort, run } from './processes.mjs';
import { startRegistry } from './registry.mjs';
import {
  changesetVersion,
  checkFollowUpMinor,
  checkVersions,
  copyWorkspace,
  publicPackages,
  versionsOf,
} from './versions.mjs';

/** What the widget may add, in kB gzip, to an app of React, React Query and core. */
export const WIDGET_BUDGET_KB = 40;

const root = resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(join(tmpdir(), 'staffdesk-rehearsal-'));
const started = Date.now();
const cleanups = [];

function step(name) {
  const at = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  console.log(`[${at} s] ${name}`);
}

/** The README shows the example's main.tsx word for word, so the doc cannot rot. */
function checkReadmeShowsExample() {
  const example = readFileSync(join(root, EXAMPLE, 'src', 'main.tsx'), 'utf8').trim();
  for (const readme of ['README.md', 'packages/human-resource/README.md']) {
    if (!readFileSync(join(root, readme), 'utf8').includes(example))
      throw new Error(`${readme} does not show ${EXAMPLE}/src/main.tsx as it is`);
  }
}

try {
  checkReadmeShowsExample();
  step('building the packages (turbo, cached when current)');
  run('npx', ['turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'], {
    cwd: root,
    timeoutMs: 600_000,
  });

  step('what each package ships');
  const faults = publicPackages(root).flatMap(({ dir, manifest }) =>
    packageContentFaults(dir, manifest),
  );
  if (faults.length > 0)
    throw new Error(`Packages ship what they do not declare:\n  ${faults.join('\n  ')}`);

  step('changeset version on a copy');
  const release = join(folder, 'release');
  copyWorkspace(root, release);
  const before = versionsOf(release);
  changesetVersion(release);
  const version = checkVersions(release, before);
  const next = checkFollowUpMinor(release, join(folder, 'follow-up'));
  console.log(
    `  ${before.size} packages ${[...new Set(before.values())].join('/')} → ${version}; a later minor → ${next}`,
  );

  step('Verdaccio 6.8.0 on loopback; changeset publish');
  mkdirSync(join(folder, 'registry'));
  const registry = await startRegistry(join(folder, 'registry'));
  cleanups.push(registry.stop);
  const repoNpmrc = readFileSync(join(root, '.npmrc'), 'utf8');
  writeFileSync(join(release, '.npmrc'), `${repoNpmrc}${registry.npmrc}`);
  run('npm', ['exec', '--', 'changeset', 'publish', '--no-git-tag'], {
    cwd: release,
    timeoutMs: 300_000,
  });
  for (const name of before.keys()) {
    const published = run('npm', ['view', `${name}@${version}`, 'version'], {
      cwd: release,
    }).trim();
    if (published !== version) throw new Error(`${name}@${version} is not in the registry`);
  }
  console.log(`  ${before.size} packages published at ${registry.url}`);

  step('Staffdesk server (PGlite in memory) and the example app, installed from the registry');
  const [allowedPort, refusedPort] = [await freePort(), await freePort()];
  const allowed = `http://127.0.0.1:${allowedPort}`;
  const staffdesk = await startStaffdesk(root, allowed);
  cleanups.push(staffdesk.stop);
  const fixture = buildFixture({
    root,
    folder,
    version,
    npmrc: registry.npmrc,
    apiUrl: staffdesk.url,
  });
  console.log(
    `  npm install ${fixture.installSeconds.toFixed(1)} s; tsc --noEmit and vite build passed\n` +
      `  JS gzip: app ${fixture.appKB.toFixed(1)} kB, without the widget ${fixture.baselineKB.toFixed(1)} kB` +
      ` → the widget costs ${fixture.widgetKB.toFixed(1)} kB (budget ${WIDGET_BUDGET_KB} kB)`,
  );
  if (fixture.widgetKB > WIDGET_BUDGET_KB)
    throw new Error(
      `The widget costs ${fixture.widgetKB.toFixed(1)} kB gzip, over ${WIDGET_BUDGET_KB} kB`,
    );

  step('the widget in Chromium: allowed origin decides, refused origin is told what to configure');
  for (const port of [allowedPort, refusedPort])
    cleanups.push((await previewApp(fixture.app, port)).stop);
  await driveWidget({
    staffdesk: staffdesk.url,
    allowed: `${allowed}/`,
    refused: `http://127.0.0.1:${refusedPort}/`,
  });
  step('rehearsal passed');
} catch (error) {
  console.error(
    `\nRegistry rehearsal FAILED (work folder kept: ${folder})\n${error.stack ?? error}`,
  );
  process.exitCode = 1;
} finally {
  for (const stop of cleanups.reverse()) stop();
  if (process.exitCode !== 1) rmSync(folder, { recursive: true, force: true });
}
