import { useCatalogs } from '@staffdesk/core';
import { kitOvertimeCatalog } from '@staffdesk/kit';
import { LoadingState } from '@staffdesk/ui';
import type { ComponentType, ReactNode } from 'react';
import { overtimeCatalog } from '../locales/pages/overtime/catalog';

/** Shows an overtime page once its words are loaded: its own catalog and kit's overtime words. */
export function OvertimeMessages({ children }: { children: ReactNode }) {
  const ready = useCatalogs(overtimeCatalog, kitOvertimeCatalog);
  return ready ? children : <LoadingState rows={5} />;
}

/** The route's `Component` of an overtime page: `Page` once the overtime words are loaded. */
export function overtimePage(Page: ComponentType) {
  return function Component() {
    return (
      <OvertimeMessages>
        <Page />
      </OvertimeMessages>
    );
  };
}
