import { i18n } from '@lingui/core';
import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, json, list } from '@staffdesk/core/testing';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../locales/id';
import { BANK, CLIENT_ID, clientSummaryOf, HOLIDAYS, HR_ME, READER_ME } from '../testing/fixtures';
import { Component as CalendarPage } from './CalendarPage';

const path = routePatterns.humanResource.calendar.holidays;
const url = '/human-resource/calendar/holidays?year=2026';

function calendarApi(extra: Parameters<typeof fakeApi>[0] = {}, me = HR_ME) {
  return fakeApi({
    'GET /me': () => me,
    'GET /clients': () => list([clientSummaryOf(BANK)]),
    'GET /holidays': () => ({ items: HOLIDAYS }),
    ...extra,
  });
}

describe('the holiday calendar', () => {
  it('lists the year month by month, and asks for a client’s calendar', async () => {
    const api = calendarApi();
    const { user } = renderPage(<CalendarPage />, { path, url });
    const december = await screen.findByRole('table', { name: 'December 2026' });
    const rows = within(december).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Thu 24 Dec 2026');
    expect(rows[0]).toHaveTextContent('Cuti bersama');
    expect(rows[1]).toHaveTextContent('Hari Raya Natal');
    expect(rows[1]).toHaveTextContent('National holiday');
    expect(screen.getByRole('table', { name: 'August 2026' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/holidays')[0]?.query.get('year')).toBe('2026');

    await chooseOption(
      user,
      await screen.findByRole('combobox', { name: 'Client calendar' }),
      BANK.legalName,
    );
    await waitFor(() =>
      expect(api.callsTo('GET', '/holidays').at(-1)?.query.get('clientId')).toBe(CLIENT_ID),
    );

    await chooseOption(user, screen.getByRole('combobox', { name: 'Kind' }), 'Company event');
    expect(screen.queryByRole('table', { name: 'December 2026' })).toBeNull();
    expect(screen.getByRole('table', { name: 'November 2026' })).toHaveTextContent(
      'Company outing',
    );
  });

  it('adds a client holiday for a chosen client', async () => {
    const api = calendarApi({
      'POST /holidays': ({ body }) =>
        json(201, { id: '00000000-0000-4000-8000-00000000006e', ...(body as object) }),
    });
    const { user } = renderPage(<CalendarPage />, { path, url });
    await screen.findByRole('table', { name: 'December 2026' });
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add event' });
    await user.type(within(dialog).getByLabelText(/Date/), '2026-10-05');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bank anniversary');
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: 'Kind' }),
      'Client holiday',
    );
    await chooseOption(
      user,
      await within(dialog).findByRole('combobox', { name: 'Client' }),
      BANK.legalName,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('Event added')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET', '/holidays').at(-1)?.query.get('clientId')).toBe(CLIENT_ID),
    );
    expect(api.callsTo('POST', '/holidays')[0]?.body).toEqual({
      date: '2026-10-05',
      name: 'Bank anniversary',
      kind: 'client-holiday',
      clientId: CLIENT_ID,
    });
  });

  it('deletes an event after confirming', async () => {
    const api = calendarApi({ 'DELETE /holidays/:id': () => new Response(null, { status: 204 }) });
    const { user } = renderPage(<CalendarPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Delete Company outing' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Company outing?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/holidays/00000000-0000-4000-8000-000000007834')).toHaveLength(1);
  });

  it('counts working days and lists the days skipped with their reasons', async () => {
    const api = calendarApi({
      'GET /working-days': () => ({
        workingDays: 20,
        dates: [],
        skipped: [
          { date: '2026-12-24', reason: 'Cuti bersama Natal', kind: 'collective-leave' },
          { date: '2026-12-25', reason: 'Hari Raya Natal', kind: 'national' },
        ],
      }),
    });
    const { user } = renderPage(<CalendarPage />, { path, url });
    const tool = await screen.findByRole('form', { name: 'Count working days' });
    await user.type(within(tool).getByLabelText(/From/), '2026-12-01');
    await user.type(within(tool).getByLabelText(/^To/), '2026-12-31');
    await chooseOption(
      user,
      within(tool).getByRole('combobox', { name: 'Work week' }),
      '6 days (Monday to Saturday)',
    );
    await user.click(within(tool).getByRole('button', { name: 'Count working days' }));
    expect(await screen.findByText('20 working days')).toBeInTheDocument();
    const skipped = screen.getByRole('table', { name: 'Days not counted' });
    expect(within(skipped).getByRole('row', { name: /25 Dec 2026 Hari Raya Natal/ })).toBeVisible();
    const query = api.callsTo('GET', '/working-days')[0]?.query;
    expect(query?.get('from')).toBe('2026-12-01');
    expect(query?.get('to')).toBe('2026-12-31');
    expect(query?.get('workWeek')).toBe('6');
    expect(query?.get('clientId')).toBeNull();
  });

  it('hides adding and deleting from a user who may only read', async () => {
    calendarApi({}, READER_ME);
    renderPage(<CalendarPage />, { path, url });
    await screen.findByRole('table', { name: 'December 2026' });
    expect(screen.queryByRole('button', { name: 'Add event' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('starts on company events at the events address', async () => {
    vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
    try {
      calendarApi();
      renderPage(<CalendarPage />, {
        path: routePatterns.humanResource.calendar.events,
        url: '/human-resource/calendar/events',
      });
      expect(await screen.findByRole('table', { name: 'November 2026' })).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'December 2026' })).toBeNull();
      expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('company-event');
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the months and weekdays in Indonesian', async () => {
    i18n.loadAndActivate({ locale: 'id', messages });
    // renderPage's StaffdeskProvider starts in the browser's language: make it Indonesian.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID']);
    calendarApi();
    renderPage(<CalendarPage />, { path, url });
    const december = await screen.findByRole('table', { name: 'Desember 2026' });
    const rows = within(december).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Kam 24 Des 2026');
    expect(rows[1]).toHaveTextContent('Jum 25 Des 2026');
    expect(screen.getByRole('table', { name: 'Agustus 2026' })).toBeInTheDocument();
  });
});
