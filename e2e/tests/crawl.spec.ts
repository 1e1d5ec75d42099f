import { expect, test } from '@playwright/test';
import { crawl } from './crawler';

/**
 * The role crawl: for every demo role, sign in through the form and visit every page reachable
 * from the navigation, the user menu and the home page, breadth first and bounded, at desktop width
 * and on a 390 px phone (see crawler.ts for what fails a page). Every later area is crawled the
 * moment its pages are in the menu. The runs are independent, so they share both workers; each
 * prints its figures when it ends (`crawl: role width pages seconds`).
 */

const ROLES = ['admin', 'hr', 'bd', 'recruiter', 'finance', 'tax', 'content', 'employee'] as const;
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.describe('role crawl', () => {
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  for (const role of ROLES) {
    for (const width of WIDTHS) {
      test(`${role} at ${width.name} width`, async ({ browser }) => {
        const started = Date.now();
        const context = await browser.newContext({
          viewport: { width: width.width, height: width.height },
        });
        const { visited, failures } = await crawl(context, role, width.name === 'phone');
        await context.close();
        console.log(
          `crawl: ${role.padEnd(10)} ${width.name.padEnd(8)} ${String(visited).padStart(3)} pages  ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
        for (const failure of failures) console.log(`  FAIL ${failure}`);
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  }
});
