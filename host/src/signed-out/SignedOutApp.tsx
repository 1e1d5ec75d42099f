import { ChunkErrorElement, StaffdeskProvider } from '@staffdesk/core';
import { kitCatalog } from '@staffdesk/kit';
import { publicCatalog, signedOutRoutes } from '@staffdesk/public';
import { uiCatalog } from '@staffdesk/ui';
import { useState } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DocumentLanguage, LoadingOverlayWhileMounted } from '../locale';
import { hostCatalog } from '../locales/catalog';
import { withOverlayOnLoad } from '../wrap-routes';

/** The messages of every signed-out page, loaded (behind the overlay) before the first shows. */
const SIGNED_OUT_CATALOGS = [uiCatalog, kitCatalog, publicCatalog, hostCatalog];

/** The signed-out route set: sign-in, password pages and public links; any other path signs in. */
export default function SignedOutApp() {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: '/',
        element: <Outlet />,
        errorElement: <ChunkErrorElement />,
        hydrateFallbackElement: null,
        children: withOverlayOnLoad(signedOutRoutes),
      },
    ]),
  );
  return (
    <StaffdeskProvider catalogs={SIGNED_OUT_CATALOGS} fallback={<LoadingOverlayWhileMounted />}>
      <DocumentLanguage />
      <RouterProvider router={router} />
    </StaffdeskProvider>
  );
}
