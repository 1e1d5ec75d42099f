import { Card } from '@staffdesk/ui';
import type { CSSProperties, ReactNode } from 'react';

export type SectionProps = {
  /** The element id (a link's `#anchor`); the heading is `<id>-title`. */
  id: string;
  title: ReactNode;
  /** Short actions at the right of the title (keep them short for phones). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A card that is a named region: screen readers and tests find it by its title. */
export function Section({ id, title, actions, children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <Card
      id={id}
      aria-labelledby={titleId}
      title={<span id={titleId}>{title}</span>}
      actions={actions}
      style={{ scrollMarginTop: 'var(--sd-space-6)' }}
    >
      {children}
    </Card>
  );
}

/** A list of items without bullets, each separated by a line, that reads well on a phone. */
export const plainList: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 'var(--sd-space-3)',
};

export const listItem: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 'var(--sd-space-2) var(--sd-space-3)',
  paddingBottom: 'var(--sd-space-3)',
  borderBottom: '1px solid var(--sd-color-border)',
};

export const muted = { margin: 0 } as const;
