import { type ReactNode, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createGuardedBrowserHistory } from './guarded-history';

/**
 * The host's router: react-router's declarative router over the browser's history, guarded so a
 * form with unsaved changes can hold a navigation (`useUnsavedChangesBlocker`).
 */
export function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createGuardedBrowserHistory);
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
