import { useEffect, useRef } from 'react';

/**
 * Focuses a field once the confirmation dialog has closed: the dialog gives the focus back to the
 * button that opened it when it closes (a moment after), so a field the server found wrong is
 * focused after that, not before. Returns the function that names the field.
 */
export function useFocusAfterDialog(
  open: boolean,
): (element: HTMLElement | null | undefined) => void {
  const pending = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open || !pending.current) return;
    const element = pending.current;
    pending.current = null;
    const timer = window.setTimeout(() => element.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [open]);
  return (element) => {
    pending.current = element ?? null;
  };
}
