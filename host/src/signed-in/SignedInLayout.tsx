import {
  COPYRIGHT_YEAR,
  paths,
  RouterLink,
  type StaffdeskSection,
  useApi,
  useCurrentUser,
  useStaffdesk,
  useVisibleSections,
  VERSION,
} from '@staffdesk/core';
import { AppShell, type NavItem } from '@staffdesk/ui';
import { Outlet, useLocation } from 'react-router';

/** The side navigation: each visible section's pages, grouped under the section's title. */
function navFor(sections: StaffdeskSection[]): NavItem[] {
  return sections.flatMap((section) =>
    section.nav.map(({ id, label, href, icon }) => ({
      id,
      label,
      href,
      icon,
      ...(section.basePath === '/' ? {} : { group: section.title }),
    })),
  );
}

/**
 * The chrome of the signed-in app: the navigation of the sections and pages this user may open
 * (the same rule as the home cards), the user menu, the version.
 */
export function SignedInLayout() {
  const location = useLocation();
  const { sections } = useVisibleSections();
  const me = useCurrentUser();
  const api = useApi();
  const { tokenStore } = useStaffdesk();

  async function signOut() {
    try {
      await api.main.fetchClient.POST('/auth/sign-out');
    } finally {
      tokenStore.removeToken();
    }
  }

  const nav = navFor(sections);
  return (
    <AppShell
      brand="Staffdesk"
      nav={nav}
      user={{ name: me.data?.user.name ?? '', email: me.data?.user.email ?? '' }}
      onSignOut={signOut}
      profileHref={paths.editProfile()}
      changePasswordHref={paths.changePassword()}
      linkComponent={RouterLink}
      currentPath={location.pathname}
      footer={
        <span data-testid="app-version">
          Staffdesk {VERSION} · © {COPYRIGHT_YEAR}
        </span>
      }
    >
      <Outlet />
    </AppShell>
  );
}
