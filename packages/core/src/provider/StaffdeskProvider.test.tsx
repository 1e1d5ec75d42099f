import { QueryClient, useQuery } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffdeskError } from '../errors/catalogue';
import { createTokenStore } from '../session/token-store';
import { useToken } from '../session/useToken';
import { StaffdeskProvider } from './StaffdeskProvider';
import { useApi, useRuntimeConfig, useStaffdesk } from './useStaffdesk';

function LeaveWidget() {
  const query = useQuery({ queryKey: ['leave'], queryFn: async () => 'leave loaded' });
  return <p>{query.data ?? 'loading'}</p>;
}

function FailingWidget({ queryFn }: { queryFn: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['missing'], queryFn });
  return <p>{query.isError ? 'failed' : 'loading'}</p>;
}

describe('<StaffdeskProvider />', () => {
  afterEach(() => {
    document.getElementById('staffdesk-config')?.remove();
  });

  it('gives the default API base URLs, overridable per service family, without a router', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StaffdeskProvider config={{ apiBaseUrls: { payroll: 'https://payroll.example/v4' } }}>
        {children}
      </StaffdeskProvider>
    );
    const { result } = renderHook(() => useRuntimeConfig(), { wrapper });
    // The first render of a file waits for core's messages to load.
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.apiBaseUrls).toEqual({
      main: '/api/v4',
      mainPublic: '/api/v4/public',
      payroll: 'https://payroll.example/v4',
      pdf: '/pdf/v4',
      pdfPublic: '/pdf/v4/public',
      report: '/report/v4',
      notification: '/notification/v4',
    });
  });

  it("starts from the page's runtime config", () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'staffdesk-config';
    script.textContent = JSON.stringify({ googleClientId: 'from-page' });
    document.head.appendChild(script);
    const { result } = renderHook(() => useRuntimeConfig(), {
      wrapper: ({ children }) => <StaffdeskProvider>{children}</StaffdeskProvider>,
    });
    expect(result.current.googleClientId).toBe('from-page');
  });

  it('shares the given query client and token store', () => {
    const queryClient = new QueryClient();
    const tokenStore = createTokenStore({ storage: undefined, key: 'test.auth' });
    tokenStore.setToken('given');
    const { result } = renderHook(() => ({ staffdesk: useStaffdesk(), token: useToken() }), {
      wrapper: ({ children }) => (
        <StaffdeskProvider queryClient={queryClient} tokenStore={tokenStore}>
          {children}
        </StaffdeskProvider>
      ),
    });
    expect(result.current.staffdesk.queryClient).toBe(queryClient);
    expect(result.current.staffdesk.tokenStore).toBe(tokenStore);
    expect(result.current.token).toBe('given');
    tokenStore.dispose();
  });

  it('provides a query client so Staffdesk queries work in any embedding app', async () => {
    render(
      <StaffdeskProvider>
        <LeaveWidget />
      </StaffdeskProvider>,
    );
    expect(await screen.findByText('leave loaded')).toBeInTheDocument();
  });

  it('does not retry a query that answered 404', async () => {
    const queryFn = vi.fn(async () => {
      throw new StaffdeskError('not-found', { status: 404 });
    });
    render(
      <StaffdeskProvider>
        <FailingWidget queryFn={queryFn} />
      </StaffdeskProvider>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('useStaffdesk explains when the provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useStaffdesk())).toThrow(/StaffdeskProvider/);
  });
});

function HealthProbe({ onHealth }: { onHealth: (health: unknown) => void }) {
  const api = useApi();
  useEffect(() => {
    void api.main.fetchClient.GET('/public/health').then((r) => onHealth(r.data));
  }, [api, onHealth]);
  return null;
}

describe('useApi', () => {
  it('sends typed requests to the configured base URL with the session token', async () => {
    const store = createTokenStore({ storage: window.localStorage, key: 'staffdesk.test-api' });
    store.setToken('token-123');
    const seen: { url: string; auth: string | null }[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      seen.push({ url: request.url, auth: request.headers.get('Authorization') });
      return Response.json({ status: 'ok', version: '4.95.202.725', database: 'pglite' });
    }) as typeof fetch;
    let health: unknown;
    try {
      render(
        <StaffdeskProvider
          tokenStore={store}
          config={{ apiBaseUrls: { main: 'http://127.0.0.1:9/api/v4' } }}
        >
          <HealthProbe
            onHealth={(h) => {
              health = h;
            }}
          />
        </StaffdeskProvider>,
      );
      await waitFor(() =>
        expect(health).toEqual({ status: 'ok', version: '4.95.202.725', database: 'pglite' }),
      );
      expect(seen).toEqual([
        { url: 'http://127.0.0.1:9/api/v4/public/health', auth: 'Bearer token-123' },
      ]);
    } finally {
      globalThis.fetch = realFetch;
      store.removeToken();
      store.dispose();
    }
  });
});
