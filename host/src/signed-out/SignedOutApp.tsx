import {
  ChunkErrorBoundary,
  GuardedBrowserRouter,
  preloadPagesAt,
  StaffdeskProvider,
} from '@staffdesk/core';
import { kitCatalog } from '@staffdesk/kit';
import { publicCatalog, signedOutRoutes } from '@staffdesk/public';
import { uiCatalog } from '@staffdesk/ui';
import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { DocumentLanguage, LoadingOverlayWhileMounted } from '../locale';
import { hostCatalog } from '../locales/catalog';

/** The messages of every signed-out page, loaded (behind the overlay) before the first shows. */
const SIGNED_OUT_CATALOGS = [uiCatalog, kitCatalog, publicCatalog, hostCatalog];

const ROUTES = [{ path: '/', children: signedOutRoutes }];
// The page's code starts loading now, with the messages, not once they are in.
preloadPagesAt(ROUTES, window.location.pathname);

/** Sign-in, the password pages and the public links; a page that fails to load says so. */
function SignedOutRoutes() {
  const element = useRoutes(ROUTES);
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </ChunkErrorBoundary>
  );
}

/** The signed-out route set: sign-in, password pages and public links; any other path signs in. */
export default function SignedOutApp() {
  return (
    <StaffdeskProvider catalogs={SIGNED_OUT_CATALOGS} fallback={<LoadingOverlayWhileMounted />}>
      <DocumentLanguage />
      <GuardedBrowserRouter>
        <SignedOutRoutes />
      </GuardedBrowserRouter>
    </StaffdeskProvider>
  );
}
