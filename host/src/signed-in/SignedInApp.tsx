import { Trans, useLingui } from '@lingui/react/macro';
import { adminCatalog, sectionLandingRoute } from '@staffdesk/admin';
import {
  AppSectionsProvider,
  ChunkErrorElement,
  loadChunk,
  type MessageCatalog,
  paths,
  SECTION_BASE_PATHS,
  SECTIONS,
  SectionGuard,
  StaffdeskProvider,
  type StaffdeskSection,
  useCatalogs,
  useCurrentUser,
  withLoadingOverlay,
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

/** A section's own pages, with the landing page (what waits, its pages) when it has none at its address. */
function withLanding(routes: RouteObject[]): RouteObject[] {
  return withOverlayOnLoad(hasIndexRoute(routes) ? routes : [sectionLandingRoute(), ...routes]);
}

/** The id of a section's mount route, where its route tree is patched in on first visit. */
const mountId = (section: StaffdeskSection) => `section:${section.id}`;

type PatchRoutesOnNavigation = NonNullable<
  NonNullable<Parameters<typeof createBrowserRouter>[1]>['patchRoutesOnNavigation']
>;

/** Each lazy section's route tree, loaded once, on the section's first visit. */
type SectionTrees = {
  /** The section's pages (with its landing page when it has none at its address). */
  treeOf: (section: StaffdeskSection) => Promise<RouteObject[]>;
  /**
   * For the router: patches a section's tree under its mount route when one of its addresses is
   * opened (the router ignores a patch it already has).
   */
  patchRoutesOnNavigation: PatchRoutesOnNavigation;
};

function sectionTrees(sections: readonly StaffdeskSection[]): SectionTrees {
  const trees = new Map<string, Promise<RouteObject[]>>();
  // A failed load (offline, a new deployment) is retried by `loadChunk`, then shown by the chunk
  // error page; the next visit tries again.
  function treeOf(section: StaffdeskSection): Promise<RouteObject[]> {
    const load = section.routes;
    if (typeof load !== 'function') return Promise.resolve(withLanding(load));
    let tree = trees.get(section.id);
    if (!tree) {
      tree = withLoadingOverlay(() => loadChunk(load).then(withLanding))();
      trees.set(section.id, tree);
      tree.catch(() => trees.delete(section.id));
    }
    return tree;
  }
  return {
    treeOf,
    patchRoutesOnNavigation: async ({ path, patch }) => {
      const section = sections.find(
        (candidate) =>
          typeof candidate.routes === 'function' &&
          (path === candidate.basePath || path.startsWith(`${candidate.basePath}/`)),
      );
      if (section) patch(mountId(section), await treeOf(section));
    },
  };
}

/**
 * The page at a lazy section's own address. The router discovers routes only for addresses the
 * known routes leave open (`/human-resource/employee` matches the section's "not found" until its
 * tree is there), and `/human-resource` itself is the mount route: so its index page loads the tree
 * and shows the tree's index page (the section's own, or the landing page).
 */
function lazyIndexRoute(section: StaffdeskSection, trees: SectionTrees): RouteObject {
  return {
    index: true,
    lazy: async () => {
      const index = (await trees.treeOf(section)).find((route) => route.index === true);
      if (typeof index?.lazy === 'function') return index.lazy();
      return { element: index?.element };
    },
  } as RouteObject;
}

function sectionRoute(section: StaffdeskSection, trees: SectionTrees): RouteObject {
  const notFound = { path: '*', element: <NotFound /> };
  if (typeof section.routes !== 'function' && section.basePath === '/') {
    // The general pages (home, profile) are there at once, at the root.
    return { children: [...withLanding(section.routes), notFound] };
  }
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
    id: mountId(section),
    path: section.basePath.slice(1),
    element: section.flag ? (
      <SectionGuard section={section.flag} denied={<AccessDenied />}>
        {outlet}
      </SectionGuard>
    ) : (
      outlet
    ),
    // Until the section's tree is patched in, its "not found" is what every address under it
    // matches, which asks the router to discover the real routes; after, it is only "not found".
    children:
      typeof section.routes === 'function'
        ? [lazyIndexRoute(section, trees), notFound]
        : [...withLanding(section.routes), notFound],
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

/**
 * The signed-in routes: public links, the general pages, and a mount route per section whose tree
 * the router patches in on the section's first visit (`patchRoutesOnNavigation`).
 */
export function createSignedInRouting(
  sections: StaffdeskSection[],
  publicLinks: RouteObject[] = [],
): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigation } {
  const trees = sectionTrees(sections);
  const routes: RouteObject[] = [
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
        ...sections.map((section) => sectionRoute(section, trees)),
        ...unbuiltSectionRoutes(sections),
        { path: paths.signIn().slice(1), element: <Navigate to={paths.home()} replace /> },
        { path: paths.signInRequired().slice(1), element: <Navigate to={paths.home()} replace /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
  return { routes, patchRoutesOnNavigation: trees.patchRoutesOnNavigation };
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
  const [router] = useState(() => {
    const { routes, patchRoutesOnNavigation } = createSignedInRouting(
      SECTIONS_IN_APP,
      publicLinkRoutes,
    );
    return createBrowserRouter(routes, { patchRoutesOnNavigation });
  });
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
