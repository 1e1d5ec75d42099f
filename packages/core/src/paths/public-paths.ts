import { links, queryString, type RouteParam } from '@staffdesk/api/links';
import { buildersOf } from './builders';
import { publicRoutePatterns } from './public-route-patterns';

/** The builders of the signed-out and public set alone (what a signed-out page needs). */
export const publicPaths = {
  .../* @__PURE__ */ buildersOf(publicRoutePatterns),
  /** The reset link a recovery email carries (its token travels in the query). */
  resetPassword: links.resetPassword,
  setPassword: links.setPassword,
  pdfExport: (query: Record<string, RouteParam | undefined> = {}) =>
    `${publicRoutePatterns.pdfExport}${queryString(query)}`,
};
