import type { ReactNode } from 'react';
import { preloadDeferredModule, useDeferredModule } from './useDeferredModule';

/** One bad cell of an imported file. */
export interface ImportProblem {
  /** The row number in the file. */
  row: number;
  /** The column's header ('' when the problem is the whole row). */
  column: string;
  message: string;
}

/** What the server says about a file: rows, valid rows, imported rows, bad cells. */
export interface ImportResult {
  total: number;
  valid: number;
  imported: number;
  errors: ImportProblem[];
}

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the file holds: `{ one: 'client', many: 'clients' }`. */
  noun: { one: string; many: string };
  /** The columns the file needs, and where to get a template. */
  description: ReactNode;
  /** Checks the file without saving anything (a dry run). */
  onDryRun: (file: File) => Promise<ImportResult>;
  /**
   * Imports the file; a refused file answers its problems. A long import reports how far it has
   * come through `onProgress` (rows written of the rows to write).
   */
  onImport: (
    file: File,
    onProgress: (progress: { done: number; total: number }) => void,
  ) => Promise<ImportResult>;
  /** The message of a check or import that failed (thrown); the error's own message by default. */
  errorMessage?: (error: unknown) => string;
}

/**
 * Imports a spreadsheet in two steps: the chosen file is checked first (a dry run) and its bad
 * cells listed by row and column; only a clean file can then be imported, all rows at once.
 */
export function ImportDialog(props: ImportDialogProps) {
  const frame = useDeferredModule(loadFrame);
  return frame ? <frame.ImportDialogFrame {...props} /> : null;
}

const loadFrame = () => import('./ImportDialogFrame');

/** Fetches the import dialog's code now rather than after the first page offering it shows. */
export function preloadImportDialog(): Promise<unknown> {
  return preloadDeferredModule(loadFrame);
}
