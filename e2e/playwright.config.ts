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
process.env.STAFFDESK_E2E_CRAWL_PORT ??= freePort();
process.env.STAFFDESK_E2E_CRAWL_DATA ??= mkdtempSync(join(tmpdir(), 'staffdesk-e2e-crawl-'));
const scenarioURL = `http://127.0.0.1:${process.env.STAFFDESK_E2E_PORT}`;
const crawlURL = `http://127.0.0.1:${process.env.STAFFDESK_E2E_CRAWL_PORT}`;

/** A Staffdesk server on 127.0.0.1 with its own embedded database, seeded with the demo data. */
function server(port: string, dataDir: string) {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: 'npx tsx --conditions=@staffdesk/source src/main.ts',
    cwd: resolve(import.meta.dirname, '../server'),
    url: `${url}/api/v4/public/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      HOST: '127.0.0.1',
      PORT: port,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      STAFFDESK_DATA_DIR: dataDir,
      STAFFDESK_PUBLIC_URL: url,
      SMTP_URL: '',
      GOOGLE_CLIENT_ID: '',
      LOG_LEVEL: 'warn',
    },
  };
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
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
  // The scenario specs change data and follow one another on their server; the role crawl only
  // reads, so it has a server of its own and spreads over both workers beside them.
  projects: [
    {
      name: 'scenarios',
      testIgnore: /crawl\.spec\.ts$/,
      workers: 1,
      use: { baseURL: scenarioURL },
    },
    { name: 'role crawl', testMatch: /crawl\.spec\.ts$/, use: { baseURL: crawlURL } },
  ],
  webServer: [
    server(process.env.STAFFDESK_E2E_PORT, process.env.STAFFDESK_E2E_DATA),
    server(process.env.STAFFDESK_E2E_CRAWL_PORT, process.env.STAFFDESK_E2E_CRAWL_DATA),
  ],
});
