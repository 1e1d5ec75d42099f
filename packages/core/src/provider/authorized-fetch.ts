import { i18n } from '@lingui/core';
import { isStaffdeskLocale } from '../i18n/locale';
import type { TokenStore } from '../session/token-store';

export type AuthorizedFetchOptions = {
  /** The fetch to wrap; the global one by default. */
  fetch?: typeof fetch;
};

/** The language of the page (`i18n.locale`), as the server reads it: `en` or `id`, else `en`. */
function pageLocale(): string {
  const locale = i18n.locale;
  return isStaffdeskLocale(locale) ? locale : 'en';
}

/**
 * A fetch that sends `Accept-Language: en|id` (the page's language, so the server answers
 * errors in it) on every call, `Authorization: Bearer <token>` while a token is stored, and signs
 * out (`removeToken()`, so every open tab returns to sign-in) when such a request answers 401.
 */
export function createAuthorizedFetch(
  tokenStore: TokenStore,
  options: AuthorizedFetchOptions = {},
): typeof fetch {
  return async (input, init) => {
    const baseFetch = options.fetch ?? globalThis.fetch;
    const token = tokenStore.getToken();
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', pageLocale());
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    // A Request is rebuilt with the headers (a fetch may read only the Request it is given).
    const response =
      input instanceof Request
        ? await baseFetch(new Request(input, { ...init, headers }))
        : await baseFetch(input, { ...init, headers });
    // Only the session that was sent is ended: a newer sign-in in another tab stays.
    if (token && response.status === 401 && tokenStore.getToken() === token) {
      tokenStore.removeToken();
    }
    return response;
  };
}
