import { useCatalogs } from '@staffdesk/core';
import { kitTimesheetCatalog } from '@staffdesk/kit';
import { LoadingState } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { timesheetsCatalog } from '../locales/pages/timesheets/catalog';

/** Shows a timesheet page once its words are loaded: its own catalog and kit's timesheet words. */
export function TimesheetMessages({ children }: { children: ReactNode }) {
  const ready = useCatalogs(timesheetsCatalog, kitTimesheetCatalog);
  return ready ? children : <LoadingState rows={5} />;
}
