import type { ShownNavItem } from '@staffdesk/core';
import { Card } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type SectionCardItem = {
  id: string;
  title: string;
  href: string;
  description?: string;
  icon?: ReactNode;
};

/** A grid of cards, each a link to a section or a page. */
export function SectionCards({ items, label }: { items: SectionCardItem[]; label: string }) {
  return (
    <ul className="sd-card-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Card
            title={
              <Link to={item.href} className="sd-card-link">
                {item.icon ? (
                  <span className="sd-card-link__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                {item.title}
              </Link>
            }
          >
            {item.description ? <p className="sd-text-muted">{item.description}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A section's pages as cards. */
export function pageCards(nav: ShownNavItem[]): SectionCardItem[] {
  return nav.map((item) => ({
    id: item.id,
    title: item.label,
    href: item.href,
    description: item.description,
    icon: item.icon,
  }));
}
