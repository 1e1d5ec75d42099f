import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from '../cx';
import { ChevronRightIcon } from './icons';
import { DefaultLink, type LinkComponent } from './Link';

export interface Breadcrumb {
  label: string;
  /** Omit for the current page (the last crumb). */
  href?: string;
}

export interface PageHeaderProps {
  /** The page or record name (the page's h1). */
  title: ReactNode;
  breadcrumbs?: Breadcrumb[];
  /** Beside the title, usually a `StatusBadge`. */
  status?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** The page's main actions, right-aligned (wrap under the title on phones). */
  actions?: ReactNode;
  linkComponent?: LinkComponent;
  className?: string;
}

/** The top of a page: breadcrumbs, the title with its status, and the main actions. */
export function PageHeader({
  title,
  breadcrumbs,
  status,
  description,
  actions,
  linkComponent: Link = DefaultLink,
  className,
}: PageHeaderProps) {
  const { t } = useLingui();
  return (
    <header className={cx('sd-page-header', className)}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav className="sd-breadcrumbs" aria-label={t`Breadcrumb`}>
          <ol>
            {breadcrumbs.map((crumb, index) => {
              const last = index === breadcrumbs.length - 1;
              return (
                <li key={`${crumb.label}-${crumb.href ?? index}`}>
                  {crumb.href && !last ? (
                    <Link href={crumb.href}>{crumb.label}</Link>
                  ) : (
                    <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                  )}
                  {last ? null : <ChevronRightIcon className="sd-breadcrumbs__sep" />}
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      <div className="sd-page-header__row">
        <div className="sd-page-header__title-group">
          <h1 className="sd-page-header__title">{title}</h1>
          {status}
        </div>
        {actions ? <div className="sd-page-header__actions">{actions}</div> : null}
      </div>
      {description ? <p className="sd-page-header__description">{description}</p> : null}
    </header>
  );
}
