import { createStaffdeskQueryClient, createTokenStore, StaffdeskProvider } from '@staffdesk/core';
import { kitCatalog } from '@staffdesk/kit';
import { uiCatalog } from '@staffdesk/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import type { PublicOvertimeApproval, PublicOvertimeRequest } from './lib/overtime';
import type { PublicCandidate, PublicCvList, PublicOffer } from './lib/recruiting';
import { publicCatalog } from './locales/catalog';
import { signedOutRoutes } from './routes';

export const API_BASE = 'http://127.0.0.1:9/api/v4';
export const PDF_BASE = 'http://127.0.0.1:9/pdf/v4';

type Answer = { status?: number; body: unknown };

/** What the server answers for a link past its expiry: 410 `link-expired` with its word, nothing else. */
export function linkExpiredAnswer(detail: string): Answer {
  return {
    status: 410,
    body: {
      type: 'https://staffdesk.dev/problems/link-expired',
      title: 'Gone',
      status: 410,
      code: 'link-expired',
      detail,
    },
  };
}

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

// ------------------------------------------------------------------------------ recruiting

/** The requirement and candidates behind the recruiting links of the tests. */
export const REQUIREMENT_ID = '0b8e2f6a-1c3d-4e5f-8a9b-0c1d2e3f4b01';
export const BUDI_ID = '0b8e2f6a-1c3d-4e5f-8a9b-0c1d2e3f4b11';
export const ANI_ID = '0b8e2f6a-1c3d-4e5f-8a9b-0c1d2e3f4b12';
export const CITRA_ID = '0b8e2f6a-1c3d-4e5f-8a9b-0c1d2e3f4b13';

/** A candidate sent to the PIC, not answered yet: Budi, a teller from Jakarta. */
export function recruitingCandidate(extra: Partial<PublicCandidate> = {}): PublicCandidate {
  return {
    id: BUDI_ID,
    fullName: 'Budi Santoso',
    city: 'Jakarta',
    skills: ['Cash handling', 'Customer service'],
    experienceYears: 4,
    expectedSalary: 6_500_000,
    experience: [
      {
        company: 'PT Bank Sejahtera',
        title: 'Teller',
        from: '2021-03',
        to: null,
        description: 'Served 120 customers a day.',
      },
    ],
    education: [{ school: 'Universitas Indonesia', degree: 'S1', field: 'Accounting', year: 2020 }],
    hasCv: true,
    cvFileName: 'budi-santoso.pdf',
    stage: 'cv-sent',
    cvReview: { decision: null, reason: null, decidedAt: null, decidedBy: null },
    interview: null,
    interviewFeedback: null,
    ...extra,
  };
}

/** The PIC's CV list: a teller requirement of the bank, for Siti, with the given candidates. */
export function recruitingCvList(
  candidates: PublicCandidate[] = [recruitingCandidate()],
  extra: Partial<PublicCvList> = {},
): PublicCvList {
  return {
    locale: 'en',
    requirement: {
      id: REQUIREMENT_ID,
      number: 'REQ-2026-0007',
      position: 'Teller',
      clientName: 'PT Bank Nusantara',
      location: 'Jakarta Selatan',
      headcount: 3,
      description: 'Front office tellers for the Sudirman branch.',
      qualifications: 'S1 of any field\nTwo years as a teller',
    },
    pic: { name: 'Siti Rahmawati', email: 'siti@bni.example' },
    expiresAt: '2026-12-05T03:00:00.000Z',
    candidates,
    ...extra,
  };
}

/** Budi's offer: a PKWT teller at the bank, Rp 6.500.000 from 4 Jan 2027, not confirmed yet. */
export function recruitingOffer(extra: Partial<PublicOffer> = {}): PublicOffer {
  return {
    locale: 'en',
    requirement: {
      id: REQUIREMENT_ID,
      position: 'Teller',
      clientName: 'PT Bank Nusantara',
      location: 'Jakarta Selatan',
      contractType: 'pkwt',
    },
    candidate: {
      id: BUDI_ID,
      fullName: 'Budi Santoso',
      email: 'budi@example.com',
      phone: '+62 812 3456 7890',
      city: 'Jakarta',
    },
    offer: {
      salary: 6_500_000,
      joinDate: '2027-01-04',
      contractEnd: '2027-12-31',
      notes: '',
    },
    confirmation: null,
    payroll: null,
    confirmedAt: null,
    response: null,
    responseReason: null,
    respondedAt: null,
    expiresAt: '2026-12-20T10:00:00.000Z',
    ...extra,
  };
}
