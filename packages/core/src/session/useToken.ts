import { useContext, useSyncExternalStore } from 'react';
import { StaffdeskContext } from '../provider/context';
import { chooseRouteSet, type RouteSet } from './route-set';
import { tokenStore as defaultTokenStore, type TokenStore } from './token-store';

/** The store given, else the provider's, else the app-wide default. */
export function useTokenStore(store?: TokenStore): TokenStore {
  const context = useContext(StaffdeskContext);
  return store ?? context?.tokenStore ?? defaultTokenStore;
}

/** The current access token (`''` when signed out); re-renders when it changes in any tab. */
export function useToken(store?: TokenStore): string {
  const active = useTokenStore(store);
  return useSyncExternalStore(active.subscribe, active.getToken, () => '');
}

/** The route set that applies now: `'signed-in'` or `'signed-out'`. */
export function useRouteSet(store?: TokenStore): RouteSet {
  return chooseRouteSet(useToken(store));
}
