import { Trans, useLingui } from '@lingui/react/macro';
import { adminCatalog, sectionLandingRoute } from '@staffdesk/admin';
import {
  AppSectionsProvider,
  ChunkErrorElement,
  type MessageCatalog,
  paths,
  SECTION_BASE_PATHS,
  SECTIONS,
  SectionGuard,
  StaffdeskProvider,
  type StaffdeskSection,
  useCatalogs,
  useCurrentUser,
} from '@staffdesk/core';
import { kitCatalog } from '@staffdesk/kit';
import { publicCatalog, publicLinkRoutes } from '@staffdesk/public';
import { Button, LoadingState, StatusPage, ToastProvider, uiCatalog } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { createBrowserRouter, Link, Navigate, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DocumentLanguage, LoadingOverlayWhileMounted } from '../locale';
import { hostCatalog } from '../locales/catalog';
import { withOverlayOnLoad } from '../wrap-routes';
import { SignedInLayout } from './SignedInLayout';
import { SECTIONS_IN_APP } from './sections';

/** The messages of the shell and of what every signed-in page shows, loaded before it shows. */
const SHELL_CATALOGS = [uiCatalog, kitCatalog, hostCatalog];
const SHELL_MESSAGES = [
  adminCatalog,
  ...SECTIONS_IN_APP.flatMap((section) =>
    section.navigationMessages ? [section.navigationMessages] : [],
  ),
];

function HomeButton() {
  return (
    <Button asChild>
      <Link to={paths.home()}>
        <Trans>Go to home</Trans>
      </Link>
    </Button>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <StatusPage
      code="404"
      title={t`This page does not exist`}
      message={t`The address may be mistyped, or the page has moved.`}
      action={<HomeButton />}
    />
  );
}

function AccessDenied() {
  const { t } = useLingui();
  return (
    <StatusPage
      code="403"
      title={t`You do not have access to this section`}
      message={t`Ask an administrator to give you a role that includes it.`}
      action={<HomeButton />}
    />
  );
}

function NoEmployeeRecord() {
  const { t } = useLingui();
  return (
    <StatusPage
      inline
      title={t`Self-service is for employees`}
      message={t`Your account is not linked to an employee record. HR links it when they give an employee an account.`}
      action={<HomeButton />}
    />
  );
}

/** Self-service needs an employee record behind the account; others are told so, not sent 404s. */
function EmployeeRecordGuard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const me = useCurrentUser();
  if (me.isPending) return <LoadingState label={t`Loading…`} />;
  if (me.data && me.data.employeeId === null) return <NoEmployeeRecord />;
  return children;
}

function hasIndexRoute(routes: RouteObject[]): boolean {
  return routes.some((route) => route.index === true);
}

function sectionRoute(section: StaffdeskSection): RouteObject {
  // A section without a page at its own address gets the landing page (what waits, its pages).
  const own = hasIndexRoute(section.routes)
    ? section.routes
    : [sectionLandingRoute(), ...section.routes];
  const children = [...withOverlayOnLoad(own), { path: '*', element: <NotFound /> }];
  if (section.basePath === '/') return { children };
  const page = section.messages ? (
    <PageMessages catalog={section.messages}>
      <Outlet />
    </PageMessages>
  ) : (
    <Outlet />
  );
  const outlet = section.requiresEmployeeRecord ? (
    <EmployeeRecordGuard>{page}</EmployeeRecordGuard>
  ) : (
    page
  );
  return {
    path: section.basePath.slice(1),
    element: section.flag ? (
      <SectionGuard section={section.flag} denied={<AccessDenied />}>
        {outlet}
      </SectionGuard>
    ) : (
      outlet
    ),
    children,
  };
}

/** Sections of product-spec §6 whose screens are not built yet: guarded, then not found. */
function unbuiltSectionRoutes(built: StaffdeskSection[]): RouteObject[] {
  const builtPaths = new Set(built.map((s) => s.basePath));
  return SECTIONS.filter((id) => !builtPaths.has(SECTION_BASE_PATHS[id])).map((id) => ({
    path: `${SECTION_BASE_PATHS[id].slice(1)}/*`,
    element: (
      <SectionGuard section={id} denied={<AccessDenied />}>
        <NotFound />
      </SectionGuard>
    ),
  }));
}

export function createSignedInRoutes(
  sections: StaffdeskSection[],
  publicLinks: RouteObject[] = [],
): RouteObject[] {
  return [
    // A mailed link (leave approval, ...) opened by someone who is signed in: the same public page.
    {
      element: (
        <PageMessages catalog={publicCatalog}>
          <Outlet />
        </PageMessages>
      ),
      children: withOverlayOnLoad(publicLinks),
    },
    {
      path: '/',
      element: <SignedInLayout />,
      errorElement: <ChunkErrorElement />,
      hydrateFallbackElement: null,
      children: [
        ...sections.map(sectionRoute),
        ...unbuiltSectionRoutes(sections),
        { path: paths.signIn().slice(1), element: <Navigate to={paths.home()} replace /> },
        { path: paths.signInRequired().slice(1), element: <Navigate to={paths.home()} replace /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/**
 * What the shell shows at once, in the language shown: the general pages (home, profile) and every
 * section's title and menu; the loading overlay stays up until they are there.
 */
function ShellMessages({ children }: { children: ReactNode }) {
  const ready = useCatalogs(...SHELL_MESSAGES);
  return ready ? children : <LoadingOverlayWhileMounted />;
}

/** A section's (or the public links') own messages, loaded when one of its pages is opened. */
function PageMessages({ catalog, children }: { catalog: MessageCatalog; children: ReactNode }) {
  const ready = useCatalogs(catalog);
  return ready ? children : <LoadingOverlayWhileMounted />;
}

/** The signed-in route set (loaded as its own chunk). */
export default function SignedInApp() {
  const [router] = useState(() =>
    createBrowserRouter(createSignedInRoutes(SECTIONS_IN_APP, publicLinkRoutes)),
  );
  return (
    <StaffdeskProvider catalogs={SHELL_CATALOGS} fallback={<LoadingOverlayWhileMounted />}>
      <DocumentLanguage />
      <ShellMessages>
        <AppSectionsProvider sections={SECTIONS_IN_APP}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </AppSectionsProvider>
      </ShellMessages>
    </StaffdeskProvider>
  );
}
