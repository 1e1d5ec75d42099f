import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { SECTION_FLAGS } from '../flags/flags';
import { hasPermission, useCurrentUser } from '../session/useCurrentUser';
import { type ShownSection, type StaffdeskSection, visibleSections } from './section';

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
 * sections that exist in this build and the sections and permissions `/me` returns (the same
 * answer that sets the flag cookies). Empty until `/me` has answered, so nothing is offered that
 * the user might not open.
 */
export function useVisibleSections(): { sections: ShownSection[]; isPending: boolean } {
  const all = useContext(AppSectionsContext);
  const me = useCurrentUser();
  const user = me.data;
  const sections = useMemo(
    () =>
      user
        ? visibleSections(all, {
            canEnter: (flag) =>
              user.superAccess || (user.sections as string[]).includes(SECTION_FLAGS[flag]),
            holds: (permission) => hasPermission(user, permission),
            isEmployee: user.employeeId !== null,
            managesTeam: user.managesTeam === true,
          })
        : [],
    [all, user],
  );
  return { sections, isPending: me.isPending };
}
