import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/** A free port on 127.0.0.1, chosen once and shared with the workers through the environment. */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})',
  ]).toString();
}

process.env.STAFFDESK_E2E_PORT ??= freePort();
process.env.STAFFDESK_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'staffdesk-e2e-'));
const port = process.env.STAFFDESK_E2E_PORT;
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx --conditions=@staffdesk/source src/main.ts',
    cwd: resolve(import.meta.dirname, '../server'),
    url: `${baseURL}/api/v4/public/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: port,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      STAFFDESK_DATA_DIR: process.env.STAFFDESK_E2E_DATA,
      STAFFDESK_PUBLIC_URL: baseURL,
      SMTP_URL: '',
      GOOGLE_CLIENT_ID: '',
      LOG_LEVEL: 'warn',
    },
  },
});
