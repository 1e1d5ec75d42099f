import { useCatalogs } from '@staffdesk/core';
import { LoadingState } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { kitPayrollCatalog } from '../locales/pages/payroll/catalog';

/** Shows a payroll page once its words are loaded (the shell does not load them). */
export function PayrollMessages({ children, rows = 5 }: { children: ReactNode; rows?: number }) {
  const ready = useCatalogs(kitPayrollCatalog);
  return ready ? children : <LoadingState rows={rows} />;
}
