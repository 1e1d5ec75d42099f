import { sectionLandingRoute } from '@staffdesk/admin';
import {
  AppSectionsProvider,
  ChunkErrorElement,
  paths,
  SECTION_BASE_PATHS,
  SECTIONS,
  SectionGuard,
  StaffdeskProvider,
  type StaffdeskSection,
  useCurrentUser,
} from '@staffdesk/core';
import { publicLinkRoutes } from '@staffdesk/public';
import { Button, LoadingState, StatusPage, ToastProvider } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { createBrowserRouter, Link, Navigate, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { withOverlayOnLoad } from '../wrap-routes';
import { SignedInLayout } from './SignedInLayout';
import { SECTIONS_IN_APP } from './sections';

function NotFound() {
  return (
    <StatusPage
      code="404"
      title="This page does not exist"
      message="The address may be mistyped, or the page has moved."
      action={
        <Button asChild>
          <Link to={paths.home()}>Go to home</Link>
        </Button>
      }
    />
  );
}

function AccessDenied() {
  return (
    <StatusPage
      code="403"
      title="You do not have access to this section"
      message="Ask an administrator to give you a role that includes it."
      action={
        <Button asChild>
          <Link to={paths.home()}>Go to home</Link>
        </Button>
      }
    />
  );
}

function NoEmployeeRecord() {
  return (
    <StatusPage
      inline
      title="Self-service is for employees"
      message="Your account is not linked to an employee record. HR links it when they give an employee an account."
      action={
        <Button asChild>
          <Link to={paths.home()}>Go to home</Link>
        </Button>
      }
    />
  );
}

/** Self-service needs an employee record behind the account; others are told so, not sent 404s. */
function EmployeeRecordGuard({ children }: { children: ReactNode }) {
  const me = useCurrentUser();
  if (me.isPending) return <LoadingState label="Loading…" />;
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
  const outlet = section.requiresEmployeeRecord ? (
    <EmployeeRecordGuard>
      <Outlet />
    </EmployeeRecordGuard>
  ) : (
    <Outlet />
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
    ...withOverlayOnLoad(publicLinks),
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

/** The signed-in route set (loaded as its own chunk). */
export default function SignedInApp() {
  const [router] = useState(() =>
    createBrowserRouter(createSignedInRoutes(SECTIONS_IN_APP, publicLinkRoutes)),
  );
  return (
    <StaffdeskProvider>
      <AppSectionsProvider sections={SECTIONS_IN_APP}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AppSectionsProvider>
    </StaffdeskProvider>
  );
}
