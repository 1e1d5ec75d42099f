import {
  ChunkErrorBoundary,
  LoadingOverlay,
  loadChunk,
  useRouteSet,
  withLoadingOverlay,
} from '@staffdesk/core';
import { lazy, Suspense } from 'react';

/**
 * Each route set is its own chunk, loaded behind the loading overlay: the first download is
 * React, the session token store and the overlay; a signed-out visitor never loads the
 * signed-in app, and a signed-in user never loads the public pages.
 */
const SignedOutApp = lazy(
  withLoadingOverlay(() => loadChunk(() => import('./signed-out/SignedOutApp'))),
);
const SignedInApp = lazy(
  withLoadingOverlay(() => loadChunk(() => import('./signed-in/SignedInApp'))),
);

/** The host: the route set chosen by the session token, with the overlay for whole-screen waits. */
export function App() {
  const routeSet = useRouteSet();
  return (
    <>
      <LoadingOverlay />
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          {routeSet === 'signed-in' ? <SignedInApp /> : <SignedOutApp />}
        </Suspense>
      </ChunkErrorBoundary>
    </>
  );
}
