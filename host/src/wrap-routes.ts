import { withLoadingOverlay } from '@staffdesk/core';
import type { RouteObject } from 'react-router';

/**
 * Puts the full-screen loading overlay up while any lazy page chunk loads. Department packages
 * declare `lazy`; the host decides how a load looks.
 */
export function withOverlayOnLoad(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') {
      next.lazy = withLoadingOverlay(route.lazy) as RouteObject['lazy'];
    }
    if (route.children) next.children = withOverlayOnLoad(route.children);
    return next;
  });
}
