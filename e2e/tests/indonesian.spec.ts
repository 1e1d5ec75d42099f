import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { crawl } from './crawler';
import { signIn } from './support';

/**
 * Bahasa Indonesia, as the people who read it first get it: the employee demo account set to
 * Indonesian sees every screen it can reach in Indonesian (a crawl that fails on English), and
 * asks for leave in Indonesian; the client PIC, whose link was sent in Indonesian, approves on an
 * Indonesian page (and can switch to English), and the mails and the leave form PDF are Indonesian.
 */

// Words of English that an Indonesian screen never has: function words and the app's own verbs
// and nouns. Names, codes and numbers pass.
const ENGLISH =
  /\b(the|and|your|you|with|from|this|that|these|not|of|to|is|are|was|has|have|will|can|please|there|yet|when|who|what|which|my|sign out|save|cancel|search|loading|request|requests|leave|approve|approved|reject|rejected|pending|waiting|back|next|previous|profile|home|settings|download|upload|close|open|show|add|edit|delete|days|working|available|balance|balances|nothing|family|change|changes|language)\b/i;

/** Visible text and accessible labels in English on the page, outside `lang="en"` parts. */
async function englishOn(page: Page): Promise<string[]> {
  // The loading overlay may be up while a chunk or a catalog loads; before any language is active
  // its name is English ("Loading"), by design. Read the page once it is settled.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const skip = (element: Element | null) =>
      !element || Boolean(element.closest('script, style, code, [lang="en"]'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      if (skip(element) || !element?.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (skip(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return [...new Set(texts.filter((text) => ENGLISH.test(text)))].map(
    (text) => `English on an Indonesian screen: "${text.slice(0, 100)}"`,
  );
}

/**
 * Sets the signed-in user's language with the switch in the shell's top bar, whose buttons show
 * the codes and are named by them and the language ("EN English").
 */
async function chooseLanguage(page: Page, name: 'English' | 'Bahasa Indonesia') {
  await page
    .locator('.sd-shell__topbar')
    .getByRole('button', { name: `${name === 'English' ? 'EN' : 'ID'} ${name}`, exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'English' ? 'en' : 'id');
}

async function asEmployee(browser: Browser, language: 'English' | 'Bahasa Indonesia') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'employee@staffdesk.local');
  await chooseLanguage(page, language);
  await context.close();
}

/** The newest mail whose subject matches, as the admin sees it in the outbox. */
async function outboxMail(browser: Browser, subject: RegExp) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin@staffdesk.local');
  await admin.goto('/email-notification?tab=outbox');
  await admin.getByRole('button', { name: subject }).first().click();
  const mail = admin.getByRole('dialog');
  await expect(mail).toBeVisible();
  const text = (await mail.textContent()) ?? '';
  const links = mail.getByRole('link', { name: /\/leaves\// });
  const link = (await links.count()) > 0 ? await links.first().getAttribute('href') : null;
  await context.close();
  return { text, link };
}

test.describe
  .serial('Bahasa Indonesia', () => {
    test.beforeAll(async ({ browser }) => {
      await asEmployee(browser, 'Bahasa Indonesia');
    });

    test.afterAll(async ({ browser }) => {
      await asEmployee(browser, 'English');
    });

    for (const width of [
      { name: 'desktop', width: 1366, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      test(`the employee set to Indonesian sees every screen in Indonesian (${width.name})`, async ({
        browser,
      }) => {
        test.setTimeout(180_000);
        const context = await browser.newContext({
          viewport: { width: width.width, height: width.height },
        });
        const { visited, failures } = await crawl(context, 'employee', width.name === 'phone', {
          extraProblems: englishOn,
        });
        await context.close();
        console.log(`indonesian crawl ${width.name}: ${visited} pages`);
        for (const failure of failures) console.log(`  FAIL ${failure}`);
        expect(visited).toBeGreaterThan(5);
        expect(failures).toEqual([]);
      });
    }

    test('leave in Indonesian: the request, the PIC link (and its English switch), the thank-you page, the mails and the PDF', async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const theirs = await browser.newContext({ acceptDownloads: true });
      const them = await theirs.newPage();
      await signIn(them, 'employee@staffdesk.local');
      await expect(them.locator('html')).toHaveAttribute('lang', 'id');
      await them.goto('/employee/leaves-dashboard');
      await them.getByRole('button', { name: 'Ajukan cuti' }).first().click();
      await them.getByLabel('Jenis cuti').selectOption('annual');
      await them.getByLabel('Tanggal mulai').fill('2026-12-14');
      await them.getByLabel('Tanggal selesai').fill('2026-12-15');
      await them.getByLabel('Alasan').fill('Acara keluarga di Bandung');
      await expect(them.getByText('2 hari kerja').first()).toBeVisible();
      await them.getByRole('button', { name: 'Kirim pengajuan' }).click();
      await expect(them.getByRole('dialog')).toHaveCount(0);

      // The PIC's mail and link are in the PIC's language, Indonesian.
      const mail = await outboxMail(browser, /^Pengajuan cuti Agus Pratama/);
      expect(mail.text).toContain('Yth. Bapak/Ibu');
      expect(mail.text).toContain('14 Des 2026');
      const pic = await (
        await browser.newContext({ viewport: { width: 360, height: 740 } })
      ).newPage();
      await pic.goto(mail.link!);
      await expect(pic.locator('html')).toHaveAttribute('lang', 'id');
      await expect(pic.getByRole('button', { name: 'Setujui cuti' })).toBeVisible();
      await expect(pic.getByText('2 hari kerja').first()).toBeVisible();
      expect(await englishOn(pic)).toEqual([]);
      // The PIC can read it in English, and back.
      await pic.getByRole('button', { name: 'English', exact: true }).click();
      await expect(pic.getByRole('button', { name: 'Approve leave' })).toBeVisible();
      await pic.getByRole('button', { name: 'Bahasa Indonesia', exact: true }).click();
      await pic.getByRole('button', { name: 'Setujui cuti' }).click();
      await expect(pic).toHaveURL(/\/pic\/thanks-page\/leave$/);
      await expect(pic.getByText('Terima kasih. Keputusan Anda sudah tercatat.')).toBeVisible();
      expect(await englishOn(pic)).toEqual([]);

      // HR decides in English; the employee's mail and leave form are Indonesian.
      const hrContext = await browser.newContext();
      const hr = await hrContext.newPage();
      await signIn(hr, 'hr@staffdesk.local');
      await hr.goto('/human-resource/leaves/approval');
      const row = hr.getByRole('row', { name: /Agus Pratama/ }).first();
      await row.getByRole('button', { name: 'Approve' }).click();
      const confirm = hr.getByRole('dialog').or(hr.getByRole('alertdialog'));
      if (await confirm.count())
        await confirm
          .getByRole('button', { name: /Approve/ })
          .last()
          .click();
      await expect(hr.getByRole('row', { name: /Agus Pratama/ })).toHaveCount(0);
      await hrContext.close();

      const decided = await outboxMail(browser, /^Pengajuan cuti Anda disetujui/);
      expect(decided.text).toContain('14 Des 2026');

      await them.reload();
      await them.getByRole('link', { name: 'Unduh formulir cuti' }).first().click();
      await expect(them).toHaveURL(/\/form_leave\/download\/approval\//);
      expect(await englishOn(them)).toEqual([]);
      const [download] = await Promise.all([
        them.waitForEvent('download'),
        them.getByRole('button', { name: 'Unduh formulir cuti' }).click(),
      ]);
      const pdf = readFileSync((await download.path())!);
      const { text } = await new PDFParse({ data: pdf }).getText();
      expect(text).toContain('Agus Pratama');
      expect(text).toContain('Cuti tahunan');
      expect(text).toContain('Des 2026');
      expect(text).toMatch(/Disetujui/);
      await theirs.close();
    });
  });
