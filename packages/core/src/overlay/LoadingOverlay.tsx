import { msg } from '@lingui/core/macro';
import type { CSSProperties } from 'react';
import { standaloneI18n } from '../i18n/standalone';
import { type LoadingOverlay as LoadingOverlayState, loadingOverlay } from './loading-overlay';
import { useLoadingOverlay } from './useLoadingOverlay';
import { useReducedMotion } from './useReducedMotion';

const layerStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 2_147_483_000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(255, 255, 255, 0.72)',
  backdropFilter: 'blur(1px)',
  cursor: 'progress',
};

const SIZE = 64;

/** The animated image: a ring with a turning arc (SVG animation, so no stylesheet is needed). */
function Spinner({ animate }: { animate: boolean }) {
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox="0 0 50 50"
      aria-hidden="true"
      focusable="false"
      data-animated={animate ? 'true' : 'false'}
    >
      <circle cx="25" cy="25" r="20" fill="none" stroke="#d6dde8" strokeWidth="5" />
      <circle
        cx="25"
        cy="25"
        r="20"
        fill="none"
        stroke="#1f5fbf"
        strokeWidth="5"
        strokeLinecap="round"
        strokeDasharray="90 150"
      >
        {animate ? (
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 25 25"
            to="360 25 25"
            dur="0.9s"
            repeatCount="indefinite"
          />
        ) : null}
      </circle>
    </svg>
  );
}

export type LoadingOverlayProps = {
  /** The overlay state to follow; the app-wide `loadingOverlay` by default. */
  overlay?: LoadingOverlayState;
  /** The accessible name, "Loading" (in the language shown) by default. */
  label?: string;
};

/**
 * A full-screen layer with an animated image, shown while the overlay is up. It can show before
 * any language has loaded (then its name is English).
 */
export function LoadingOverlay({ overlay = loadingOverlay, label }: LoadingOverlayProps) {
  const { visible } = useLoadingOverlay(overlay);
  const reducedMotion = useReducedMotion();
  if (!visible) return null;
  const name = label ?? standaloneI18n()._(msg`Loading`);
  return (
    <div role="status" aria-label={name} aria-live="polite" aria-busy="true" style={layerStyle}>
      <Spinner animate={!reducedMotion} />
    </div>
  );
}
