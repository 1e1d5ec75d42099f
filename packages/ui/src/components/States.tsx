import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from '../cx';
import { Button } from './Button';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InboxIcon, InfoIcon } from './icons';
import { Skeleton } from './Skeleton';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Usually the primary action ("Add employee"). */
  action?: ReactNode;
  /** Replaces the default inbox icon. */
  icon?: ReactNode;
  className?: string;
}

/** What a list or panel shows when there is nothing in it, with the way forward. */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={cx('sd-state', className)}>
      <span className="sd-state__icon" aria-hidden="true">
        {icon ?? <InboxIcon />}
      </span>
      <p className="sd-state__title">{title}</p>
      {description ? <p className="sd-state__description">{description}</p> : null}
      {action ? <div className="sd-state__action">{action}</div> : null}
    </div>
  );
}

const AVATAR_SIZE = '2rem';

export interface LoadingStateProps {
  /** How many placeholder rows (default 5). */
  rows?: number;
  /** What is loading, for screen readers (default "Loading…"). */
  label?: string;
  className?: string;
}

/** Skeleton rows for a list or panel that is loading. Announced politely, once. */
export function LoadingState({ rows = 5, label, className }: LoadingStateProps) {
  const { t } = useLingui();
  return (
    <div className={cx('sd-loading-state', className)} role="status" aria-busy="true">
      <span className="sd-visually-hidden">{label ?? t`Loading…`}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div className="sd-loading-state__row" key={index}>
          <Skeleton width={AVATAR_SIZE} height={AVATAR_SIZE} circle />
          <div className="sd-stack" style={{ flex: 1, gap: 'var(--sd-space-2)' }}>
            <Skeleton width={`${60 - ((index * 13) % 25)}%`} />
            <Skeleton width={`${35 + ((index * 7) % 20)}%`} height="0.75rem" />
          </div>
        </div>
      ))}
    </div>
  );
}

export interface ErrorStateProps {
  /** Default: "Something went wrong". */
  title?: ReactNode;
  message: ReactNode;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** A failed load in place of the content, with a retry. */
export function ErrorState({ title, message, onRetry, retryLabel, className }: ErrorStateProps) {
  const { t } = useLingui();
  return (
    <div className={cx('sd-state', 'sd-state--error', className)} role="alert">
      <span className="sd-state__icon" aria-hidden="true">
        <AlertCircleIcon />
      </span>
      <p className="sd-state__title">{title ?? t`Something went wrong`}</p>
      <p className="sd-state__description">{message}</p>
      {onRetry ? (
        <div className="sd-state__action">
          <Button onClick={onRetry}>{retryLabel ?? t`Try again`}</Button>
        </div>
      ) : null}
    </div>
  );
}

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link at the right ("Reload"). */
  action?: ReactNode;
  className?: string;
}

const bannerIcons: Record<BannerTone, ReactNode> = {
  info: <InfoIcon className="sd-banner__icon" />,
  success: <CheckCircleIcon className="sd-banner__icon" />,
  warning: <AlertTriangleIcon className="sd-banner__icon" />,
  error: <AlertCircleIcon className="sd-banner__icon" />,
};

/** A message across the page about what blocks it or what the user must know. */
export function Banner({ tone = 'info', title, children, action, className }: BannerProps) {
  return (
    <div
      className={cx('sd-banner', `sd-banner--${tone}`, className)}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
    >
      {bannerIcons[tone]}
      <div className="sd-banner__body">
        {title ? <p className="sd-banner__title">{title}</p> : null}
        {children}
      </div>
      {action ? <div className="sd-banner__action">{action}</div> : null}
    </div>
  );
}

export interface StatusPageProps {
  /** A short code above the title ("404", "403"). */
  code?: ReactNode;
  title: ReactNode;
  message: ReactNode;
  /** Buttons or links: "Go to home", "Sign in", "Reload". */
  action?: ReactNode;
  /** Fill the content area inside the app shell instead of the whole screen. */
  inline?: boolean;
  className?: string;
}

/** A whole page that explains a state: not found, access denied, sign-in required, new version. */
export function StatusPage({ code, title, message, action, inline, className }: StatusPageProps) {
  return (
    <div className={cx('sd-status-page', inline ? 'sd-status-page--inline' : 'sd-root', className)}>
      <div className="sd-status-page__inner">
        {code != null ? <p className="sd-status-page__code">{code}</p> : null}
        <h1 className="sd-status-page__title">{title}</h1>
        <p className="sd-status-page__message">{message}</p>
        {action ? <div className="sd-status-page__action">{action}</div> : null}
      </div>
    </div>
  );
}

export interface NotFoundPageProps {
  /** Replaces the default explanation (the server's message about a missing record). */
  message?: ReactNode;
  /** The way out: "Go to home". */
  action?: ReactNode;
  className?: string;
}

/** The 404 page inside the app shell: a path or record that does not exist. */
export function NotFoundPage({ message, action, className }: NotFoundPageProps) {
  const { t } = useLingui();
  return (
    <StatusPage
      inline
      code="404"
      title={t`This page does not exist`}
      message={message ?? t`The address may be mistyped, or what it pointed to was removed.`}
      action={action}
      className={className}
    />
  );
}

export interface AccessDeniedPageProps {
  /** Replaces the default explanation (who to ask). */
  message?: ReactNode;
  /** The way out: "Go to home". */
  action?: ReactNode;
  className?: string;
}

/** The 403 page inside the app shell: something the server refused for the user's roles. */
export function AccessDeniedPage({ message, action, className }: AccessDeniedPageProps) {
  const { t } = useLingui();
  return (
    <StatusPage
      inline
      code="403"
      title={t`You do not have access to this page`}
      message={
        message ?? t`Your roles do not allow this. Ask an administrator for a role that does.`
      }
      action={action}
      className={className}
    />
  );
}
