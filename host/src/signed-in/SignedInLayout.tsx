import {
  ChunkErrorBoundary,
  COPYRIGHT_YEAR,
  paths,
  RouterLink,
  type ShownSection,
  useApi,
  useCurrentUser,
  useStaffdesk,
  useVisibleSections,
  VERSION,
} from '@staffdesk/core';
import { AppShell, type NavItem } from '@staffdesk/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LanguageChoice, useFollowPreferredLanguage } from './LanguageChoice';

/** The product's name, the same in every language. */
const PRODUCT_NAME = 'Staffdesk';

/** The side navigation: each visible section's pages, grouped under the section's title. */
function navFor(sections: ShownSection[]): NavItem[] {
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
  useFollowPreferredLanguage();

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
      brand={PRODUCT_NAME}
      nav={nav}
      user={{ name: me.data?.user.name ?? '', email: me.data?.user.email ?? '' }}
      onSignOut={signOut}
      profileHref={paths.editProfile()}
      changePasswordHref={paths.changePassword()}
      linkComponent={RouterLink}
      currentPath={location.pathname}
      topBar={<LanguageChoice className="host-language-choice" />}
      footer={
        <span data-testid="app-version">
          {PRODUCT_NAME} {VERSION} · © {COPYRIGHT_YEAR}
        </span>
      }
    >
      {/* A page that fails to load or render says so inside the shell. */}
      <ChunkErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </ChunkErrorBoundary>
    </AppShell>
  );
}
