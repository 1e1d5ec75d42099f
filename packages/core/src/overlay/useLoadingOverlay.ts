import { useSyncExternalStore } from 'react';
import { type LoadingOverlay, loadingOverlay } from './loading-overlay';

export type LoadingOverlayControls = {
  visible: boolean;
  show: () => void;
  hide: (options?: { force?: boolean }) => void;
};

/** Whether the overlay is up, with `show` and `hide`; re-renders when it appears or goes. */
export function useLoadingOverlay(
  overlay: LoadingOverlay = loadingOverlay,
): LoadingOverlayControls {
  const visible = useSyncExternalStore(overlay.subscribe, overlay.isVisible, () => false);
  return { visible, show: overlay.show, hide: overlay.hide };
}
