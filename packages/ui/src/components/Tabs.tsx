import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../cx';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** The open tab when uncontrolled (default: the first). */
  defaultValue?: string;
  /** The open tab when controlled (e.g. from the URL). */
  value?: string;
  onValueChange?: (value: string) => void;
  /** The accessible name of the tab list ("Employee details"). */
  label?: string;
  className?: string;
}

/** Tabs for the parts of a record (details, contracts, history); arrow keys move between them. */
export function Tabs({ items, defaultValue, value, onValueChange, label, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={cx('sd-tabs', className)}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      value={value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className="sd-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className="sd-tabs__trigger"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="sd-tabs__content">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
