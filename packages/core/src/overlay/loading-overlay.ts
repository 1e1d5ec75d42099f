/**
 * The full-screen loading overlay's state. Shows are counted, so two callers that each show it
 * keep it up until both have hidden it; `hide({ force: true })` drops it at once.
 */

export type LoadingOverlayListener = (visible: boolean) => void;

export type LoadingOverlay = {
  show(): void;
  hide(options?: { force?: boolean }): void;
  isVisible(): boolean;
  subscribe(listener: LoadingOverlayListener): () => void;
};

export function createLoadingOverlay(): LoadingOverlay {
  let count = 0;
  const listeners = new Set<LoadingOverlayListener>();

  function set(next: number): void {
    const wasVisible = count > 0;
    count = next;
    const visible = count > 0;
    if (visible === wasVisible) return;
    for (const listener of [...listeners]) listener(visible);
  }

  return {
    show() {
      set(count + 1);
    },
    hide(options) {
      set(options?.force ? 0 : Math.max(0, count - 1));
    },
    isVisible() {
      return count > 0;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app-wide overlay that `<LoadingOverlay />` shows. */
export const loadingOverlay: LoadingOverlay = createLoadingOverlay();
