import type { QueryClient } from '@tanstack/react-query';
import { act, type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  type NavigateOptions,
  Route,
  Routes,
  type To,
  UNSAFE_createMemoryHistory,
  useLocation,
} from 'react-router';
import { onTestFinished } from 'vitest';
import { createStaffdeskQueryClient } from '../provider/query-client';
import { StaffdeskProvider } from '../provider/StaffdeskProvider';
import { type GuardedHistory, guardHistory } from '../router/guarded-history';
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

/** Where a rendered page's router is, and a way to send it elsewhere, as a test needs them. */
export type TestRouter = {
  readonly state: {
    readonly location: GuardedHistory['location'];
    readonly historyAction: GuardedHistory['action'];
  };
  navigate: (to: To, options?: NavigateOptions) => Promise<void>;
  history: GuardedHistory;
};

/** The rendered page: Testing Library's result, a user, the router, the session and the cache. */
export type RenderedPage = RenderResult & {
  user: UserEvent;
  router: TestRouter;
  tokenStore: TokenStore;
  queryClient: QueryClient;
};

/**
 * Renders a page as the host does: inside `StaffdeskProvider` (a fake API base URL, a token
 * store with a token), the `wrapper` and the host's kind of router. Other paths render their address.
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
  // The host's kind of router: declarative, over a guarded history (unsaved-changes guards hold).
  const history = guardHistory(
    UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true }),
  );
  const router: TestRouter = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: async (to, options) => {
      await act(async () => {
        if (options?.replace) history.replace(to, options.state);
        else history.push(to, options?.state);
      });
    },
    history,
  };
  onTestFinished(() => {
    tokenStore.removeToken();
    tokenStore.dispose();
    queryClient.clear();
  });
  const user = userEvent.setup();
  const routes = (
    <HistoryRouter history={history}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </HistoryRouter>
  );
  const view = render(
    <StaffdeskProvider config={CONFIG} tokenStore={tokenStore} queryClient={queryClient}>
      {Wrapper ? <Wrapper>{routes}</Wrapper> : routes}
    </StaffdeskProvider>,
  );
  return { ...view, user, router, tokenStore, queryClient };
}
