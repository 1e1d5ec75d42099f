import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('an admin invites an HR user, who sets a password and sees only HR; disabling signs them out', async ({
  page,
  browser,
}) => {
  const email = `nadia.${Date.now()}@example.co.id`;

  // The admin invites a user with the HR role.
  await signIn(page, 'admin@staffdesk.local');
  await page.goto('/user-management');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite user' });
  await invite.getByLabel('Name').fill('Nadia Putri');
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('checkbox', { name: 'HR', exact: true }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toHaveCount(0);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  // The invitation is in the outbox (no SMTP server in this run); its link sets the password.
  await page.goto('/email-notification');
  await page.getByRole('tab', { name: 'Outbox' }).click();
  await page
    .getByRole('row', { name: new RegExp(email.replace('.', '\\.')) })
    .getByRole('button', { name: 'You are invited to Staffdesk', exact: true })
    .click();
  const mail = page.getByRole('dialog', { name: 'You are invited to Staffdesk' });
  const link = await mail
    .getByRole('link', { name: /\/set-password\?token=/ })
    .getAttribute('href');
  expect(link).toBeTruthy();

  // The new user, in a browser of their own.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(link!);
  await expect(them.getByRole('heading', { name: 'Welcome, Nadia Putri' })).toBeVisible();
  await them.getByRole('textbox', { name: 'New password', exact: true }).fill('nadia');
  await them.getByRole('textbox', { name: 'Repeat the password', exact: true }).fill('nadia');
  await them.getByRole('button', { name: 'Set my password' }).click();
  await expect(them.getByText('Use at least 10 characters.')).toBeVisible();
  await them.getByRole('textbox', { name: 'New password', exact: true }).fill('Kopi-Tubruk-Pagi-7');
  await them
    .getByRole('textbox', { name: 'Repeat the password', exact: true })
    .fill('Kopi-Tubruk-Pagi-7');
  await them.getByRole('button', { name: 'Set my password' }).click();
  await expect(them.getByText('Your password is set. Sign in with it now.')).toBeVisible();
  await signIn(them, email, 'Kopi-Tubruk-Pagi-7');

  // Only the HR sections are offered; finance is refused.
  const sections = them.getByRole('region', { name: 'Your sections' });
  await expect(sections.getByRole('link', { name: /Human resource/ })).toBeVisible();
  await expect(sections.getByRole('link', { name: /Finance/ })).toHaveCount(0);
  await them.goto('/finance');
  await expect(
    them.getByRole('heading', { name: 'You do not have access to this section' }),
  ).toBeVisible();

  // The admin disables the user; their next request brings them back to sign-in.
  await page.goto('/user-management');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  // The search lands (it is debounced) before the click, or it would take the list back.
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('cell', { name: email }).click();
  await page.getByRole('button', { name: 'Disable user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable user' }).click();
  await expect(page.getByText('Disabled', { exact: true }).first()).toBeVisible();

  await them.goto('/user-management');
  await expect(them.getByRole('heading', { name: 'Sign in to Staffdesk' })).toBeVisible();
  await theirs.close();
});
