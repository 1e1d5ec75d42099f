import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderSignedOut, stubApi } from '../testing';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'hr@staffdesk.local',
  name: 'Rina',
};

describe('sign-in', () => {
  it('shows at any unknown path and signs in, storing the session token', async () => {
    const calls = stubApi({
      'POST /public/auth/sign-in': () => ({
        body: { accessToken: 'new-token', expiresAt: '2026-11-22T12:00:00.000Z', user },
      }),
    });
    const view = renderSignedOut('/human-resource/employee?x=1');
    await view.user.type(await screen.findByLabelText(/Email/), ' HR@staffdesk.local ');
    await view.user.type(screen.getByLabelText(/^Password/), 'demo-staffdesk');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.tokenStore.getToken()).toBe('new-token'));
    expect(calls).toEqual([
      {
        route: 'POST /public/auth/sign-in',
        body: { email: 'HR@staffdesk.local', password: 'demo-staffdesk' },
      },
    ]);
    // The address is kept, so the signed-in app opens the page that was asked for.
    expect(view.router.state.location.pathname).toBe('/human-resource/employee');
  });

  it("shows the server's message and keeps the user signed out on a wrong password", async () => {
    stubApi({
      'POST /public/auth/sign-in': () => ({
        status: 401,
        body: {
          status: 401,
          code: 'wrong-credentials',
          title: 'Sign-in required',
          detail: 'The email or password is not right.',
        },
      }),
    });
    const view = renderSignedOut('/sign-in');
    await view.user.type(await screen.findByLabelText(/Email/), 'hr@staffdesk.local');
    await view.user.type(screen.getByLabelText(/^Password/), 'nope');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The email or password is not right.')).toBeVisible();
    expect(view.tokenStore.getToken()).toBe('');
  });

  it('asks for the email and password before calling the server', async () => {
    const calls = stubApi({});
    const view = renderSignedOut('/');
    await view.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('switches to Indonesian with the language switch and remembers the choice', async () => {
    stubApi({});
    onTestFinished(() => localStorage.removeItem('staffdesk.locale'));
    const view = renderSignedOut('/sign-in', { pageLocale: 'en' });
    await view.user.click(await screen.findByRole('button', { name: 'Bahasa Indonesia' }));
    expect(await screen.findByRole('heading', { name: 'Masuk ke Staffdesk' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bahasa Indonesia' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem('staffdesk.locale')).toBe('id');
  });
});
