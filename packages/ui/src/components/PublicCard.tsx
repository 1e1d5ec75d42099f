import type { ReactNode } from 'react';
import { cx } from '../cx';

export interface PublicCardProps {
  /** The company name (or logo) above the card: the one thing a stranger recognises. */
  company: ReactNode;
  /** What is being asked: "Approve leave for Budi Santoso?" */
  title: ReactNode;
  /** The facts (a `DescriptionList`), a comment field, and `PublicCardActions`. */
  children: ReactNode;
  /** A line under the card (contact, privacy). */
  footer?: ReactNode;
  className?: string;
}

/**
 * The layout of a public page opened from an email link: no app chrome, the company name, one
 * card, 16 px text and large buttons; works one-handed on a 360 px wide phone.
 */
export function PublicCard({ company, title, children, footer, className }: PublicCardProps) {
  return (
    <div className={cx('sd-root', 'sd-public', 'sd-public-page', className)}>
      <div className="sd-public-page__company">{company}</div>
      <main className="sd-public-card">
        <h1 className="sd-public-card__title">{title}</h1>
        <div className="sd-public-card__body">{children}</div>
      </main>
      {footer ? <footer className="sd-public-page__footer">{footer}</footer> : null}
    </div>
  );
}

/** Full-width, large buttons stacked for thumbs; put the main decision first. */
export function PublicCardActions({ children }: { children: ReactNode }) {
  return <div className="sd-public-card__actions">{children}</div>;
}
