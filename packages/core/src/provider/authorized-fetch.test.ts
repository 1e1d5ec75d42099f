import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore } from '../session/token-store';
import { createAuthorizedFetch } from './authorized-fetch';

function fakeFetch(status: number) {
  return vi.fn<typeof fetch>(async () => new Response('{}', { status }));
}

function sentHeaders(mock: ReturnType<typeof fakeFetch>) {
  const [input, init] = mock.mock.calls[0] ?? [];
  return new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
}

describe('createAuthorizedFetch', () => {
  const store = createTokenStore({ key: 'test.fetch.auth' });

  afterEach(() => {
    store.removeToken();
    store.dispose();
  });

  it('sends the bearer token while signed in', async () => {
    store.setToken('abc');
    const base = fakeFetch(200);
    await createAuthorizedFetch(store, { fetch: base })('/api/v4/me', {
      headers: { Accept: 'application/json' },
    });
    expect(sentHeaders(base).get('Authorization')).toBe('Bearer abc');
    expect(sentHeaders(base).get('Accept')).toBe('application/json');
  });

  it('keeps the headers of a Request', async () => {
    store.setToken('abc');
    const base = fakeFetch(200);
    await createAuthorizedFetch(store, { fetch: base })(
      new Request('http://localhost/api/v4/me', { headers: { 'X-Trace': '1' } }),
    );
    expect(sentHeaders(base).get('X-Trace')).toBe('1');
    expect(sentHeaders(base).get('Authorization')).toBe('Bearer abc');
  });

  it('sends no Authorization header while signed out', async () => {
    const base = fakeFetch(200);
    await createAuthorizedFetch(store, { fetch: base })('/api/v4/public/health');
    expect(sentHeaders(base).has('Authorization')).toBe(false);
  });

  it("sends the page's language as Accept-Language, signed in or not", async () => {
    const previous = i18n.locale;
    try {
      i18n.loadAndActivate({ locale: 'id', messages: {} });
      const signedOut = fakeFetch(200);
      await createAuthorizedFetch(store, { fetch: signedOut })('/api/v4/public/health');
      expect(sentHeaders(signedOut).get('Accept-Language')).toBe('id');

      store.setToken('abc');
      const request = fakeFetch(200);
      await createAuthorizedFetch(store, { fetch: request })(
        new Request('http://localhost/api/v4/me'),
      );
      expect(sentHeaders(request).get('Accept-Language')).toBe('id');

      i18n.loadAndActivate({ locale: 'en', messages: {} });
      const english = fakeFetch(200);
      await createAuthorizedFetch(store, { fetch: english })('/api/v4/me');
      expect(sentHeaders(english).get('Accept-Language')).toBe('en');

      // A caller's own header is kept.
      const own = fakeFetch(200);
      await createAuthorizedFetch(store, { fetch: own })('/api/v4/me', {
        headers: { 'Accept-Language': 'id' },
      });
      expect(sentHeaders(own).get('Accept-Language')).toBe('id');
    } finally {
      if (previous) i18n.activate(previous);
    }
  });

  it('sends en for a language the server does not speak', async () => {
    const previous = i18n.locale;
    try {
      i18n.loadAndActivate({ locale: 'fr', messages: {} });
      const base = fakeFetch(200);
      await createAuthorizedFetch(store, { fetch: base })('/api/v4/public/health');
      expect(sentHeaders(base).get('Accept-Language')).toBe('en');
    } finally {
      if (previous) i18n.activate(previous);
    }
  });

  it('signs out when the server answers 401', async () => {
    store.setToken('expired');
    const response = await createAuthorizedFetch(store, { fetch: fakeFetch(401) })('/api/v4/me');
    expect(response.status).toBe(401);
    expect(store.getToken()).toBe('');
  });

  it('keeps the session on other failures', async () => {
    store.setToken('abc');
    await createAuthorizedFetch(store, { fetch: fakeFetch(403) })('/api/v4/payroll');
    expect(store.getToken()).toBe('abc');
  });
});
