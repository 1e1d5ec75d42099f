// @staffdesk/api/links: pure, React-free path builders shared by the host's pages (through
// @staffdesk/core's `routePatterns` and `paths`) and the server, which links to these pages.
export type { PathParams, RouteParam } from './fill-path';
export { fillPath, queryString, relativePattern } from './fill-path';
export { linkPatterns, links } from './links';
