import { routePatterns } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ME } from '../testing/fixtures';
import { Component as ChangePasswordPage } from './ChangePasswordPage';

const path = routePatterns.changePassword;

async function fillIn(
  user: ReturnType<typeof renderPage>['user'],
  current: string,
  next: string,
  repeat = next,
) {
  // The page shows once the messages of the language have loaded.
  await user.type(await screen.findByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Repeat new password/), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('changing the password', () => {
  it('keeps this session with the new token the server answers', async () => {
    const api = fakeApi({
      'GET /me': () => ADMIN_ME,
      'POST /auth/change-password': () => ({
        accessToken: 'fresh-token',
        expiresAt: '2026-12-21T00:00:00.000Z',
        user: ADMIN_ME.user,
      }),
    });
    const { user, tokenStore } = renderPage(<ChangePasswordPage />, {
      path,
      url: '/change-password',
    });
    expect(tokenStore.getToken()).toBe('session-token');

    await fillIn(user, 'old secret 1', 'kopi-tubruk-2026');

    expect(
      await screen.findByText('Your password is changed. Other sessions were signed out.'),
    ).toBeInTheDocument();
    expect(tokenStore.getToken()).toBe('fresh-token');
    expect(api.callsTo('POST', '/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'old secret 1',
      newPassword: 'kopi-tubruk-2026',
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows the server’s field error beside the current password', async () => {
    fakeApi({
      'GET /me': () => ADMIN_ME,
      'POST /auth/change-password': () =>
        problem(400, 'validation-failed', 'The current password is not right.', {
          currentPassword: 'The current password is not right.',
        }),
    });
    const { user, tokenStore } = renderPage(<ChangePasswordPage />, {
      path,
      url: '/change-password',
    });
    await fillIn(user, 'wrong one', 'kopi-tubruk-2026');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        'The current password is not right.',
      ),
    );
    expect(tokenStore.getToken()).toBe('session-token');
  });

  it('asks for the same new password twice before sending', async () => {
    const api = fakeApi({ 'GET /me': () => ADMIN_ME });
    const { user } = renderPage(<ChangePasswordPage />, { path, url: '/change-password' });
    await fillIn(user, 'old secret 1', 'kopi-tubruk-2026', 'kopi-tubruk-2025');
    expect(await screen.findByText('The two new passwords are not the same.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/change-password')).toHaveLength(0);
  });
});
