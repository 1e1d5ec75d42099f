import { ChunkErrorElement, StaffdeskProvider } from '@staffdesk/core';
import { signedOutRoutes } from '@staffdesk/public';
import { useState } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { withOverlayOnLoad } from '../wrap-routes';

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
    <StaffdeskProvider>
      <RouterProvider router={router} />
    </StaffdeskProvider>
  );
}
