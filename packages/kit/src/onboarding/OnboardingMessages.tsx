import { useCatalogs } from '@staffdesk/core';
import { LoadingState } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { kitOnboardingCatalog } from '../locales/pages/onboarding/catalog';

/** Shows an on-boarding page once its words are loaded (the shell does not load them). */
export function OnboardingMessages({ children, rows = 5 }: { children: ReactNode; rows?: number }) {
  const ready = useCatalogs(kitOnboardingCatalog);
  return ready ? children : <LoadingState rows={rows} />;
}
