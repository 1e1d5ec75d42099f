import type { Story, StoryDefault } from '@ladle/react';
import { createTokenStore, StaffdeskProvider } from '@staffdesk/core';
import type { LeaveRequest } from '@staffdesk/kit';
import { type ReactNode, useEffect, useState } from 'react';
import { LeaveApprovalWidget } from './LeaveApprovalWidget';

export default { title: 'Human resource/LeaveApprovalWidget' } satisfies StoryDefault;

const BASE = 'https://staffdesk.example/api/v4';

function request(id: string, fullName: string, startDate: string, endDate: string, days: number) {
  return {
    id,
    employee: {
      id: `e-${id}`,
      fullName,
      employeeNumber: `EMP-2026-000${id}`,
      clientName: 'PT Bank Nusantara',
    },
    type: 'annual',
    typeName: 'Annual leave',
    startDate,
    endDate,
    halfDay: null,
    workingDays: days,
    reason: 'Family visit',
    attachment: null,
    status: 'pending',
    approvals: [],
    createdAt: '2026-11-20T03:00:00.000Z',
    decidedAt: null,
    formToken: null,
  } satisfies LeaveRequest;
}

/** A fake API in the story's `fetch`: pending requests, and decisions that remove them. */
function fakeFetch(initial: LeaveRequest[], delayMs = 400): typeof fetch {
  let pending = [...initial];
  return async (input, init) => {
    const call = input instanceof Request ? input : new Request(input, init);
    const url = new URL(call.url);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    if (url.pathname.endsWith('/leave-approvals/pending')) {
      return json({ items: pending, total: pending.length, page: 1, pageSize: 20 });
    }
    const decided = /\/leave-requests\/([^/]+)\/decision$/.exec(url.pathname);
    if (call.method === 'POST' && decided) {
      pending = pending.filter((item) => item.id !== decided[1]);
      return json({ id: decided[1] });
    }
    return new Response('{"status":404,"title":"Not found"}', { status: 404 });
  };
}

function WithFakeApi({ fetch, children }: { fetch: typeof globalThis.fetch; children: ReactNode }) {
  const [store] = useState(() => {
    const tokens = createTokenStore({ key: 'staffdesk.story.leave-widget' });
    tokens.setToken('story-token');
    return tokens;
  });
  const [ready] = useState(() => {
    globalThis.fetch = fetch;
    return true;
  });
  useEffect(() => () => store.dispose(), [store]);
  return ready ? (
    <StaffdeskProvider config={{ apiBaseUrls: { main: BASE } }} tokenStore={store}>
      <div style={{ maxWidth: 480 }}>{children}</div>
    </StaffdeskProvider>
  ) : null;
}

export const Pending: Story = () => (
  <WithFakeApi
    fetch={fakeFetch([
      request('41', 'Budi Santoso', '2026-12-01', '2026-12-02', 2),
      request('42', 'Dewi Lestari', '2026-12-24', '2026-12-24', 0.5),
    ])}
  >
    <LeaveApprovalWidget />
  </WithFakeApi>
);

export const NothingToDecide: Story = () => (
  <WithFakeApi fetch={fakeFetch([])}>
    <LeaveApprovalWidget />
  </WithFakeApi>
);
