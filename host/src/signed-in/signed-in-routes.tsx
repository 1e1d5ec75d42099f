import { sectionLandingRoute } from '@staffdesk/admin';
import {
  ChunkErrorBoundary,
  loadChunk,
  paths,
  preloadPagesAt,
  SECTION_BASE_PATHS,
  SECTIONS,
  SectionGuard,
  type StaffdeskSection,
  withLoadingOverlay,
} from '@staffdesk/core';
import { publicCatalog } from '@staffdesk/public';
import { type ReactNode, Suspense, startTransition, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { PageMessages } from './messages';
import { SignedInLayout } from './SignedInLayout';
import { AccessDenied, EmployeeRecordGuard, NotFound } from './status-pages';

function hasIndexRoute(routes: RouteObject[]): boolean {
  return routes.some((route) => route.index === true);
}

/** The landing page's route, one for every section (made once, so it keeps its state). */
const LANDING = sectionLandingRoute();

/** A section's own pages, with the landing page (what waits, its pages) when it has none at its address. */
function withLanding(routes: RouteObject[]): RouteObject[] {
  return hasIndexRoute(routes) ? routes : [LANDING, ...routes];
}

/** Each lazy section's route tree once asked for (a failed load is forgotten, to try again). */
const trees = new WeakMap<StaffdeskSection, Promise<RouteObject[]>>();

/**
 * A lazy section's route tree, loaded once, on the section's first visit, under the loading
 * overlay. A failed load (offline, a new deployment) is retried by `loadChunk`, then shown by the
 * chunk error page; the next visit tries again.
 */
function treeOf(section: StaffdeskSection): Promise<RouteObject[]> {
  const load = section.routes;
  if (typeof load !== 'function') return Promise.resolve(withLanding(load));
  let tree = trees.get(section);
  if (!tree) {
    tree = withLoadingOverlay(() => loadChunk(load).then(withLanding))();
    trees.set(section, tree);
    tree.catch(() => trees.delete(section));
  }
  return tree;
}

/**
 * Starts loading what the address opened shows (its section's tree, then its page) as the route
 * set loads, alongside the shell's messages rather than after them.
 */
export function preloadAt(
  sections: readonly StaffdeskSection[],
  publicLinks: RouteObject[],
  pathname: string,
) {
  preloadPagesAt(publicLinks, pathname);
  for (const section of sections) {
    const under =
      section.basePath === '/' ||
      pathname === section.basePath ||
      pathname.startsWith(`${section.basePath}/`);
    if (!under) continue;
    treeOf(section)
      .then((tree) => preloadPagesAt([{ path: section.basePath, children: tree }], pathname))
      .catch(() => undefined);
  }
}

/**
 * What a lazy section's addresses show until its tree is there: nothing (the overlay is up) while
 * the tree loads, then the routes take it in and the page shows; a failed load throws to the
 * chunk error boundary.
 */
function SectionTreeLoader({ load }: { load: () => Promise<void> }) {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    load().catch((error: unknown) => setFailure({ error }));
  }, [load]);
  if (failure) throw failure.error;
  return null;
}

type LoadedTrees = Readonly<Record<string, RouteObject[]>>;

function sectionRoute(
  section: StaffdeskSection,
  trees: LoadedTrees,
  loaderOf: (section: StaffdeskSection) => ReactNode,
): RouteObject {
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
  const tree = typeof section.routes === 'function' ? trees[section.id] : section.routes;
  const loading = loaderOf(section);
  return {
    path: section.basePath.slice(1),
    element: section.flag ? (
      <SectionGuard section={section.flag} denied={<AccessDenied />}>
        {outlet}
      </SectionGuard>
    ) : (
      outlet
    ),
    // Until the section's tree is there, each of its addresses loads it; after, an address the
    // tree does not have is "not found".
    children: tree
      ? [...withLanding(tree), notFound]
      : [
          { index: true, element: loading },
          { path: '*', element: loading },
        ],
  };
}

/** Sections of product-spec §6 whose screens are not built yet: guarded, then not found. */
function unbuiltSectionRoutes(built: readonly StaffdeskSection[]): RouteObject[] {
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

/** The signed-in routes: public links, the general pages, and each section with its tree once loaded. */
function signedInRoutes(
  sections: readonly StaffdeskSection[],
  publicLinks: RouteObject[],
  trees: LoadedTrees,
  loaderOf: (section: StaffdeskSection) => ReactNode,
): RouteObject[] {
  return [
    // A mailed link (leave approval, ...) opened by someone who is signed in: the same public page.
    {
      element: (
        <PageMessages catalog={publicCatalog}>
          <Outlet />
        </PageMessages>
      ),
      children: publicLinks,
    },
    {
      path: '/',
      element: <SignedInLayout />,
      children: [
        ...sections.map((section) => sectionRoute(section, trees, loaderOf)),
        ...unbuiltSectionRoutes(sections),
        { path: paths.signIn().slice(1), element: <Navigate to={paths.home()} replace /> },
        { path: paths.signInRequired().slice(1), element: <Navigate to={paths.home()} replace /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export type SignedInRoutesProps = {
  sections: readonly StaffdeskSection[];
  /** The public links' routes, mounted for a signed-in reader too. */
  publicLinks?: RouteObject[];
};

/**
 * The signed-in routes, for a router around them: a section's route tree loads on the first visit
 * of one of its addresses and joins the routes; until then its addresses wait for it.
 */
export function SignedInRoutes({ sections, publicLinks = [] }: SignedInRoutesProps) {
  const [trees, setTrees] = useState<LoadedTrees>({});
  const loaders = useMemo(
    () =>
      new Map(
        sections.map((section) => [
          section.id,
          <SectionTreeLoader
            key={section.id}
            load={() =>
              treeOf(section).then((tree) =>
                startTransition(() => setTrees((loaded) => ({ ...loaded, [section.id]: tree }))),
              )
            }
          />,
        ]),
      ),
    [sections],
  );
  const routes = useMemo(
    () => signedInRoutes(sections, publicLinks, trees, (section) => loaders.get(section.id)),
    [sections, publicLinks, trees, loaders],
  );
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </ChunkErrorBoundary>
  );
}
