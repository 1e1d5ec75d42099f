import { i18n } from '@lingui/core';
import {
  type ComponentType,
  createElement,
  isValidElement,
  type ReactElement,
  useEffect,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadCatalog, type MessageCatalog } from '../i18n/catalogs';
import { useCatalogs } from '../i18n/LocaleProvider';
import { isStaffdeskLocale } from '../i18n/locale';
import { loadingOverlay } from '../overlay/loading-overlay';
import { type LazyComponent, lazyComponent, useLoaded } from './lazy-component';
import { type LoadChunkOptions, loadChunk, withLoadingOverlay } from './load-chunk';

/** A page module, as department packages write them: `export function Component() { ... }`. */
export type PageModule = { Component: ComponentType };

export type LazyPageOptions = LoadChunkOptions & {
  /**
   * The page's own messages (a `src/locales/pages/<name>/` catalog), fetched with its chunk, in
   * the language shown; the page shows once they are there.
   */
  messages?: readonly MessageCatalog[];
};

type LazyPageProps = {
  page: LazyComponent<object>;
  messages: readonly MessageCatalog[];
};

/**
 * A lazy page, shown once its code and its own messages are there (the overlay is up until then),
 * without suspending: see `useLoaded`.
 */
function LazyPageView({ page: Page, messages }: LazyPageProps) {
  const wordsReady = useCatalogs(...messages);
  const ready = useLoaded(Page) && wordsReady;
  useEffect(() => {
    if (ready) return;
    loadingOverlay.show();
    return () => loadingOverlay.hide();
  }, [ready]);
  return ready ? <Page /> : null;
}

/**
 * A route's element for a page module loaded on first render (or earlier, `preloadPagesAt`), with
 * the chunk time-out and the loading overlay up while it loads:
 * `{ path, element: lazyPage(() => import('./pages/LeavePage')) }`. A failed load throws to the
 * nearest `ChunkErrorBoundary`.
 */
export function lazyPage(
  importer: () => Promise<PageModule>,
  { messages = [], ...options }: LazyPageOptions = {},
): ReactElement {
  const page = lazyComponent(() => {
    // The words start loading with the chunk, not after it.
    if (isStaffdeskLocale(i18n.locale)) {
      for (const catalog of messages) loadCatalog(catalog, i18n.locale).catch(() => undefined);
    }
    return withLoadingOverlay(() => loadChunk(importer, options))().then(
      (module) => module.Component,
    );
  });
  return createElement(LazyPageView, { page, messages });
}

/** The page component a route's `lazyPage` element loads (for tests), or undefined for another route. */
export function pageOf(route: RouteObject): Promise<ComponentType> | undefined {
  if (!isValidElement<Partial<LazyPageProps>>(route.element)) return undefined;
  return route.element.type === LazyPageView ? route.element.props.page?.preload() : undefined;
}

/**
 * Starts loading the page modules `routes` show at `pathname` now, before the router renders
 * them (which waits for the app's messages): a route set calls it as its module loads, so the
 * first page's code and the app's words arrive together, and the page renders without suspending.
 */
export function preloadPagesAt(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? [])
    pageOf(route)?.catch(() => undefined);
}
