import type { TokenStore } from '../session/token-store';

export type AuthorizedFetchOptions = {
  /** The fetch to wrap; the global one by default. */
  fetch?: typeof fetch;
};

/**
 * A fetch that sends `Authorization: Bearer <token>` while a token is stored, and signs out
 * (`removeToken()`, so every open tab returns to sign-in) when such a request answers 401.
 */
export function createAuthorizedFetch(
  tokenStore: TokenStore,
  options: AuthorizedFetchOptions = {},
): typeof fetch {
  return async (input, init) => {
    const baseFetch = options.fetch ?? globalThis.fetch;
    const token = tokenStore.getToken();
    if (!token) return baseFetch(input, init);
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    // A Request is rebuilt with the header (a fetch may read only the Request it is given).
    const response =
      input instanceof Request
        ? await baseFetch(new Request(input, { ...init, headers }))
        : await baseFetch(input, { ...init, headers });
    // Only the session that was sent is ended: a newer sign-in in another tab stays.
    if (response.status === 401 && tokenStore.getToken() === token) tokenStore.removeToken();
    return response;
  };
}
