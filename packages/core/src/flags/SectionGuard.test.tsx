import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StaffdeskProvider } from '../provider/StaffdeskProvider';
import { createTokenStore, type TokenStore } from '../session/token-store';
import type { SectionId } from './flags';
import { SectionGuard } from './SectionGuard';
import { useFlags } from './useFlags';

function setCookie(name: string, value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting flag cookies.
  document.cookie = value === null ? `${name}=; path=/; max-age=0` : `${name}=${value}; path=/`;
}

function clearFlagCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) setCookie(name, null);
  }
}

function renderGuarded(section: SectionId, store: TokenStore) {
  const router = createMemoryRouter(
    [
      {
        path: '/section',
        element: (
          <SectionGuard section={section} denied={<p>Access denied</p>}>
            <p>Section content</p>
          </SectionGuard>
        ),
      },
      { path: '/sign-in-required', element: <p>Sign-in required</p> },
    ],
    { initialEntries: ['/section'] },
  );
  return render(
    <StaffdeskProvider tokenStore={store}>
      <RouterProvider router={router} />
    </StaffdeskProvider>,
  );
}

describe('SectionGuard', () => {
  let store: TokenStore;

  beforeEach(() => {
    localStorage.clear();
    clearFlagCookies();
    store = createTokenStore();
  });

  afterEach(() => {
    store.dispose();
    clearFlagCookies();
  });

  it('shows the denied page without the flag', async () => {
    store.setToken('t');
    renderGuarded('finance', store);
    // The first render of a file waits for core's messages to load.
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByText('Section content')).not.toBeInTheDocument();
  });

  it('shows the section with its flag', () => {
    store.setToken('t');
    setCookie('sd_flag_finance', '1');
    renderGuarded('finance', store);
    expect(screen.getByText('Section content')).toBeInTheDocument();
  });

  it('shows any section with super access', () => {
    store.setToken('t');
    setCookie('sd_flag_super', 'true');
    renderGuarded('accounting-and-tax', store);
    expect(screen.getByText('Section content')).toBeInTheDocument();
  });

  it('redirects business development to sign-in-required without a token', () => {
    setCookie('sd_flag_bizdev', '1');
    renderGuarded('bizdev', store);
    expect(screen.getByText('Sign-in required')).toBeInTheDocument();
  });

  it('opens business development with the flag and a token', () => {
    store.setToken('t');
    setCookie('sd_flag_bizdev', '1');
    renderGuarded('bizdev', store);
    expect(screen.getByText('Section content')).toBeInTheDocument();
  });

  it('opens old business development with the shared flag and no token', () => {
    setCookie('sd_flag_bizdev', '1');
    renderGuarded('old-bizdev', store);
    expect(screen.getByText('Section content')).toBeInTheDocument();
  });
});

function FinanceFlag() {
  const flags = useFlags();
  return <p>{flags.sections.finance ? 'finance on' : 'finance off'}</p>;
}

describe('useFlags', () => {
  let store: TokenStore;

  beforeEach(() => {
    clearFlagCookies();
    store = createTokenStore();
  });

  afterEach(() => {
    store.dispose();
    clearFlagCookies();
  });

  it('reads the cookies again when the token changes', () => {
    render(
      <StaffdeskProvider tokenStore={store}>
        <FinanceFlag />
      </StaffdeskProvider>,
    );
    expect(screen.getByText('finance off')).toBeInTheDocument();
    setCookie('sd_flag_finance', '1');
    act(() => store.setToken('signed-in'));
    expect(screen.getByText('finance on')).toBeInTheDocument();
  });

  it('reads the cookies again when the window regains focus', () => {
    render(
      <StaffdeskProvider tokenStore={store}>
        <FinanceFlag />
      </StaffdeskProvider>,
    );
    setCookie('sd_flag_finance', '1');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByText('finance on')).toBeInTheDocument();
  });
});
