import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { cx } from '../cx';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A small label. Colour supports the text, never replaces it. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx('sd-badge', `sd-badge--${tone}`, className)}>{children}</span>;
}

export type Status = 'draft' | 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';

const STATUS_LABELS: Record<Status, MessageDescriptor> = {
  draft: msg({ message: 'Draft', context: 'status' }),
  pending: msg({ message: 'Pending', context: 'status' }),
  approved: msg({ message: 'Approved', context: 'status' }),
  rejected: msg({ message: 'Rejected', context: 'status' }),
  cancelled: msg({ message: 'Cancelled', context: 'status' }),
  expired: msg({ message: 'Expired', context: 'status' }),
};

export interface StatusBadgeProps {
  status: Status;
  /** Text to show instead of the default ("Pending approval", "Paid"…). */
  label?: ReactNode;
  className?: string;
}

/**
 * A record's status with the fixed status colours: draft grey, pending amber, approved green,
 * rejected red, cancelled/expired slate. Always shows a text label.
 */
export function StatusBadge({ status, label, className }: StatusBadgeProps) {
  const { i18n } = useLingui();
  return (
    <span className={cx('sd-badge', `sd-badge--${status}`, className)} data-status={status}>
      <span className="sd-badge__dot" aria-hidden="true" />
      {label ?? i18n._(STATUS_LABELS[status])}
    </span>
  );
}
