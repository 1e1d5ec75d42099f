import { type ComponentType, createElement, type ReactNode, useEffect } from 'react';
import { preloadDeferredModule, useDeferredModule } from './useDeferredModule';

/** A component whose code loads apart from the page that shows it; `preload()` fetches it now. */
export type DeferredComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

const made = new Set<() => Promise<unknown>>();

/**
 * A part of a page that no one needs before the page works (a form dialog, a tab other than the
 * first) as a component whose code, and what only it imports (react-hook-form and ui's fields
 * for a form), is a chunk of its own. It renders `fallback` (nothing by default) until its code
 * is in, then the component itself with the same props. The code loads just after the first
 * one mounts, as ui's own dialogs do, so a dialog's button is there at once and, clicked before
 * the code arrived, opens the dialog as soon as it has; a tab that is not shown mounts nothing,
 * so a page preloads its other tabs with `usePreloadDeferred`. Call it once per part, at module
 * level: `const InviteUserDialog = deferredComponent(() => import('./InviteUserDialog').then((m) => m.InviteUserDialog));`
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): DeferredComponent<P> {
  made.add(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React.lazy's
  function Deferred(props: P) {
    const Loaded = useDeferredModule(load);
    return Loaded ? createElement(Loaded, props) : fallback;
  }
  return Object.assign(Deferred, { preload: () => preloadDeferredModule(load) });
}

/** Fetches the code of deferred parts just after the component that calls it mounts. */
export function usePreloadDeferred(...parts: { preload: () => Promise<unknown> }[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page mounts
  useEffect(() => {
    for (const part of parts) part.preload().catch(() => {});
  }, []);
}

/**
 * Fetches the code of every deferred part made so far (the modules imported so far made them):
 * component tests start with it in, as a page that has been open a moment has.
 */
export function preloadDeferredComponents(): Promise<unknown> {
  return Promise.all([...made].map((load) => preloadDeferredModule(load)));
}
