/**
 * `npm run perf:mobile`: Largest Contentful Paint of the signed-out pages as a person on a phone
 * gets them: Chromium, cold cache (a new context per load), 390 px wide, Lighthouse's slow-4G
 * profile (150 ms round trip, 1.6 Mbps down, 750 kbps up) and a CPU 4x slower. Starts a
 * throwaway server (random 127.0.0.1 port, throwaway PGlite data dir, demo data) over the built
 * host, makes real public links through the API, loads each page 5 times and prints the median.
 * Fails when a median is over budget. `--waterfall` also prints the requests of one load.
 * Run `npm run perf:mobile` (it builds the host first).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { leaveApprovalLink } from './perf/public-links.mjs';

const BUDGET_MS = 1500;
const LOADS = 5;
const PROFILE = {
  rttMs: 150,
  downBytesPerSecond: (1.6 * 1_000_000) / 8,
  upBytesPerSecond: (750 * 1_000) / 8,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
};

/** Every signed-out page held to the budget: a name and how to get its path (one line each). */
const PAGES = [
  ['sign-in', async () => '/sign-in'],
  ['leave approval link', leaveApprovalLink],
];

const showWaterfall = process.argv.includes('--waterfall');
const root = new URL('../', import.meta.url).pathname;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'staffdesk-perf-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@staffdesk/source', 'src/main.ts'],
    {
      cwd: join(root, 'server'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: '',
        STAFFDESK_DATA_DIR: dataDir,
        STAFFDESK_PUBLIC_URL: baseUrl,
        STAFFDESK_SEED_DEMO: 'true',
        SMTP_URL: '',
        GOOGLE_CLIENT_ID: '',
        LOG_LEVEL: 'warn',
      },
    },
  );
  child.stdout.resume();
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseUrl}/api/v4/public/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('The throwaway server did not become healthy within 120 s.');
}

/** Records every LCP candidate from the first paint on; the last one is the LCP. */
const OBSERVE_LCP = () => {
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp.push({
        ms: entry.startTime,
        element: entry.element
          ? `${entry.element.tagName.toLowerCase()} "${(entry.element.textContent ?? '').trim().slice(0, 40)}"`
          : entry.url,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function coldLoad(browser, url) {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(OBSERVE_LCP);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.rttMs,
      downloadThroughput: PROFILE.downBytesPerSecond,
      uploadThroughput: PROFILE.upBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (e) =>
      requests.set(e.requestId, { url: e.request.url, start: e.timestamp }),
    );
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r)
        r.encoding =
          e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'];
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // The app paints after its last chunk has run: wait for a paint, then for the page to settle.
    await page.waitForFunction(() => window.__lcp.length > 0, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => window.__lcp);
    const lcp = entries.at(-1);
    if (!lcp) throw new Error(`No LCP entry for ${url}.`);
    const first = Math.min(...[...requests.values()].map((r) => r.start));
    const waterfall = [...requests.values()]
      .sort((a, b) => a.start - b.start)
      .map((r) => ({
        startMs: Math.round((r.start - first) * 1000),
        endMs: r.end ? Math.round((r.end - first) * 1000) : null,
        kb: r.bytes ? (r.bytes / 1024).toFixed(1) : '-',
        encoding: r.encoding ?? '',
        path: new URL(r.url).pathname,
      }));
    const uncompressed = waterfall
      .filter((r) => /\.(js|css)$/.test(r.path) && r.encoding !== 'br')
      .map((r) => r.path);
    return { lcpMs: lcp.ms, element: lcp.element, waterfall, uncompressed };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const started = Date.now();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const rows = [];
try {
  for (const [name, pathOf] of PAGES) {
    const url = new URL(await pathOf(server.baseUrl), server.baseUrl).href;
    const loads = [];
    for (let i = 0; i < LOADS; i++) loads.push(await coldLoad(browser, url));
    const lcps = loads.map((l) => l.lcpMs);
    const uncompressed = [...new Set(loads.flatMap((l) => l.uncompressed))];
    rows.push({ name, median: median(lcps), lcps, element: loads.at(-1).element, uncompressed });
    if (showWaterfall) {
      const last = loads.at(-1);
      console.log(
        `\nRequests of one cold load of ${name} (ms from the first request; LCP at ${Math.round(last.lcpMs)} ms from navigation):`,
      );
      for (const r of last.waterfall)
        console.log(
          `  ${String(r.startMs).padStart(5)} → ${String(r.endMs ?? '?').padStart(5)}  ${r.kb.padStart(6)} kB ${r.encoding.padEnd(4)} ${r.path}`,
        );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(
  `\nLCP, median of ${LOADS} cold loads (${PROFILE.rttMs} ms RTT, 1.6/0.75 Mbps, CPU ${PROFILE.cpuSlowdown}x, ${PROFILE.viewport.width} px):`,
);
for (const r of rows) {
  const verdict = r.median <= BUDGET_MS ? 'ok  ' : 'OVER';
  console.log(
    `  ${verdict} ${(r.median / 1000).toFixed(2)} s  ${r.name.padEnd(22)} loads ${r.lcps.map((ms) => (ms / 1000).toFixed(2)).join(' ')}  (${r.element})`,
  );
}
console.log(
  `  budget ${(BUDGET_MS / 1000).toFixed(1)} s; took ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
for (const r of rows.filter((row) => row.uncompressed.length > 0))
  console.error(`Sent without brotli on ${r.name}: ${r.uncompressed.join(', ')}`);
if (rows.some((r) => r.median > BUDGET_MS || r.uncompressed.length > 0)) {
  console.error('Over budget.');
  process.exit(1);
}
