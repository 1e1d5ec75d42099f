import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/**
 * Layout faults a user saw, each checked where it happened: the crawl finds pages that break,
 * these find pages that merely look wrong.
 */

/** Whether an input's placeholder fits inside its text box, measured with the input's own font. */
async function placeholderFits(page: Page, selector: string) {
  return page.locator(selector).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(input.placeholder).width;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: Math.ceil(text), room: Math.floor(room) };
  });
}

test.describe('HR pages at desktop width', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the employee search shows its whole placeholder', async ({ page }) => {
    await signIn(page, 'hr@staffdesk.local');
    await page.goto('/human-resource/employee');
    const { text, room } = await placeholderFits(page, 'input[type="search"]');
    expect(text).toBeLessThanOrEqual(room);
  });

  test('the quota-adjustment search is one line high, with no blank space around it', async ({
    page,
  }) => {
    await signIn(page, 'hr@staffdesk.local');
    await page.goto('/human-resource/leaves/quota-adjustment');
    const box = await page.locator('.sd-search').first().boundingBox();
    expect(box?.height).toBeLessThan(56);
  });

  test("the calendar's month tables line up column for column", async ({ page }) => {
    await signIn(page, 'hr@staffdesk.local');
    await page.goto('/human-resource/calendar');
    const tables = page.locator('main table');
    await expect(tables.nth(1)).toBeVisible();
    const columns = await tables.evaluateAll((all) =>
      all.map((table) =>
        [...table.querySelectorAll('thead th')].map((th) =>
          Math.round(th.getBoundingClientRect().left),
        ),
      ),
    );
    expect(columns.length).toBeGreaterThan(1);
    for (const lefts of columns) expect(lefts).toEqual(columns[0]);
  });
});

test.describe('HR on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every row of the leave approvals shows Approve and Reject on screen', async ({ page }) => {
    await signIn(page, 'hr@staffdesk.local');
    await page.goto('/human-resource/leaves/approval');
    const approve = page.getByRole('button', { name: 'Approve' });
    await expect(approve.first()).toBeVisible();
    for (const button of [approve.first(), page.getByRole('button', { name: 'Reject' }).first()]) {
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
