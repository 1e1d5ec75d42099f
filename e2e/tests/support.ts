import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-staffdesk';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signed in, in whatever language the user reads: the shell with the user's menu.
  await expect(page.locator('.sd-user-button')).toBeVisible();
  await expect(page.locator('main#sd-main h1').first()).toBeVisible();
}
