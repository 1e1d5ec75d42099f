import { useEffect, useState } from 'react';

const loaded = new Map<() => Promise<unknown>, unknown>();
const loading = new Map<() => Promise<unknown>, Promise<unknown>>();

/** Loads a deferred module now (e.g. when the browser is idle, or before tests), once. */
export function preloadDeferredModule<T>(load: () => Promise<T>): Promise<T> {
  const cached = loaded.get(load);
  if (cached !== undefined) return Promise.resolve(cached as T);
  let pending = loading.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = load().then((value) => {
      loaded.set(load, value);
      return value;
    });
    loading.set(load, pending);
    pending.catch(() => loading.delete(load));
  }
  return pending;
}

/**
 * A module that no page needs before it works (a dialog's or a menu's code): undefined until it
 * is in, loaded once, just after the first component that asks for it mounts; then at once. Pass
 * the same `load` function every time (a module-level constant). A failed load is tried again by
 * the next component that mounts.
 */
export function useDeferredModule<T>(load: () => Promise<T>): T | undefined {
  const [module, setModule] = useState(() => loaded.get(load) as T | undefined);
  useEffect(() => {
    if (module !== undefined) return;
    let current = true;
    preloadDeferredModule(load).then(
      (value) => {
        if (current) setModule(() => value);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [load, module]);
  return module;
}
