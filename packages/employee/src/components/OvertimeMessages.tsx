import { useCatalogs } from '@staffdesk/core';
import { kitOvertimeCatalog, kitTimesheetCatalog } from '@staffdesk/kit';
import { LoadingState } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { overtimeCatalog } from '../locales/pages/overtime/catalog';

/**
 * Shows an overtime page once its words are loaded: the overtime pages' own catalog, kit's
 * overtime words (states, kinds of day, methods, the request form) and kit's timesheet words (the
 * period is the client's timesheet period).
 */
export function OvertimeMessages({ children }: { children: ReactNode }) {
  const ready = useCatalogs(overtimeCatalog, kitOvertimeCatalog, kitTimesheetCatalog);
  return ready ? children : <LoadingState rows={5} />;
}
