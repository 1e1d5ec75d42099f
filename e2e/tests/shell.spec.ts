import { expect, test } from '@playwright/test';
import { signIn } from './support';

test.describe('the shell, signed out', () => {
  test('an unknown path shows sign-in', async ({ page }) => {
    await page.goto('/somewhere/that/does-not-exist?x=1');
    await expect(page.getByRole('heading', { name: 'Sign in to Staffdesk' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    // The address stays, so after sign-in the app opens what was asked for.
    expect(new URL(page.url()).pathname).toBe('/somewhere/that/does-not-exist');
  });

  test('the version and copyright are shown', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByText('Staffdesk 4.95.202.725 · © 2022')).toBeVisible();
  });

  test('the browser refuses to show the app inside a frame', async ({ page, baseURL }) => {
    // The framing page is another origin (about:blank), as an attacker's page would be.
    await page.setContent(
      `<iframe id="f" src="${baseURL}/sign-in" width="600" height="400"></iframe>`,
    );
    const frame = page.frameLocator('#f');
    await page.waitForTimeout(1500);
    await expect(frame.getByRole('heading', { name: 'Sign in to Staffdesk' })).toHaveCount(0);
  });

  test('the app itself refuses to render inside a frame, even when the headers are stripped', async ({
    page,
    baseURL,
  }) => {
    // Simulate a proxy that drops X-Frame-Options and the CSP: the app's own check still holds.
    await page.route(`${baseURL}/framed-sign-in`, async (route) => {
      const response = await route.fetch({ url: `${baseURL}/sign-in` });
      const headers = { ...response.headers() };
      delete headers['x-frame-options'];
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await page.setContent(
      `<iframe id="f" src="${baseURL}/framed-sign-in" width="600" height="400"></iframe>`,
    );
    const frame = page.frameLocator('#f');
    await expect(frame.getByText("Staffdesk can't be shown inside another page")).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Sign in to Staffdesk' })).toHaveCount(0);
  });

  test('the loading overlay shows while a section loads', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/SignInPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/sign-in');
    const overlay = page.getByRole('status', { name: 'Loading' });
    await expect(overlay).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Sign in to Staffdesk' })).toBeVisible();
    await expect(overlay).toHaveCount(0);
  });
});

test('unsaved changes hold a link and the back button until the user answers', async ({ page }) => {
  await signIn(page, 'admin@staffdesk.local');
  await page.goto('/user-management');
  // Opened from the user menu, inside the app, so the back button stays in the app.
  await page.locator('.sd-user-button').click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Admin With Unsaved Changes');
  const leaving = page.getByRole('alertdialog', { name: 'Leave without saving?' });

  // A link in the menu waits for the answer; staying keeps the page and what was typed.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(leaving).toBeVisible();
  await leaving.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leaving).toHaveCount(0);
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(name).toHaveValue('Admin With Unsaved Changes');

  // The browser's back button too: the address stays until the user leaves.
  await page.goBack();
  await expect(leaving).toBeVisible();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await leaving.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/user-management$/);
  await expect(leaving).toHaveCount(0);
});
