import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/**
 * The crawler behind the role crawl and the Indonesian crawl: signs in through the form and visits
 * every page reachable from the navigation, the user menu and the home page, breadth first and
 * bounded. A page fails on a console error, a failed API call, a not-found or access-denied page,
 * an empty content area, horizontal scroll on a phone, any violation of axe-core's default rule
 * set (whatever its impact), or whatever `extraProblems` finds.
 */

/** Bounds: how deep from home, how many pages per role and width. */
const MAX_DEPTH = 3;
const MAX_PAGES = 80;

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Visit = { url: string; depth: number };

/** One URL per route shape: ids become `:id`, so a list of 300 employees is one visit. */
function routeShape(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const shape = pathname
    .split('/')
    .map((part) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(part) ||
      /^\d+$/.test(part) ||
      /^[A-Z]{2,}-\d{4}-\d+$/.test(part)
        ? ':id'
        : part,
    )
    .join('/');
  const keys = [...searchParams.keys()].filter((k) => k === 'tab').sort();
  return keys.length
    ? `${shape}?${keys.map((k) => `${k}=${searchParams.get(k)}`).join('&')}`
    : shape;
}

function isCrawlable(href: string, origin: string): string | null {
  if (!href || href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:'))
    return null;
  const url = new URL(href, origin);
  if (url.origin !== origin) return null;
  // API calls and files are not pages.
  if (/^\/(api|pdf|payroll|report|notification)\/v4\b/.test(url.pathname)) return null;
  if (url.pathname.startsWith('/assets/')) return null;
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('main#sd-main')).toBeVisible();
}

/** Links a user can reach on the page: content, navigation (the drawer on a phone), user menu. */
async function linksOn(page: Page, withMenus: boolean): Promise<string[]> {
  const hrefs = new Set<string>();
  const collect = async (selector: string) => {
    for (const href of await page
      .locator(selector)
      .evaluateAll((as) =>
        as.filter((a) => !a.hasAttribute('download')).map((a) => a.getAttribute('href') ?? ''),
      ))
      hrefs.add(href);
  };
  await collect('main a[href], nav a[href]');
  if (withMenus) {
    const drawer = page.locator('.sd-shell__topbar > button').first();
    if (await drawer.isVisible()) {
      await drawer.click();
      await collect('.sd-drawer a[href]');
      await page.keyboard.press('Escape');
      await expect(page.locator('.sd-drawer')).toHaveCount(0);
    }
    await page.locator('.sd-user-button').click();
    await collect('[role="menu"] a[href]');
    await page.keyboard.press('Escape');
  }
  return [...hrefs];
}

/** What is wrong with the page as it stands; empty when nothing is. */
async function problemsOf(page: Page, phone: boolean): Promise<string[]> {
  const problems: string[] = [];
  const status = page.locator('main .sd-status-page__code');
  if ((await status.count()) > 0)
    problems.push(
      `shows a ${await status.first().textContent()} page: ${await page.locator('main h1').first().textContent()}`,
    );
  const text = ((await page.locator('main#sd-main').textContent()) ?? '').trim();
  if (text.length === 0) problems.push('the content area is blank');
  if (phone) {
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    if (overflow > 1) problems.push(`scrolls sideways by ${overflow} px on a phone`);
  }
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global by the line above.
    const axe = (window as any).axe;
    // axe's own default rule set (every rule but the experimental and deprecated ones): no tag
    // subset, no rule turned off, so a rule axe adds or promotes is checked on the next upgrade.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return (
      result.violations as {
        id: string;
        impact: string;
        nodes: { target: string[]; html: string }[];
      }[]
    ).map(
      (v) =>
        `axe ${v.impact} ${v.id} on ${v.nodes.length} element(s): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
          .join(', ')}`,
    );
  });
  problems.push(...violations);
  return problems;
}

/** Requests under way, so a page counts as settled only when none is. */
function trackRequests(page: Page) {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async function quiet() {
    const until = Date.now() + 15_000;
    let calm = 0;
    while (Date.now() < until && calm < 3) {
      calm = inFlight > 0 ? 0 : calm + 1;
      await page.waitForTimeout(50);
    }
  };
}

/** Opens a path the way a click on a link does: in the running app, without reloading it. */
async function openInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Waits until the page has settled: no loading overlay, no pending request, the shell shown. */
async function settle(page: Page, quiet: () => Promise<void>) {
  await quiet();
  await expect(page.locator('body > div > [role="status"][aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(page.locator('main#sd-main')).toBeVisible();
  // Skeletons and spinners inside the page.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await quiet();
}

export type CrawlOptions = {
  /** More checks for each page (e.g. no English on an Indonesian screen). */
  extraProblems?: (page: Page) => Promise<string[]>;
};

export async function crawl(
  context: BrowserContext,
  role: string,
  phone: boolean,
  { extraProblems }: CrawlOptions = {},
) {
  const page = await context.newPage();
  const quiet = trackRequests(page);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (
      /^\/(api|pdf|payroll|report|notification)\/v4\b/.test(url.pathname) &&
      response.status() >= 400
    )
      errors.push(`${response.request().method()} ${url.pathname} answered ${response.status()}`);
  });

  await signIn(page, `${role}@staffdesk.local`);
  const origin = new URL(page.url()).origin;
  const queue: Visit[] = [{ url: '/', depth: 0 }];
  const seen = new Set<string>([routeShape('/')]);
  const failures: string[] = [];
  let visited = 0;

  while (queue.length > 0 && visited < MAX_PAGES) {
    const { url, depth } = queue.shift() as Visit;
    errors.length = 0;
    await openInApp(page, url);
    await settle(page, quiet);
    visited += 1;
    const problems = [
      ...(await problemsOf(page, phone)),
      ...(extraProblems ? await extraProblems(page) : []),
      ...errors,
    ];
    for (const p of problems) failures.push(`${role} ${phone ? 'phone' : 'desktop'} ${url}: ${p}`);
    if (depth >= MAX_DEPTH) continue;
    for (const href of await linksOn(page, depth === 0)) {
      const next = isCrawlable(href, origin);
      if (!next) continue;
      const shape = routeShape(next);
      if (seen.has(shape)) continue;
      seen.add(shape);
      queue.push({ url: next, depth: depth + 1 });
    }
  }
  await page.close();
  return { visited, failures };
}
