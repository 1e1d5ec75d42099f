import { type ComponentType, createElement, lazy, useState } from 'react';

/** A component whose code loads on first render, or earlier with `preload()`. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code now (the same load the first render would start). */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * `React.lazy`, except that a component whose code is already in (preloaded, or shown before)
 * renders at once: suspending would hold its first paint for React's reveal throttle (300 ms after
 * the fallback). Which of the two is chosen once per mount, so the component keeps its state.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    if (!loading) {
      loading = load().then((component) => {
        loaded = component;
        return component;
      });
      // A failed load is tried again by the next render or preload.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, as React.lazy's
  function Lazy(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Shown, props);
  }
  return Object.assign(Lazy, { preload });
}
