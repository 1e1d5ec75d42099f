import {
  createStaffdeskQueryClient,
  createTokenStore,
  StaffdeskProvider,
  type TokenStore,
} from '@staffdesk/core';
import { ToastProvider } from '@staffdesk/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { onTestFinished } from 'vitest';
import { API_BASE } from './fake-api';

const CONFIG = { apiBaseUrls: { main: API_BASE } };
let storeCount = 0;

/** Shows where the router went, for pages that navigate away. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export type RenderPageOptions = {
  /** The route pattern the page is mounted at, e.g. `/user-management/user/form/:type/:id?`. */
  path: string;
  /** Where the test starts. */
  url: string;
  /** The session token (default: one is set). */
  token?: string;
};

/**
 * Renders a page as the host does: inside `StaffdeskProvider` (a fake API base URL, a token
 * store with a token), a toast provider and a data router. Other paths render their address.
 */
export function renderPage(
  page: ReactNode,
  { path, url, token = 'session-token' }: RenderPageOptions,
) {
  storeCount += 1;
  const tokenStore: TokenStore = createTokenStore({ key: `staffdesk.test.${storeCount}` });
  tokenStore.setToken(token);
  const queryClient = createStaffdeskQueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  onTestFinished(() => {
    tokenStore.removeToken();
    tokenStore.dispose();
    queryClient.clear();
  });
  const user = userEvent.setup();
  const view = render(
    <StaffdeskProvider config={CONFIG} tokenStore={tokenStore} queryClient={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </StaffdeskProvider>,
  );
  return { ...view, user, router, tokenStore, queryClient };
}
