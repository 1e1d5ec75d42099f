import { createTokenStore, StaffdeskProvider } from '@staffdesk/core';
import type { LeaveRequest } from '@staffdesk/kit';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaveApprovalWidget } from './LeaveApprovalWidget';

const REQUEST: LeaveRequest = {
  id: '00000000-0000-4000-8000-00006c722d31',
  employee: {
    id: '00000000-0000-4000-8000-000000006531',
    fullName: 'Budi Santoso',
    employeeNumber: 'EMP-2026-00042',
    clientName: 'PT Bank Nusantara',
  },
  type: 'annual',
  typeName: 'Annual leave',
  startDate: '2026-12-01',
  endDate: '2026-12-02',
  halfDay: null,
  workingDays: 2,
  reason: 'Family visit',
  attachment: null,
  status: 'pending',
  approvals: [
    {
      step: 1,
      approverType: 'pic',
      approverName: 'Irawati Sasmita',
      approverEmail: 'irawati@banknusantara.co.id',
      decision: 'approved',
      comment: null,
      decidedAt: '2026-11-20T05:00:00.000Z',
      onBehalfOf: null,
      via: 'link',
    },
    {
      step: 2,
      approverType: 'hr',
      approverName: 'Rina Wulandari',
      approverEmail: null,
      decision: 'pending',
      comment: null,
      decidedAt: null,
      onBehalfOf: null,
      via: null,
    },
  ],
  createdAt: '2026-11-20T03:00:00.000Z',
  decidedAt: null,
  formToken: null,
};
const OTHER: LeaveRequest = {
  ...REQUEST,
  id: '00000000-0000-4000-8000-00006c722d32',
  employee: {
    ...REQUEST.employee,
    id: '00000000-0000-4000-8000-000000006532',
    fullName: 'Dewi Lestari',
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LeaveApprovalWidget', () => {
  it('approves a request in a bare React tree (no router), and it leaves the list', async () => {
    let pending = [REQUEST, OTHER];
    const posts: { url: string; body: unknown; auth: string | null }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (request.method === 'GET' && url.pathname === '/api/v4/leave-approvals/pending') {
        return json({ items: pending, total: pending.length, page: 1, pageSize: 20 });
      }
      if (
        request.method === 'POST' &&
        url.pathname === '/api/v4/leave-requests/00000000-0000-4000-8000-00006c722d31/decision'
      ) {
        posts.push({
          url: url.pathname,
          body: JSON.parse(await request.text()),
          auth: request.headers.get('authorization'),
        });
        pending = pending.filter((item) => item.id !== '00000000-0000-4000-8000-00006c722d31');
        return json({ ...REQUEST, status: 'approved' });
      }
      return new Response('{}', { status: 404 });
    });
    const store = createTokenStore({ key: 'staffdesk.widget-test' });
    store.setToken('widget-token');
    const user = userEvent.setup();
    render(
      <StaffdeskProvider
        config={{ apiBaseUrls: { main: 'http://127.0.0.1:9/api/v4' } }}
        tokenStore={store}
      >
        <LeaveApprovalWidget />
      </StaffdeskProvider>,
    );
    const budi = await screen.findByRole('listitem', {
      name: 'Budi Santoso, Annual leave, 1 Dec 2026 – 2 Dec 2026',
    });
    expect(budi).toHaveTextContent('1 Dec 2026 – 2 Dec 2026');
    expect(budi).toHaveTextContent('2 working days');
    // Whose decision it waits for: the first step not yet decided.
    expect(budi).toHaveTextContent('Waits for Rina Wulandari (HR)');
    await user.type(within(budi).getByLabelText('Comment'), 'Enjoy');
    await user.click(within(budi).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('You approved Budi Santoso’s leave.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /^Budi Santoso/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: /^Dewi Lestari/ })).toBeVisible();
    expect(posts).toEqual([
      {
        url: '/api/v4/leave-requests/00000000-0000-4000-8000-00006c722d31/decision',
        body: { decision: 'approve', comment: 'Enjoy' },
        auth: 'Bearer widget-token',
      },
    ]);
    store.removeToken();
    store.dispose();
  });

  it('decides a line manager’s step only on the manager’s behalf, and says so', async () => {
    const managerStep: LeaveRequest = {
      ...REQUEST,
      approvals: [
        {
          ...REQUEST.approvals[0]!,
          approverType: 'manager',
          approverName: 'Agus Pratama',
          approverEmail: 'agus@staffdesk.local',
          decision: 'pending',
          decidedAt: null,
          via: null,
        },
        { ...REQUEST.approvals[1]!, approverName: 'HR', decision: null },
      ],
    };
    const posts: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (request.method === 'GET' && url.pathname === '/api/v4/leave-approvals/pending') {
        return json({ items: [managerStep], total: 1, page: 1, pageSize: 20 });
      }
      if (request.method === 'POST') {
        posts.push(JSON.parse(await request.text()));
        return json({ ...managerStep, status: 'approved' });
      }
      return new Response('{}', { status: 404 });
    });
    const store = createTokenStore({ key: 'staffdesk.widget-test-manager' });
    store.setToken('t');
    const user = userEvent.setup();
    render(
      <StaffdeskProvider
        config={{ apiBaseUrls: { main: 'http://127.0.0.1:9/api/v4' } }}
        tokenStore={store}
      >
        <LeaveApprovalWidget />
      </StaffdeskProvider>,
    );
    const item = await screen.findByRole('listitem', { name: /^Budi Santoso/ });
    expect(item).toHaveTextContent('Waits for Agus Pratama (line manager)');
    await user.click(
      within(item).getByRole('button', {
        name: 'Approve on behalf of Agus Pratama (line manager)',
      }),
    );
    await waitFor(() => expect(posts).toEqual([{ decision: 'approve', onBehalfOfPic: true }]));
    store.removeToken();
    store.dispose();
  });

  it('says when nothing waits', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 20 }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const store = createTokenStore({ key: 'staffdesk.widget-test-2' });
    store.setToken('t');
    render(
      <StaffdeskProvider
        config={{ apiBaseUrls: { main: 'http://127.0.0.1:9/api/v4' } }}
        tokenStore={store}
      >
        <LeaveApprovalWidget />
      </StaffdeskProvider>,
    );
    expect(await screen.findByText('Nothing to decide.')).toBeVisible();
    store.dispose();
  });

  it("decides a client PIC's step only on the PIC's behalf, says so, and asks a reason to reject", async () => {
    const atPic: LeaveRequest = {
      ...REQUEST,
      approvals: REQUEST.approvals.map((approval) =>
        approval.step === 1
          ? { ...approval, decision: 'pending', decidedAt: null, via: null }
          : approval,
      ),
    };
    const posts: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (request.method === 'GET' && url.pathname === '/api/v4/leave-approvals/pending') {
        return json({ items: [atPic, OTHER], total: 2, page: 1, pageSize: 20 });
      }
      if (request.method === 'POST' && url.pathname.endsWith('/decision')) {
        posts.push(JSON.parse(await request.text()));
        return json({ ...atPic, status: 'rejected' });
      }
      return new Response('{}', { status: 404 });
    });
    const decided = vi.fn();
    const store = createTokenStore({ key: 'staffdesk.widget-test-3' });
    store.setToken('t');
    const user = userEvent.setup();
    render(
      <StaffdeskProvider
        config={{ apiBaseUrls: { main: 'http://127.0.0.1:9/api/v4' } }}
        tokenStore={store}
      >
        <LeaveApprovalWidget
          filter={(request) => request.employee.fullName === 'Budi Santoso'}
          onDecided={decided}
        />
      </StaffdeskProvider>,
    );
    const budi = await screen.findByRole('listitem', { name: /^Budi Santoso/ });
    // The host's filter leaves Dewi out.
    expect(screen.queryByRole('listitem', { name: /^Dewi Lestari/ })).not.toBeInTheDocument();
    expect(budi).toHaveTextContent('Waits for Irawati Sasmita (client PIC)');
    expect(
      within(budi).getByRole('button', {
        name: 'Approve on behalf of Irawati Sasmita (client PIC)',
      }),
    ).toBeVisible();
    const reject = within(budi).getByRole('button', {
      name: 'Reject on behalf of Irawati Sasmita (client PIC)',
    });
    await user.click(reject);
    expect(
      within(budi).getByText('Say why you reject, so the employee understands.'),
    ).toBeVisible();
    expect(within(budi).getByLabelText('Comment')).toHaveFocus();
    expect(posts).toEqual([]);
    await user.type(within(budi).getByLabelText('Comment'), 'Peak season at the branch');
    await user.click(reject);
    await waitFor(() =>
      expect(posts).toEqual([
        { decision: 'reject', comment: 'Peak season at the branch', onBehalfOfPic: true },
      ]),
    );
    expect(await screen.findByText('You rejected Budi Santoso’s leave.')).toBeVisible();
    expect(decided).toHaveBeenCalledWith(expect.objectContaining({ id: atPic.id }), 'reject');
    store.dispose();
  });
});

describe('LeaveApprovalWidget on another origin than Staffdesk', () => {
  it('says what the embedding app must configure when the browser refuses the call', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const store = createTokenStore({ key: 'staffdesk.widget-test-4' });
    store.setToken('t');
    render(
      <StaffdeskProvider
        config={{ apiBaseUrls: { main: 'https://staffdesk.example.co.id/api/v4' } }}
        tokenStore={store}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <LeaveApprovalWidget />
      </StaffdeskProvider>,
    );
    expect(
      await screen.findByText(
        /ask for .* to be added to STAFFDESK_CORS_ORIGINS/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(/https:\/\/staffdesk\.example\.co\.id/)).toBeVisible();
    store.dispose();
  });
});
