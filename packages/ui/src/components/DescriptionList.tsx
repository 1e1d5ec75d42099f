import { Fragment, type ReactNode } from 'react';
import { cx } from '../cx';

export interface DescriptionItem {
  label: ReactNode;
  value: ReactNode;
  /** Align numbers (amounts, balances) in tabular figures. */
  numeric?: boolean;
}

export interface DescriptionListProps {
  items: DescriptionItem[];
  className?: string;
}

/** Label–value pairs: the facts of a record or of a public request. Stacks on narrow phones. */
export function DescriptionList({ items, className }: DescriptionListProps) {
  return (
    <dl className={cx('sd-dl', className)}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: labels may be nodes; order is stable
        <Fragment key={index}>
          <dt>{item.label}</dt>
          <dd className={item.numeric ? 'sd-num' : undefined}>{item.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
