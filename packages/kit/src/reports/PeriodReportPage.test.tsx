import type { MainSchema } from '@staffdesk/api';
import { chooseOption, fakeApi, list } from '@staffdesk/core/testing';
import { type ColumnDef, EmptyState, formatMoney } from '@staffdesk/ui';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderPage } from '../testing';
import {
  type PeriodReportClient,
  type PeriodReportLine,
  PeriodReportPage,
  type PeriodReportParams,
  usePeriodReportParams,
} from './PeriodReportPage';

type Row = { id: string; name: string; amount: number };
type Totals = { amount: number };
type Line = PeriodReportLine<Row, Totals>;

const CLIENT_ID = '00000000-0000-4000-8000-0000000000b1';

const ME: MainSchema<'Me'> = {
  user: {
    id: '00000000-0000-4000-8000-000000000051',
    email: 'finance@staffdesk.local',
    name: 'Rina Wijayanti',
    status: 'active',
    roles: [{ id: '00000000-0000-4000-8000-0000000000a5', name: 'Finance' }],
    lastSignInAt: '2026-12-14T01:00:00.000Z',
    createdAt: '2026-01-05T02:00:00.000Z',
    phone: null,
    preferredLanguage: 'en',
    hasPhoto: false,
  },
  roles: [{ id: '00000000-0000-4000-8000-0000000000a5', key: 'finance', name: 'Finance' }],
  superAccess: false,
  sections: ['finance'],
  permissions: ['payroll.read', 'clients.read'],
  employeeId: null,
};

