import { useCatalogs } from '@staffdesk/core';
import { LoadingState } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { kitSalaryDataCatalog } from '../locales/pages/salary-data/catalog';

/** Shows a salary data page once its words are loaded (the shell does not load them). */
export function SalaryDataMessages({ children, rows = 5 }: { children: ReactNode; rows?: number }) {
  const ready = useCatalogs(kitSalaryDataCatalog);
  return ready ? children : <LoadingState rows={rows} />;
}
