import type { CSSProperties, ReactNode } from 'react';
import { Section } from './Section';

const tile: CSSProperties = {
  display: 'grid',
  alignContent: 'space-between',
  gap: 'var(--sd-space-1)',
  padding: 'var(--sd-space-2) var(--sd-space-3)',
  border: '1px solid var(--sd-color-border)',
  borderRadius: 'var(--sd-radius-md)',
};

export type TotalTile = { id: string; label: string; value: string };

/**
 * Totals as small tiles in a named section: as many a row as fit (three on a phone), one row on
 * a desktop. Each value follows its label (`dt`, `dd`).
 */
export function TotalTiles({
  id,
  title,
  items,
  minWidth = '5.5rem',
}: {
  id: string;
  title: ReactNode;
  items: readonly TotalTile[];
  /** The narrowest a tile gets (wider for amounts of money). */
  minWidth?: string;
}) {
  return (
    <Section id={id} title={title}>
      <dl
        style={{
          margin: 0,
          display: 'grid',
          gap: 'var(--sd-space-2)',
          gridTemplateColumns: `repeat(auto-fit, minmax(${minWidth}, 1fr))`,
        }}
      >
        {items.map((item) => (
          <div key={item.id} style={tile}>
            <dt className="sd-text-muted">{item.label}</dt>
            <dd className="sd-num sd-size-lg sd-wrap-anywhere">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
