import { useCatalogs } from '@staffdesk/core';
import { LoadingState } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { kitInterviewsCatalog } from '../locales/pages/interviews/catalog';

/** Shows an interview calendar once its words are loaded (the shell does not load them). */
export function InterviewMessages({ children }: { children: ReactNode }) {
  const ready = useCatalogs(kitInterviewsCatalog);
  return ready ? children : <LoadingState rows={3} />;
}
