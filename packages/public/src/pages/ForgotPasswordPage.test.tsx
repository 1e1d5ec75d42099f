import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedOut, stubApi } from '../testing';

describe('forgot password', () => {
  it('mails a reset link and says so, whatever the email', async () => {
    const calls = stubApi({
      'POST /public/auth/forgot-password': () => ({
        status: 202,
        body: {
          message:
            'If an account uses this email, a link to reset its password is on its way. It works for 1 hour.',
        },
      }),
    });
    const view = renderSignedOut('/forgot-password');
    await view.user.type(await screen.findByLabelText(/Email/), 'someone@example.co.id');
    await view.user.click(screen.getByRole('button', { name: 'Mail me a reset link' }));
    expect(await screen.findByText(/a link to reset its password is on its way/)).toBeVisible();
    expect(calls).toEqual([
      { route: 'POST /public/auth/forgot-password', body: { email: 'someone@example.co.id' } },
    ]);
  });
});
