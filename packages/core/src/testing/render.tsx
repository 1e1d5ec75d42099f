import type { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { onTestFinished } from 'vitest';
import { createStaffdeskQueryClient } from '../provider/query-client';
import { StaffdeskProvider } from '../provider/StaffdeskProvider';
import { createTokenStore, type TokenStore } from '../session/token-store';
import { API_BASE, PAYROLL_API_BASE } from './fake-api';

const CONFIG = { apiBaseUrls: { main: API_BASE, payroll: PAYROLL_API_BASE } };
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
  /**
   * Providers between `StaffdeskProvider` and the router that the page needs, such as ui's
   * `ToastProvider`.
   */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

/** The rendered page: Testing Library's result, a user, the router, the session and the cache. */
export type RenderedPage = RenderResult & {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  tokenStore: TokenStore;
  queryClient: QueryClient;
};

/**
 * Renders a page as the host does: inside `StaffdeskProvider` (a fake API base URL, a token
 * store with a token), the `wrapper` and a data router. Other paths render their address.
 */
export function renderPage(
  page: ReactNode,
  { path, url, token = 'session-token', wrapper: Wrapper }: RenderPageOptions,
): RenderedPage {
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
  const routes = <RouterProvider router={router} />;
  const view = render(
    <StaffdeskProvider config={CONFIG} tokenStore={tokenStore} queryClient={queryClient}>
      {Wrapper ? <Wrapper>{routes}</Wrapper> : routes}
    </StaffdeskProvider>,
  );
  return { ...view, user, router, tokenStore, queryClient };
}
