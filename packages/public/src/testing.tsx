import { createStaffdeskQueryClient, createTokenStore, StaffdeskProvider } from '@staffdesk/core';
import { kitCatalog } from '@staffdesk/kit';
import { uiCatalog } from '@staffdesk/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import type { PublicOvertimeApproval, PublicOvertimeRequest } from './lib/overtime';
import { publicCatalog } from './locales/catalog';
import { signedOutRoutes } from './routes';

export const API_BASE = 'http://127.0.0.1:9/api/v4';
export const PDF_BASE = 'http://127.0.0.1:9/pdf/v4';

type Answer = { status?: number; body: unknown };

/** Replaces fetch with answers by `METHOD /path` (below /api/v4); records every request. */
export function stubApi(answers: Record<string, (body: unknown, url: URL) => Answer>) {
  const calls: { route: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.replace('/api/v4', '')}`;
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ route, body });
    const answer = answers[route]?.(body, url) ?? {
      status: 404,
      body: { status: 404, code: 'not-found', title: 'Not found' },
    };
    const status = answer.status ?? 200;
    return new Response(JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
    });
  });
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return calls;
}

let stores = 0;

/**
 * The signed-out route set at `url`, as the host mounts it; with `pageLocale`, the page's runtime
 * config names that language (as the server does for a public link) and the catalogs the host's
 * signed-out app gives load.
 */
export function renderSignedOut(url: string, { pageLocale }: { pageLocale?: 'en' | 'id' } = {}) {
  stores += 1;
  const tokenStore = createTokenStore({ key: `staffdesk.public-test.${stores}` });
  const queryClient = createStaffdeskQueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', children: signedOutRoutes }], {
    initialEntries: [url],
  });
  onTestFinished(() => {
    tokenStore.removeToken();
    tokenStore.dispose();
  });
  const view = render(
    <StaffdeskProvider
      config={{
        apiBaseUrls: { main: API_BASE, pdf: PDF_BASE },
        ...(pageLocale ? { locale: pageLocale } : {}),
      }}
      catalogs={pageLocale ? [uiCatalog, kitCatalog, publicCatalog] : []}
      tokenStore={tokenStore}
      queryClient={queryClient}
    >
      <RouterProvider router={router} />
    </StaffdeskProvider>,
  );
  return { ...view, router, tokenStore, user: userEvent.setup() };
}

/** The overtime request behind the links of the overtime tests. */
export const OVERTIME_REQUEST_ID = '0b8e2f6a-1c3d-4e5f-8a9b-0c1d2e3f4a51';

/**
 * An overtime-approval link's answer: Budi's 17:00–19:30 on a workday at the bank, waiting for
 * Siti; `request` changes the request, `extra` the link (its state, say).
 */
export function overtimeLink(
  request: Partial<PublicOvertimeRequest> = {},
  extra: Partial<Omit<PublicOvertimeApproval, 'request'>> = {},
): PublicOvertimeApproval {
  return {
    state: 'open',
    locale: 'en',
    request: {
      id: OVERTIME_REQUEST_ID,
      employee: {
        id: '0b8e2f6a-1c3d-4e5f-8a9b-0c1d2e3f4a61',
        fullName: 'Budi Santoso',
        employeeNumber: 'EMP-001',
        position: 'Teller',
      },
      clientId: '0b8e2f6a-1c3d-4e5f-8a9b-0c1d2e3f4a71',
      clientName: 'PT Bank Nusantara',
      date: '2026-11-21',
      startTime: '17:00',
      endTime: '19:30',
      minutes: 150,
      reason: 'Month-end closing',
      dayType: 'workday',
      holidayName: null,
      workWeek: 5,
      status: 'pending',
      method: 'government',
      approverName: 'Siti Rahmawati',
      approverEmail: 'siti@bni.example',
      requestedByLabel: 'Budi Santoso',
      requestedAt: '2026-11-20T02:00:00.000Z',
      decidedAt: null,
      decidedByLabel: null,
      decisionComment: null,
      ...request,
    },
    approver: { name: 'Siti Rahmawati', email: 'siti@bni.example' },
    expiresAt: '2026-12-05T03:00:00.000Z',
    ...extra,
  };
}