const CLIENT: MainSchema<'Client'> = {
  id: CLIENT_ID,
  code: 'BNI-JKT',
  legalName: 'PT Bank Nusantara Indonesia Tbk',
  industry: 'Banking',
  address: null,
  npwp: null,
  billingMethod: 'management-fee',
  paymentTermsDays: 30,
  status: 'active',
  picCount: 2,
  createdAt: '2026-02-01T02:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

const ROWS: Row[] = [
  { id: 'r1', name: 'Budi Santoso', amount: 5_000_000 },
  { id: 'r2', name: 'Dewi Lestari', amount: 2_500_000 },
];

const columns: ColumnDef<Line>[] = [
  {
    id: 'name',
    header: 'Employee',
    cell: ({ row: { original: line } }) =>
      line.row ? line.row.name : <strong>Total of the month</strong>,
  },
  {
    id: 'amount',
    header: 'Amount',
    cell: ({ row: { original: line } }) => formatMoney((line.row ?? line.totals).amount),
  },
];

type Answer = { items: Row[]; total: number; totals: Totals };
type Load = (params: PeriodReportParams) => Promise<Answer>;

/** A report on the block: what the server would answer comes from `load`. */
function Report({
  load,
  onExport,
  client = 'optional',
}: {
  load: Load;
  onExport: () => Promise<unknown>;
  client?: PeriodReportClient;
}) {
  const params = usePeriodReportParams({ pageSize: 50, client });
  const asked = client !== 'required' || params.clientId !== undefined;
  const report = useQuery({
    queryKey: ['report', params.period, params.clientId, params.search, params.page],
    queryFn: () => load(params),
    enabled: asked,
    retry: false,
  });
  return (
    <PeriodReportPage<Row, Totals>
      title="Amounts"
      description="A month’s amounts per employee."
      params={params}
      report={report}
      asked={asked}
      permission="payroll.read"
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      totalLabel="Total of the month"
      tableLabel={(month, clientName) =>
        clientName ? `Amounts of ${clientName} for ${month}` : `Amounts for ${month}`
      }
      noClient={<EmptyState title="Choose a client first" />}
      empty={<EmptyState title="Nothing in this month" />}
      onExport={onExport}
      exporting={false}
    />
  );
}

const answer = (items: Row[]): Answer => ({
  items,
  total: items.length,
  totals: { amount: items.reduce((sum, row) => sum + row.amount, 0) },
});

function api(me: MainSchema<'Me'> = ME) {
  return fakeApi({ 'GET /me': () => me, 'GET /clients': () => list([CLIENT]) });
}

/** A row's cells as a reader sees them. */
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td'), (td) => td.textContent);

// 15 Dec 2026 in Jakarta: this month is December.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

describe('the period report page', () => {
  it('shows the month’s rows with the totals of the filter as the last line', async () => {
    api();
    const load = vi.fn(async () => answer(ROWS));
    renderPage(<Report load={load} onExport={async () => undefined} />, { path: '/', url: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Amounts' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Amounts for December 2026' });
    const rows = await within(table).findAllByRole('row', { name: /Budi|Dewi|Total/ });
    expect(rows.map(cells)).toEqual([
      ['Budi Santoso', 'Rp 5.000.000'],
      ['Dewi Lestari', 'Rp 2.500.000'],
      ['Total of the month', 'Rp 7.500.000'],
    ]);
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
    // This month is the latest one.
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('keeps the month and the client in the address and asks for them', async () => {
    api();
    const load = vi.fn<Load>(async () => answer(ROWS));
    const { user, router } = renderPage(<Report load={load} onExport={async () => undefined} />, {
      path: '/',
      url: '/',
    });
    await screen.findByRole('row', { name: /Budi/ });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(load.mock.lastCall?.[0].period).toBe('2026-11'));
    const client = screen.getByRole('combobox', { name: 'Client' });
    await within(client).findByRole('option', { name: CLIENT.legalName });
    await chooseOption(user, client, CLIENT_ID);
    await waitFor(() => expect(load.mock.lastCall?.[0].clientId).toBe(CLIENT_ID));
    expect(
      await screen.findByRole('table', {
        name: 'Amounts of PT Bank Nusantara Indonesia Tbk for November 2026',
      }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      period: '2026-11',
      client: CLIENT_ID,
    });
    // Back to this month, the default: it leaves the address.
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(load.mock.lastCall?.[0].period).toBe('2026-12'));
    expect(router.state.location.search).toBe(`?client=${CLIENT_ID}`);
  });

  it('says so when the month is empty, with the export off and no totals line', async () => {
    api();
    renderPage(<Report load={async () => answer([])} onExport={async () => undefined} />, {
      path: '/',
      url: '/',
    });
    expect(await screen.findByText('Nothing in this month')).toBeVisible();
    expect(screen.queryByText('Total of the month')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
  });

  it('asks nothing until a required client is chosen', async () => {
    api();
    const load = vi.fn(async () => answer(ROWS));
    renderPage(<Report client="required" load={load} onExport={async () => undefined} />, {
      path: '/',
      url: '/',
    });
    expect(await screen.findByText('Choose a client first')).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Client' })).toHaveDisplayValue(
      'Choose a client',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a failed load with a retry that asks again', async () => {
    api();
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw { status: 500, code: 'internal', title: 'Server error', detail: 'Boom.' };
      return answer(ROWS);
    });
    const { user } = renderPage(<Report load={load} onExport={async () => undefined} />, {
      path: '/',
      url: '/',
    });
    expect(await screen.findByText('Boom.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Budi/ })).toBeVisible();
  });

  it('says so in a toast when the export fails', async () => {
    api();
    const onExport = vi.fn(async () => {
      throw { status: 503, code: 'unavailable', title: 'Unavailable', detail: 'Try later.' };
    });
    const { user } = renderPage(<Report load={async () => answer(ROWS)} onExport={onExport} />, {
      path: '/',
      url: '/',
    });
    await screen.findByRole('row', { name: /Budi/ });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('The export failed')).toBeVisible();
    expect(screen.getByText('Try later.')).toBeVisible();
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it('refuses a reader without the report’s permission', async () => {
    api({ ...ME, permissions: [] });
    const load = vi.fn(async () => answer(ROWS));
    renderPage(<Report load={load} onExport={async () => undefined} />, { path: '/', url: '/' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });
});
