import {
  COPYRIGHT_YEAR,
  canEnter,
  hasPermission,
  paths,
  RouterLink,
  type StaffdeskSection,
  useApi,
  useCurrentUser,
  useFlags,
  useStaffdesk,
  VERSION,
} from '@staffdesk/core';
import { AppShell, type NavItem } from '@staffdesk/ui';
import { Outlet, useLocation } from 'react-router';

function navFor(
  sections: StaffdeskSection[],
  allowed: (s: StaffdeskSection) => boolean,
  holds: (permission: string) => boolean,
): NavItem[] {
  return sections
    .filter(allowed)
    .flatMap((section) =>
      section.nav
        .filter((item) => !item.permission || holds(item.permission))
        .map(({ permission: _permission, ...item }) =>
          section.basePath === '/' ? item : { ...item, group: section.title },
        ),
    );
}

/** The chrome of the signed-in app: navigation filtered by the user's flags, user menu, version. */
export function SignedInLayout({ sections }: { sections: StaffdeskSection[] }) {
  const location = useLocation();
  const flags = useFlags();
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

  const nav = navFor(
    sections,
    (s) => s.flag === null || canEnter(flags, s.flag),
    (permission) => hasPermission(me.data, permission),
  );
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
