import type { MouseEvent, ReactNode } from 'react';

const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="menuitem"]';
const BODY_ROW = 'tbody tr';

export interface ClickableRowsProps {
  /** The table (or tables) whose rows answer a click. */
  children: ReactNode;
  className?: string;
}

/**
 * Lets a click anywhere on a table row do what the row's main link or button does (the one
 * marked `data-row-primary`). Keyboard and screen-reader users use that link itself.
 */
export function ClickableRows({ children, className }: ClickableRowsProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest(INTERACTIVE)) return;
    if (window.getSelection?.()?.toString()) return;
    const row = target.closest(BODY_ROW);
    const primary = row?.querySelector<HTMLElement>('[data-row-primary]');
    primary?.click();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a mouse shortcut; each row's link takes the keyboard
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div onClick={onClick} className={className}>
      {children}
    </div>
  );
}
