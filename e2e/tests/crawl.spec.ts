import { expect, test } from '@playwright/test';
import { crawl } from './crawler';

/**
 * The role crawl: for every demo role, sign in through the form and visit every page reachable
 * from the navigation, the user menu and the home page, breadth first and bounded, at desktop width
 * and on a 390 px phone (see crawler.ts for what fails a page). Every later area is crawled the
 * moment its pages are in the menu.
 */

const ROLES = ['admin', 'hr', 'bd', 'recruiter', 'finance', 'tax', 'content', 'employee'] as const;
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Summary = { role: string; width: string; pages: number; seconds: number };
const summaries: Summary[] = [];

test.describe('role crawl', () => {
  test.describe.configure({ timeout: 240_000 });

  test.afterAll(() => {
    const total = summaries.reduce((n, s) => n + s.pages, 0);
    const seconds = summaries.reduce((n, s) => n + s.seconds, 0);
    console.log(
      `crawl summary: ${new Set(summaries.map((s) => s.role)).size} roles, ${summaries.length} runs, ${total} pages, ${seconds.toFixed(1)} s`,
    );
    for (const s of summaries)
      console.log(
        `  ${s.role.padEnd(10)} ${s.width.padEnd(8)} ${String(s.pages).padStart(3)} pages  ${s.seconds.toFixed(1)} s`,
      );
  });

  for (const role of ROLES) {
    for (const width of WIDTHS) {
      test(`${role} at ${width.name} width`, async ({ browser }) => {
        const started = Date.now();
        const context = await browser.newContext({
          viewport: { width: width.width, height: width.height },
        });
        const { visited, failures } = await crawl(context, role, width.name === 'phone');
        await context.close();
        summaries.push({
          role,
          width: width.name,
          pages: visited,
          seconds: (Date.now() - started) / 1000,
        });
        for (const failure of failures) console.log(`  FAIL ${failure}`);
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  }
});
