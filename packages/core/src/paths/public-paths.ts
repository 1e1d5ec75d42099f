import { queryString, type RouteParam } from '@staffdesk/api/links';
import { buildersOf } from './builders';
import { publicRoutePatterns } from './public-route-patterns';

/**
 * The builders of the signed-out and public set alone (what a signed-out page needs). The two
 * password links carry their token in the query, as `links` of `@staffdesk/api/links` (the
 * server's mails) write them: a test holds them equal.
 */
export const publicPaths = {
  .../* @__PURE__ */ buildersOf(publicRoutePatterns),
  /** The reset link a recovery email carries (its token travels in the query). */
  resetPassword: (token?: string) =>
    `${publicRoutePatterns.resetPassword}${queryString({ token })}`,
  setPassword: (token?: string) => `${publicRoutePatterns.setPassword}${queryString({ token })}`,
  pdfExport: (query: Record<string, RouteParam | undefined> = {}) =>
    `${publicRoutePatterns.pdfExport}${queryString(query)}`,
};
