import { i18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import {
  createContext,
  Fragment,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {
  isCatalogLoaded,
  isLocaleLoaded,
  loadCatalog,
  loadLocale,
  type MessageCatalog,
} from './catalogs';
import { isStaffdeskLocale, type StaffdeskLocale } from './locale';

export type LocaleContextValue = {
  locale: StaffdeskLocale;
  /** Shows Staffdesk in another language (once its messages have loaded). */
  setLocale: (locale: StaffdeskLocale) => void;
};

const LocaleContext = createContext<LocaleContextValue | null>(null);

type LocaleProviderProps = {
  /** The language to show, decided by the caller; the switch then only calls `onLocaleChange`. */
  locale?: StaffdeskLocale;
  /** The language to start in when `locale` is not given. */
  initialLocale: StaffdeskLocale;
  onLocaleChange?: (locale: StaffdeskLocale) => void;
  /** Catalogs to load before anything shows, e.g. the shell's. */
  catalogs: readonly MessageCatalog[];
  /** Shown until the first language's messages have loaded. */
  fallback: ReactNode;
  children?: ReactNode;
};

function loadedNow(locale: StaffdeskLocale, catalogs: readonly MessageCatalog[]) {
  return catalogs.every((catalog) => isCatalogLoaded(catalog, locale)) && isLocaleLoaded(locale);
}

/**
 * Staffdesk's language: shows its children once every catalog in use has its messages for the
 * language, and renders them all again when the language changes (the previous language stays
 * on screen while the next one loads).
 */
export function LocaleProvider({
  locale,
  initialLocale,
  onLocaleChange,
  catalogs,
  fallback,
  children,
}: LocaleProviderProps) {
  const [chosen, setChosen] = useState(initialLocale);
  const controlled = locale !== undefined;
  const wanted = locale ?? chosen;
  const [shown, setShown] = useState<StaffdeskLocale | null>(() =>
    loadedNow(wanted, catalogs) ? wanted : null,
  );

  useEffect(() => {
    let current = true;
    loadLocale(wanted, catalogs).then(
      () => {
        if (current) setShown(wanted);
      },
      () => {
        // A language that cannot load (offline) leaves the one on screen; English as a last resort.
        if (current) setShown((previous) => previous ?? 'en');
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, catalogs]);

  const setLocale = useCallback(
    (next: StaffdeskLocale) => {
      if (!isStaffdeskLocale(next)) return;
      if (!controlled) setChosen(next);
      onLocaleChange?.(next);
    },
    [controlled, onLocaleChange],
  );
  const value = useMemo(() => (shown ? { locale: shown, setLocale } : null), [shown, setLocale]);
  // Lingui's context, without its provider's subscription: the whole tree is rendered again
  // (keyed by the language) when the language changes, so every message and date follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value for each language
  const lingui = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [shown]);
  if (!shown || !value) return fallback;
  if (i18n.locale !== shown) i18n.activate(shown);
  return (
    <LocaleContext.Provider value={value}>
      <LinguiContext.Provider value={lingui}>
        <Fragment key={shown}>{children}</Fragment>
      </LinguiContext.Provider>
    </LocaleContext.Provider>
  );
}

/** The language Staffdesk shows and a way to change it. */
export function useLocale(): LocaleContextValue {
  const context = useContext(LocaleContext);
  if (context) return context;
  const current = isStaffdeskLocale(i18n.locale) ? i18n.locale : 'en';
  return { locale: current, setLocale: () => undefined };
}

/**
 * Loads a package's messages for the language shown, for a component that can be mounted on
 * its own (an embedded widget); false until they are there, so it can show its loading state.
 */
export function useCatalogs(...catalogs: MessageCatalog[]): boolean {
  const { locale } = useLocale();
  const ready = catalogs.every((catalog) => isCatalogLoaded(catalog, locale));
  const [, setLoaded] = useState(0);
  const key = catalogs.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the catalogs are module constants
  useEffect(() => {
    if (ready) return;
    let current = true;
    Promise.all(catalogs.map((catalog) => loadCatalog(catalog, locale))).then(() => {
      if (current) setLoaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [ready, locale, key]);
  return ready;
}
