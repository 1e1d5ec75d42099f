import { i18n } from '@lingui/core';
import {
  type ComponentType,
  createElement,
  isValidElement,
  lazy,
  type ReactElement,
  useEffect,
} from 'react';
import type { RouteObject } from 'react-router';
import { loadCatalog, type MessageCatalog } from '../i18n/catalogs';
import { useCatalogs } from '../i18n/LocaleProvider';
import { isStaffdeskLocale } from '../i18n/locale';
import { loadingOverlay } from '../overlay/loading-overlay';
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
  page: ComponentType;
  messages: readonly MessageCatalog[];
  /** The page module's loader, for `pageModuleOf`. */
  loadPage: () => Promise<PageModule>;
};

/** A lazy page, shown once its own messages are there (the overlay is up until then). */
function LazyPageView({ page: Page, messages }: LazyPageProps) {
  const ready = useCatalogs(...messages);
  useEffect(() => {
    if (ready) return;
    loadingOverlay.show();
    return () => loadingOverlay.hide();
  }, [ready]);
  return ready ? <Page /> : null;
}

/**
 * A route's element for a page module loaded on first render, with the chunk time-out and the
 * loading overlay up while it loads: `{ path, element: lazyPage(() => import('./pages/LeavePage')) }`.
 * A failed load throws to the nearest `ChunkErrorBoundary`.
 */
export function lazyPage(
  importer: () => Promise<PageModule>,
  { messages = [], ...options }: LazyPageOptions = {},
): ReactElement {
  const loadPage = () => loadChunk(importer, options);
  const page = lazy(() => {
    // The words start loading with the chunk, not after it.
    if (isStaffdeskLocale(i18n.locale)) {
      for (const catalog of messages) loadCatalog(catalog, i18n.locale).catch(() => undefined);
    }
    return withLoadingOverlay(loadPage)().then((module) => ({ default: module.Component }));
  });
  return createElement(LazyPageView, { page, messages, loadPage });
}

/** The page module a route's `lazyPage` element loads (for tests), or undefined for another route. */
export function pageModuleOf(route: RouteObject): Promise<PageModule> | undefined {
  if (!isValidElement<Partial<LazyPageProps>>(route.element)) return undefined;
  return route.element.type === LazyPageView ? route.element.props.loadPage?.() : undefined;
}
