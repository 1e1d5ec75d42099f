/**
 * A throwaway private registry: Verdaccio 6.8.0 (the last that runs on Node 20) on 127.0.0.1,
 * its storage and users in a temp folder, `@staffdesk/*` published and read only by a signed-in
 * user, nothing proxied (every other package comes from the machine's usual registry).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, startService } from './processes.mjs';

const require = createRequire(import.meta.url);

export async function startRegistry(folder) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const config = join(folder, 'verdaccio.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(folder, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(folder, 'htpasswd')}`,
      '    max_users: 1',
      'uplinks: {}',
      'packages:',
      "  '@staffdesk/*':",
      '    access: $authenticated',
      '    publish: $authenticated',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const bin = join(require.resolve('verdaccio/package.json'), '..', 'bin', 'verdaccio');
  const service = await startService(
    'Verdaccio',
    process.execPath,
    [bin, '--config', config, '--listen', `127.0.0.1:${port}`],
    { url: `${url}-/ping`, timeoutMs: 60_000 },
  );
  // The one user, as `npm adduser` would create it; its token goes into the .npmrc files.
  const answer = await fetch(`${url}-/user/org.couchdb.user:rehearsal`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'rehearsal', password: 'rehearsal-password' }),
  });
  const { token } = await answer.json();
  if (!answer.ok || !token) throw new Error(`Verdaccio refused the user: ${answer.status}`);
  /** The lines a team puts in its `.npmrc` (README, "Releases"). */
  const npmrc = `@staffdesk:registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n`;
  return { url, npmrc, stop: service.stop };
}
