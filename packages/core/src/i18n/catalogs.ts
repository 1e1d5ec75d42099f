import { i18n, type Messages } from '@lingui/core';
import type { StaffdeskLocale } from './locale';

/**
 * One package's compiled messages, one lazy module per language, so a page loads only the
 * language it shows. Each package exports its own (`publicCatalog`, `uiCatalog`, …).
 */
export type MessageCatalog = Readonly<
  Record<StaffdeskLocale, () => Promise<{ messages: Messages }>>
>;

const registered = new Set<MessageCatalog>();
const loads = new WeakMap<MessageCatalog, Map<StaffdeskLocale, Promise<void>>>();
const loaded = new WeakMap<MessageCatalog, Set<StaffdeskLocale>>();

/** Loads one catalog's messages for `locale` into Lingui (once) and remembers the catalog. */
export function loadCatalog(catalog: MessageCatalog, locale: StaffdeskLocale): Promise<void> {
  registered.add(catalog);
  let perLocale = loads.get(catalog);
  if (!perLocale) {
    perLocale = new Map();
    loads.set(catalog, perLocale);
  }
  let load = perLocale.get(locale);
  if (!load) {
    load = catalog[locale]().then(({ messages }) => {
      i18n.load(locale, messages);
      const done = loaded.get(catalog) ?? new Set();
      done.add(locale);
      loaded.set(catalog, done);
    });
    load.catch(() => perLocale.delete(locale));
    perLocale.set(locale, load);
  }
  return load;
}

/** True when every catalog seen so far has its messages for `locale`. */
export function isLocaleLoaded(locale: StaffdeskLocale): boolean {
  for (const catalog of registered) if (!isCatalogLoaded(catalog, locale)) return false;
  return true;
}

export function isCatalogLoaded(catalog: MessageCatalog, locale: StaffdeskLocale): boolean {
  return loaded.get(catalog)?.has(locale) ?? false;
}

const loadsByLocale = new Map<StaffdeskLocale, { catalogs: number; ready: Promise<void> }>();

/**
 * Loads the messages of every catalog seen so far (and `catalogs`) for `locale`. The same promise
 * is returned until another catalog is seen, so a suspended component may ask again.
 */
export function loadLocale(
  locale: StaffdeskLocale,
  catalogs: readonly MessageCatalog[] = [],
): Promise<void> {
  for (const catalog of catalogs) registered.add(catalog);
  const cached = loadsByLocale.get(locale);
  if (cached && cached.catalogs === registered.size) return cached.ready;
  const ready = Promise.all([...registered].map((catalog) => loadCatalog(catalog, locale))).then(
    () => undefined,
  );
  ready.catch(() => loadsByLocale.delete(locale));
  loadsByLocale.set(locale, { catalogs: registered.size, ready });
  return ready;
}

/**
 * Switches Lingui to `locale` once every catalog in use has its messages for it, so no screen
 * shows a mix of languages (outside React; `StaffdeskProvider` does this for components).
 */
export async function activateLocale(
  locale: StaffdeskLocale,
  catalogs: readonly MessageCatalog[] = [],
): Promise<void> {
  await loadLocale(locale, catalogs);
  if (i18n.locale !== locale) i18n.activate(locale);
}
