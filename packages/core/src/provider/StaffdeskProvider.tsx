import { createApiClients } from '@staffdesk/api';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import {
  mergeRuntimeConfig,
  type RuntimeConfigOverrides,
  readRuntimeConfig,
} from '../config/runtime-config';
import { getDefaultTokenStore, type TokenStore } from '../session/token-store';
import { createAuthorizedFetch } from './authorized-fetch';
import { StaffdeskContext, type StaffdeskContextValue } from './context';
import { createStaffdeskQueryClient } from './query-client';

export type StaffdeskProviderProps = {
  /**
   * Laid over the page's runtime config (or the defaults, when the page has none, as in an
   * embedding app): API base URLs per service family, Google client id, firebase, maps key.
   */
  config?: RuntimeConfigOverrides;
  /** The query client to share; one with Staffdesk's defaults is created when not given. */
  queryClient?: QueryClient;
  /** The token source; the app-wide `localStorage` store by default. */
  tokenStore?: TokenStore;
  children?: ReactNode;
};

/**
 * What a host or an embedding app wraps around any Staffdesk component: config, query client
 * and token source. Needs no router.
 */
export function StaffdeskProvider({
  config,
  queryClient,
  tokenStore,
  children,
}: StaffdeskProviderProps) {
  const [initialQueryClient] = useState(() => queryClient ?? createStaffdeskQueryClient());
  const client = queryClient ?? initialQueryClient;
  const store = tokenStore ?? getDefaultTokenStore();
  const merged = useMemo(() => mergeRuntimeConfig(readRuntimeConfig(), config), [config]);
  const api = useMemo(() => {
    const authorizedFetch = createAuthorizedFetch(store);
    return createApiClients({
      baseUrls: { main: merged.apiBaseUrls.main, pdf: merged.apiBaseUrls.pdf },
      fetch: (request) => authorizedFetch(request),
    });
  }, [merged, store]);
  const value = useMemo<StaffdeskContextValue>(
    () => ({ config: merged, tokenStore: store, queryClient: client, api }),
    [merged, store, client, api],
  );
  return (
    <StaffdeskContext.Provider value={value}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </StaffdeskContext.Provider>
  );
}
