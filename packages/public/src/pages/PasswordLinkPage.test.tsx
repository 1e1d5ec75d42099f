import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedOut, stubApi } from '../testing';

describe('password links', () => {
  it('welcomes an invited user, checks the repeat, and sends the password with the token', async () => {
    const calls = stubApi({
      'GET /public/auth/password-token': () => ({
        body: {
          state: 'valid',
          purpose: 'invite',
          email: 'nadia@example.co.id',
          name: 'Nadia Putri',
        },
      }),
      'POST /public/auth/password': () => ({
        body: { message: 'Your password is set. Sign in with it now.' },
      }),
    });
    const view = renderSignedOut('/set-password?token=tok123');
    expect(await screen.findByRole('heading', { name: 'Welcome, Nadia Putri' })).toBeVisible();
    await view.user.type(screen.getByLabelText(/^New password/), 'Kopi-Tubruk-Pagi-7');
    await view.user.type(screen.getByLabelText(/^Repeat the password/), 'Kopi-Tubruk-Pagi-8');
    await view.user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeVisible();
    await view.user.clear(screen.getByLabelText(/^Repeat the password/));
    await view.user.type(screen.getByLabelText(/^Repeat the password/), 'Kopi-Tubruk-Pagi-7');
    await view.user.click(screen.getByRole('button', { name: 'Set my password' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText('Your password is set. Sign in with it now.')).toBeVisible();
    expect(calls.at(-1)).toEqual({
      route: 'POST /public/auth/password',
      body: { token: 'tok123', password: 'Kopi-Tubruk-Pagi-7' },
    });
  });

  it('says plainly when a link has expired', async () => {
    stubApi({ 'GET /public/auth/password-token': () => ({ body: { state: 'expired' } }) });
    renderSignedOut('/reset-password?token=old');
    expect(await screen.findByText(/This link has expired\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("shows the server's password policy message under the field", async () => {
    stubApi({
      'GET /public/auth/password-token': () => ({
        body: { state: 'valid', purpose: 'reset', email: 'hr@staffdesk.local', name: 'Rina' },
      }),
      'POST /public/auth/password': () => ({
        status: 400,
        body: {
          status: 400,
          code: 'validation-failed',
          title: 'Bad request',
          detail: 'This password is too common.',
          errors: { password: 'This password is too common. Choose one that is harder to guess.' },
        },
      }),
    });
    const view = renderSignedOut('/reset-password?token=t');
    await view.user.type(await screen.findByLabelText(/^New password/), 'password1234');
    await view.user.type(screen.getByLabelText(/^Repeat the password/), 'password1234');
    await view.user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeVisible();
  });
});
