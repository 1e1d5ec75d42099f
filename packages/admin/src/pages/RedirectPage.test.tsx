import { routePatterns } from '@staffdesk/core';
import { fakeApi } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_ME } from '../testing/fixtures';
import { Component as RedirectPage } from './RedirectPage';

const path = routePatterns.redirectPage;

describe('the redirect page', () => {
  it('goes on to the in-app path it carries', async () => {
    fakeApi({ 'GET /me': () => ADMIN_ME });
    const { router } = renderPage(<RedirectPage />, {
      path,
      url: '/redirect-page/%2Fuser-management%3Ftab%3Droles',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/user-management?tab=roles');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('refuses a path to another origin', async () => {
    fakeApi({ 'GET /me': () => ADMIN_ME });
    renderPage(<RedirectPage />, { path, url: '/redirect-page/%2F%2Fevil.example%2Fphish' });
    expect(
      await screen.findByRole('heading', {
        name: 'This link does not lead to a page in Staffdesk',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
});
