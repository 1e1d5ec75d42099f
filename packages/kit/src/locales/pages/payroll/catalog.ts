import type { MessageCatalog } from '@staffdesk/core';

/**
 * kit's payroll words: runs (states, steps, totals, the new-run dialog) and payslips (warnings,
 * the breakdown, and every line's code, formula and inputs). `PayrollRunsPage` and
 * `PayrollRunPage` load them when they open; the shell does not.
 */
export const kitPayrollCatalog: MessageCatalog = {
  en: () => import('./en'),
  id: () => import('./id'),
};
