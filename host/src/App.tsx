import {
  ChunkErrorBoundary,
  chooseRouteSet,
  LoadingOverlay,
  lazyComponent,
  loadChunk,
  tokenStore,
  useLoaded,
  useRouteSet,
  withLoadingOverlay,
} from '@staffdesk/core';
import { type ComponentType, Suspense } from 'react';

const defaultOf = (module: { default: ComponentType }) => module.default;

/**
 * Each route set is its own chunk, loaded behind the loading overlay: the first download is
 * React, the session token store and the overlay; a signed-out visitor never loads the
 * signed-in app, and a signed-in user never loads the public pages.
 */
const SignedOutApp = lazyComponent(
  withLoadingOverlay(() => loadChunk(() => import('./signed-out/SignedOutApp')).then(defaultOf)),
);
const SignedInApp = lazyComponent(
  withLoadingOverlay(() => loadChunk(() => import('./signed-in/SignedInApp')).then(defaultOf)),
);
// The route set of the session there is starts loading with the entry's first run.
(chooseRouteSet(tokenStore.getToken()) === 'signed-in' ? SignedInApp : SignedOutApp)
  .preload()
  .catch(() => undefined);

/**
 * The host: the route set chosen by the session token, with the overlay for whole-screen waits.
 * The route set shows once its code is in (`useLoaded`), not through Suspense, whose reveal
 * throttle held every first paint 300 ms after the empty fallback.
 */
export function App() {
  const RouteSet = useRouteSet() === 'signed-in' ? SignedInApp : SignedOutApp;
  const loaded = useLoaded(RouteSet);
  return (
    <>
      <LoadingOverlay />
      <ChunkErrorBoundary>
        <Suspense fallback={null}>{loaded && <RouteSet />}</Suspense>
      </ChunkErrorBoundary>
    </>
  );
}
