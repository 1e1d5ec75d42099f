import { type ComponentType, createElement, lazy, useEffect, useReducer, useState } from 'react';

/** A component whose code loads on first render, or earlier with `preload()`. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code now (the same load the first render would start). */
  preload: () => Promise<ComponentType<P>>;
  /** Whether the last load has settled: the code is in, or it failed (rendering then retries). */
  settled: () => boolean;
};

/**
 * `React.lazy`, except that a component whose code is already in (preloaded, or shown before)
 * renders at once: suspending would hold its first paint for React's reveal throttle (300 ms after
 * the fallback). Which of the two is chosen once per mount, so the component keeps its state.
 * `useLoaded` waits for the code without suspending at all.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  let failed = false;
  const preload = () => {
    if (!loading) {
      failed = false;
      loading = load().then((component) => {
        loaded = component;
        return component;
      });
      // A failed load is tried again by the next render or preload.
      loading.catch(() => {
        loading = undefined;
        failed = true;
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
  return Object.assign(Lazy, { preload, settled: () => loaded !== undefined || failed });
}

/**
 * Whether a lazy component's code has settled, starting its load if need be; the caller renders
 * it once this is true. Unlike suspending, the page that then shows is not held back by React's
 * reveal throttle (300 ms after a Suspense fallback showed), which cost every first paint of a
 * page whose code was still arriving. A failed load counts as settled: rendering the component
 * then loads it again and throws to the nearest `ChunkErrorBoundary` if that fails too.
 */
export function useLoaded(component: LazyComponent<object>): boolean {
  const [, settle] = useReducer((count: number) => count + 1, 0);
  const settled = component.settled();
  useEffect(() => {
    if (settled) return;
    let mounted = true;
    component
      .preload()
      .catch(() => undefined)
      .finally(() => {
        if (mounted) settle();
      });
    return () => {
      mounted = false;
    };
  }, [component, settled]);
  return settled;
}
