import { useLingui } from '@lingui/react/macro';
import { cx } from '../cx';

export interface SpinnerProps {
  /** Diameter in px (default 16). */
  size?: number;
  /** Accessible name; set `label={null}` when the surrounding element already says it. */
  label?: string | null;
  className?: string;
}

/** A small rotating ring for waits inside a control (buttons, inline saves). */
export function Spinner({ size = 16, label, className }: SpinnerProps) {
  const { t } = useLingui();
  const name = label === undefined ? t`Loading…` : label;
  return (
    <svg
      className={cx('sd-spinner', className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={name ? 'img' : undefined}
      aria-label={name ?? undefined}
      aria-hidden={name ? undefined : true}
    >
      <circle className="sd-spinner__track" cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="9" strokeDasharray="20 100" strokeLinecap="round" />
    </svg>
  );
}
