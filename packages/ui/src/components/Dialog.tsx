import type { ReactNode } from 'react';
import { preloadDeferredModule, useDeferredModule } from './useDeferredModule';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; put the main action last. */
  footer?: ReactNode;
  /** sm 416px, md 512px (default), lg 720px; a bottom sheet on phones. */
  size?: 'sm' | 'md' | 'lg';
  /** Hide the × button (e.g. while saving). */
  hideClose?: boolean;
  className?: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A question that names the action: "Delete employee Budi Santoso?" */
  title: ReactNode;
  /** What will happen, and whether it can be undone. */
  description: ReactNode;
  /** Says what happens: "Delete employee" (default "Confirm"). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A red confirm button. */
  destructive?: boolean;
  /** When set, the user must type this (the record's name) before the confirm button enables. */
  confirmText?: string;
  /**
   * Called on confirm. If it returns a promise, the dialog shows busy until it settles, closes when
   * it resolves and stays open when it rejects; otherwise the dialog closes at once.
   */
  onConfirm: () => unknown;
  /** Busy state controlled by the caller: the buttons are disabled and the dialog stays open. */
  busy?: boolean;
  /** An error to show inside the dialog (e.g. the server refused). */
  error?: ReactNode;
}

const loadFrames = () => import('./DialogFrames');

/** Fetches the dialogs' code now rather than after the first page with a dialog shows. */
export function preloadDialogs(): Promise<unknown> {
  return preloadDeferredModule(loadFrames);
}

/**
 * A modal dialog: focus is trapped inside, Escape and the × close it, focus returns after. Its
 * code (Radix) loads just after the page shows: a dialog opened before then shows once it is in.
 */
export function Dialog(props: DialogProps) {
  const frames = useDeferredModule(loadFrames);
  return frames ? <frames.DialogFrame {...props} /> : null;
}

/**
 * Confirms an action before it happens; for destructive ones, pass `confirmText` with the record's
 * name so it must be typed. Focus starts on Cancel (or on the text field).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const frames = useDeferredModule(loadFrames);
  return frames ? <frames.ConfirmDialogFrame {...props} /> : null;
}
