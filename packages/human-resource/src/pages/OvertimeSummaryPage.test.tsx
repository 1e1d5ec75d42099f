import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, list, problem } from '@staffdesk/core/testing';
import { kitCatalog } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { messages } from '../locales/id';
import { BANK, CLIENT_ID, clientSummaryOf } from '../testing/fixtures';
import { BANK_OVERTIME_SUMMARY, OVERTIME_HR_ME } from '../testing/overtime';
import { Component as OvertimeSummaryPage } from './OvertimeSummaryPage';

const path = routePatterns.humanResource.overtime.summary;
const url = '/human-resource/overtime/summary';

// Tuesday 15 Dec 2026, 10:00 in Jakarta.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T03:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
});

function summaryApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /me': () => OVERTIME_HR_ME,
    'GET /clients': () => list([clientSummaryOf(BANK)]),
    'GET /overtime/summary': ({ query }) => ({
      ...BANK_OVERTIME_SUMMARY,
      period: query.get('period') ?? BANK_OVERTIME_SUMMARY.period,
    }),
    ...extra,
  });
}

const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  api.callsTo('GET', '/overtime/summary').at(-1)?.query;

describe('HR’s overtime summary', () => {
  it('asks for a client first, then shows each employee and the totals', async () => {
    const api = summaryApi();
    const { user, router } = renderPage(<OvertimeSummaryPage />, { path, url });
    expect(await screen.findByText('Choose a client', { selector: 'p, h2, h3' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    expect(api.callsTo('GET', '/overtime/summary')).toHaveLength(0);

    await chooseOption(
      user,
      await screen.findByRole('combobox', { name: 'Client' }),
      BANK.legalName,
    );
    const table = await screen.findByRole('table', {
      name: `Overtime summary of ${BANK.legalName} for November 2026`,
    });
    const budi = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(budi).toHaveTextContent('EMP-2026-00042');
    expect(budi).toHaveTextContent('6:30');
    expect(budi).toHaveTextContent('4:00');
    expect(budi).toHaveTextContent('10:30');
    expect(budi).toHaveTextContent('Rp 712.345');
    expect(budi).toHaveTextContent('Rp 854.814');
    expect(within(budi).getByRole('link', { name: /1 waiting/ })).toHaveAttribute(
      'href',
      `/human-resource/overtime/dashboard?client=${CLIENT_ID}&period=2026-11&status=pending&search=EMP-2026-00042`,
    );
    const totals = within(table).getByRole('row', { name: /Total/ });
    expect(totals).toHaveTextContent('9:45');
    expect(totals).toHaveTextContent('3:00');
    expect(totals).toHaveTextContent('16:45');
    expect(totals).toHaveTextContent('Rp 1.234.567');
    expect(totals).toHaveTextContent('Rp 1.481.480');
    expect(screen.getByText('21 Oct 2026 – 20 Nov 2026')).toBeVisible();
    expect(lastQuery(api)?.get('clientId')).toBe(CLIENT_ID);
    expect(lastQuery(api)?.get('period')).toBeNull();
    expect(router.state.location.search).toBe(`?client=${CLIENT_ID}`);

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(lastQuery(api)?.get('period')).toBe('2026-10'));
  });

  it('exports the client, period and search shown to Excel', async () => {
    const created = vi.fn(() => 'blob:summary');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = summaryApi({
      'GET /overtime/summary/export': () =>
        new Response('PK', {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        }),
    });
    const { user } = renderPage(<OvertimeSummaryPage />, {
      path,
      url: `${url}?client=${CLIENT_ID}&search=Budi`,
    });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = api.callsTo('GET', '/overtime/summary/export')[0];
    expect(call?.query.get('clientId')).toBe(CLIENT_ID);
    expect(call?.query.get('period')).toBe('2026-11');
    expect(call?.query.get('search')).toBe('Budi');
    expect(call?.query.get('page')).toBeNull();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'overtime-summary-2026-11.xlsx',
    );
  });

  it('says so when the export fails', async () => {
    summaryApi({
      'GET /overtime/summary/export': () => problem(400, 'bad-request', 'The period is wrong.'),
    });
    const { user } = renderPage(<OvertimeSummaryPage />, {
      path,
      url: `${url}?client=${CLIENT_ID}`,
    });
    await screen.findByRole('row', { name: /Budi Santoso/ });
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('The export failed')).toBeInTheDocument();
    expect(screen.getByText('The period is wrong.')).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    const kit = await kitCatalog.id();
    i18n.loadAndActivate({ locale: 'id', messages: { ...kit.messages, ...messages } });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    summaryApi();
    renderPage(<OvertimeSummaryPage />, { path, url: `${url}?client=${CLIENT_ID}` });
    const table = await screen.findByRole('table', {
      name: `Rekap lembur ${BANK.legalName} untuk November 2026`,
    });
    for (const header of ['Hari kerja', 'Hari istirahat', 'Hari libur resmi', 'Upah lembur']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('Rp 1.234.567');
    expect(screen.getByRole('button', { name: 'Ekspor ke Excel' })).toBeEnabled();
    expect(screen.getByText('21 Okt 2026 – 20 Nov 2026')).toBeVisible();
  });
});
