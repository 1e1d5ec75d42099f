import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../cx';

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** A heading for the card (rendered as h2). */
  title?: ReactNode;
  /** Actions at the right of the header. */
  actions?: ReactNode;
  /** A footer bar (buttons). */
  footer?: ReactNode;
  /** Leave the body without padding (for a table inside). */
  flush?: boolean;
}

/** A white panel with an optional header and footer. */
export function Card({ title, actions, footer, flush, className, children, ...props }: CardProps) {
  return (
    <section className={cx('sd-card', className)} {...props}>
      {title || actions ? (
        <header className="sd-card__header">
          {title ? <h2 className="sd-card__title">{title}</h2> : <span />}
          {actions ? <div className="sd-inline">{actions}</div> : null}
        </header>
      ) : null}
      {flush ? children : <div className="sd-card__body">{children}</div>}
      {footer ? <footer className="sd-card__footer">{footer}</footer> : null}
    </section>
  );
}
