import { createApiClients } from '@staffdesk/api';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import {
  mergeRuntimeConfig,
  type RuntimeConfigOverrides,
  readRuntimeConfig,
} from '../config/runtime-config';
import type { MessageCatalog } from '../i18n/catalogs';
import { initialLocale } from '../i18n/initial-locale';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { StaffdeskLocale } from '../i18n/locale';
import { coreCatalog } from '../locales/catalog';
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
  /**
   * The language to show (`en` or `id`). Without it Staffdesk starts in the reader's last choice,
   * the page's language (`locale` in the runtime config) or the browser's, and the language
   * switch changes it; with it, the embedding app decides and `onLocaleChange` hears the switch.
   */
  locale?: StaffdeskLocale;
  onLocaleChange?: (locale: StaffdeskLocale) => void;
  /** The messages of the packages mounted, loaded before anything shows (core's always are). */
  catalogs?: readonly MessageCatalog[];
  /** Shown while the messages load; nothing by default. */
  fallback?: ReactNode;
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
  locale,
  onLocaleChange,
  catalogs = [],
  fallback = null,
  children,
}: StaffdeskProviderProps) {
  const [initialQueryClient] = useState(() => queryClient ?? createStaffdeskQueryClient());
  const client = queryClient ?? initialQueryClient;
  const store = tokenStore ?? getDefaultTokenStore();
  const merged = useMemo(() => mergeRuntimeConfig(readRuntimeConfig(), config), [config]);
  const api = useMemo(() => {
    const authorizedFetch = createAuthorizedFetch(store);
    return createApiClients({
      baseUrls: {
        main: merged.apiBaseUrls.main,
        pdf: merged.apiBaseUrls.pdf,
        payroll: merged.apiBaseUrls.payroll,
      },
      fetch: (request) => authorizedFetch(request),
    });
  }, [merged, store]);
  const value = useMemo<StaffdeskContextValue>(
    () => ({ config: merged, tokenStore: store, queryClient: client, api }),
    [merged, store, client, api],
  );
  const [startLocale] = useState(() => initialLocale(merged.locale));
  const [allCatalogs] = useState(() => [coreCatalog, ...catalogs]);
  return (
    <StaffdeskContext.Provider value={value}>
      <QueryClientProvider client={client}>
        <LocaleProvider
          locale={locale}
          initialLocale={startLocale}
          onLocaleChange={onLocaleChange}
          catalogs={allCatalogs}
          fallback={fallback}
        >
          {children}
        </LocaleProvider>
      </QueryClientProvider>
    </StaffdeskContext.Provider>
  );
}
