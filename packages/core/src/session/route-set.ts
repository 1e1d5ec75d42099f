export type RouteSet = 'signed-in' | 'signed-out';

/** Which route set applies (product-spec §2): signed-in when a token is stored. */
export function chooseRouteSet(token: string): RouteSet {
  return token ? 'signed-in' : 'signed-out';
}
