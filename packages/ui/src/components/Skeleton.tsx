import type { CSSProperties } from 'react';
import { cx } from '../cx';

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: CSSProperties['width'];
  /** CSS height (default 14px, one line of text). */
  height?: CSSProperties['height'];
  /** A round placeholder (avatars). */
  circle?: boolean;
  className?: string;
}

/** A grey placeholder shaped like content that is still loading. Decorative: hidden from AT. */
export function Skeleton({ width, height, circle, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx('sd-skeleton', circle && 'sd-skeleton--circle', className)}
      style={{ width: width ?? '100%', height }}
    />
  );
}
