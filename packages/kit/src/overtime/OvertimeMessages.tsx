import { useCatalogs } from '@staffdesk/core';
import { LoadingState } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { kitOvertimeCatalog } from '../locales/pages/overtime/catalog';

/** Shows an overtime regulation page or form once its words are loaded (the shell does not). */
export function OvertimeMessages({ children, rows = 5 }: { children: ReactNode; rows?: number }) {
  const ready = useCatalogs(kitOvertimeCatalog);
  return ready ? children : <LoadingState rows={rows} />;
}
