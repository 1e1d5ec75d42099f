import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { canEnter } from '../flags/flags';
import { useFlags } from '../flags/useFlags';
import { hasPermission, useCurrentUser } from '../session/useCurrentUser';
import { type StaffdeskSection, visibleSections } from './section';

const AppSectionsContext = createContext<readonly StaffdeskSection[]>([]);

/** The sections this build composes, given once by the host so any page can list them. */
export function AppSectionsProvider({
  sections,
  children,
}: {
  sections: readonly StaffdeskSection[];
  children: ReactNode;
}) {
  return <AppSectionsContext.Provider value={sections}>{children}</AppSectionsContext.Provider>;
}

/**
 * The sections the signed-in user sees, each with the pages they may open: built from the
 * sections that exist in this build, the flag cookies and the permissions `/me` returns. Empty
 * until `/me` has answered, so nothing is offered that the user might not open.
 */
export function useVisibleSections(): { sections: StaffdeskSection[]; isPending: boolean } {
  const all = useContext(AppSectionsContext);
  const flags = useFlags();
  const me = useCurrentUser();
  const user = me.data;
  const sections = useMemo(
    () =>
      user
        ? visibleSections(all, {
            canEnter: (flag) => canEnter(flags, flag),
            holds: (permission) => hasPermission(user, permission),
            isEmployee: user.employeeId !== null,
          })
        : [],
    [all, flags, user],
  );
  return { sections, isPending: me.isPending };
}
