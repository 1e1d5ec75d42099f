import { routePatterns } from '@staffdesk/core';
import { chooseOption, fakeApi, problem } from '@staffdesk/core/testing';
import type { Timesheet, TimesheetDay } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { MyTimesheet, TimesheetDayChange } from '../lib/types';
import { CLIENT_ID, SARI_REF } from '../testing/fixtures';
import { Component as TimesheetPage } from './TimesheetPage';

const path = routePatterns.employee.timesheet;
const SHEET_ID = '00000000-0000-4000-8000-0000000071a1';

const day = (
  date: string,
  kind: TimesheetDay['kind'],
  extra: Partial<TimesheetDay> = {},
): TimesheetDay => ({
  date,
  kind,
  workedMinutes: kind === 'present' ? 480 : null,
  overtimeMinutes: 0,
  clockIn: kind === 'present' ? '08:00' : null,
  clockOut: kind === 'present' ? '17:00' : null,
  note: '',
  disputeComment: null,
  ...extra,
});

/** Sari's sheet of the period ending in November 2026 (21 Oct – 20 Nov), a few of its days. */
function sheet(extra: Partial<Timesheet> = {}): Timesheet {
  return {
    id: SHEET_ID,
    employee: SARI_REF,
    clientId: CLIENT_ID,
    clientName: 'PT Bank Nusantara',
    period: '2026-11',
    periodStart: '2026-10-21',
    periodEnd: '2026-11-20',
    status: 'draft',
    totals: {
      workedMinutes: 1020,
      overtimeMinutes: 60,
      presentDays: 2,
      leaveDays: 1,
      sickDays: 0,
      absentDays: 0,
    },
    submittedAt: null,
    submittedBy: null,
    decidedAt: null,
    decidedBy: null,
    disputeComment: null,
    reopenReason: null,
    sentToPic: false,
    days: [
      day('2026-11-02', 'present', {
        workedMinutes: 540,
        overtimeMinutes: 60,
        clockIn: '07:58',
        clockOut: '17:02',
      }),
      day('2026-11-03', 'present', { note: 'Training at the head office' }),
      day('2026-11-04', 'leave'),
      day('2026-11-07', 'day-off'),
    ],
    payrollReadAt: null,
    closing: { submittableFrom: '2026-11-20', ended: true, payrollApproved: false },
    ...extra,
  };
}

function answer(timesheet: Timesheet | null, extra: Partial<MyTimesheet> = {}): MyTimesheet {
  return {
    period: '2026-11',
    periodStart: '2026-10-21',
    periodEnd: '2026-11-20',
    previousPeriod: '2026-10',
    nextPeriod: null,
    timesheet,
    ...extra,
  };
}

/** The PIC sent it back: a comment on the sheet and one on 3 Nov. */
function disputed(): Timesheet {
  const base = sheet();
  return {
    ...base,
    status: 'disputed',
    submittedAt: '2026-11-21T02:00:00.000Z',
    submittedBy: 'Sari Wulandari',
    decidedAt: '2026-11-22T03:00:00.000Z',
    decidedBy: 'Budi Hartono',
    disputeComment: 'Please check the hours of 3 Nov.',
    days: base.days.map((d) =>
      d.date === '2026-11-03' ? { ...d, disputeComment: 'Sari left at 15:00 that day.' } : d,
    ),
  };
}

function approved(): Timesheet {
  return {
    ...sheet(),
    status: 'approved',
    submittedAt: '2026-11-21T02:00:00.000Z',
    submittedBy: 'Sari Wulandari',
    decidedAt: '2026-11-22T03:00:00.000Z',
    decidedBy: 'Budi Hartono',
  };
}

/** The day PUT as the server does it: the row changes, the PIC's comments stay until submitted. */
function changed(current: Timesheet, date: string, body: TimesheetDayChange): Timesheet {
  return {
    ...current,
    days: current.days.map((d) =>
      d.date === date
        ? {
            ...d,
            kind: body.kind,
            workedMinutes: body.kind === 'present' ? (body.workedMinutes ?? null) : null,
            note: body.note ?? '',
          }
        : d,
    ),
  };
}

function submitted(current: Timesheet): Timesheet {
  return {
    ...current,
    status: 'submitted',
    submittedAt: '2026-11-23T02:00:00.000Z',
    submittedBy: 'Sari Wulandari',
    decidedAt: null,
    decidedBy: null,
    disputeComment: null,
    days: current.days.map((d) => ({ ...d, disputeComment: null })),
  };
}

const url = '/employee/timesheet';

describe('my timesheet', () => {
  it('shows the PIC’s comments, corrects a day in minutes and submits the sheet again', async () => {
    let current = disputed();
    const api = fakeApi({
      'GET /me/timesheet': () => answer(current),
      'PUT /me/timesheets/:id/days/:date': ({ params, body }) => {
        current = changed(current, params.date ?? '', body as TimesheetDayChange);
        return current;
      },
      'POST /me/timesheets/:id/submit': () => {
        current = submitted(current);
        return current;
      },
    });
    const { user } = renderPage(<TimesheetPage />, { path, url });

    expect(await screen.findByRole('group', { name: 'Period' })).toHaveTextContent(
      '21 Oct 2026 – 20 Nov 2026',
    );
    expect(screen.getByRole('heading', { name: 'Timesheet' })).toBeInTheDocument();
    expect(screen.getByText('Disputed')).toBeInTheDocument();
    expect(screen.getByText(/At PT Bank Nusantara\./)).toBeInTheDocument();
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('The client PIC sent this timesheet back');
    expect(banner).toHaveTextContent('Their comment: “Please check the hours of 3 Nov.”');
    expect(banner).toHaveTextContent('They commented on these days: 3 Nov 2026.');

    const days = within(screen.getByRole('list', { name: 'Days of 21 Oct 2026 – 20 Nov 2026' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(days).toHaveLength(4);
    expect(days[0]).toContain('Monday, 2 Nov 2026');
    expect(days[0]).toContain('07:58 to 17:02 · Worked 9:00 · Overtime 1:00');
    expect(days[1]).toContain('Client PIC: Sari left at 15:00 that day.');
    expect(days[1]).toContain('Note: Training at the head office');
    expect(days[2]).toContain('Leave');
    expect(days[3]).toContain('Day off');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Hours worked').nextSibling).toHaveTextContent('17:00');
    expect(within(totals).getByText('Days on leave').nextSibling).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Correct Tuesday, 3 Nov 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct Tuesday, 3 Nov 2026' });
    expect(within(dialog).getByText('Sari left at 15:00 that day.')).toBeInTheDocument();
    const hours = within(dialog).getByLabelText(/^Hours worked/);
    expect(hours).toHaveValue('8:00');
    await user.clear(hours);
    await user.type(hours, '6:30');
    const note = within(dialog).getByLabelText(/^Note/);
    await user.clear(note);
    await user.type(note, 'Left early for the doctor.');
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));

    expect(await screen.findByText('Tuesday, 3 Nov 2026 saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/me/timesheets/${SHEET_ID}/days/2026-11-03`)[0]?.body).toEqual({
      kind: 'present',
      workedMinutes: 390,
      note: 'Left early for the doctor.',
    });
    expect(await screen.findByText(/Worked 6:30/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit to the client PIC' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Submit the timesheet to the client PIC?',
    });
    expect(confirm).toHaveTextContent('Hours worked 17:00, 2 days present.');
    expect(api.callsTo('POST', `/me/timesheets/${SHEET_ID}/submit`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Submit to the client PIC' }));

    expect(await screen.findByText('Timesheet submitted')).toBeInTheDocument();
    expect(api.callsTo('POST', `/me/timesheets/${SHEET_ID}/submit`)).toHaveLength(1);
    expect(await screen.findByText(/You cannot change it meanwhile\./)).toBeInTheDocument();
    expect(screen.getByText('Waiting for the client PIC', { selector: '.sd-badge' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Correct / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit to the client PIC' })).toBeNull();
    expect(screen.queryByText(/Client PIC:/)).toBeNull();
  });

  it('offers no changes on an approved sheet, and says who approved it', async () => {
    fakeApi({ 'GET /me/timesheet': () => answer(approved()) });
    renderPage(<TimesheetPage />, { path, url });

    expect(
      await screen.findByText(/Approved by Budi Hartono on 22 Nov 2026\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/If something is wrong, ask HR to reopen it\./)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /^Days of/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Correct / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit to the client PIC' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('opens a sheet not made yet, once, and shows it', async () => {
    const api = fakeApi({
      'GET /me/timesheet': () => answer(null),
      'POST /me/timesheet': () => answer(sheet()),
    });
    renderPage(<TimesheetPage />, { path, url });

    expect(await screen.findByRole('list', { name: /^Days of/ })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says there is no timesheet when I was not placed in the period', async () => {
    const notPlaced = () =>
      answer(null, {
        period: '2026-01',
        periodStart: '2025-12-21',
        periodEnd: '2026-01-20',
        previousPeriod: '2025-12',
        nextPeriod: '2026-02',
      });
    fakeApi({ 'GET /me/timesheet': notPlaced, 'POST /me/timesheet': notPlaced });
    renderPage(<TimesheetPage />, { path, url: `${url}?period=2026-01` });

    expect(await screen.findByText('No timesheet for this period')).toBeInTheDocument();
    expect(screen.getByText(/You were not placed at a client in this period/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Period' })).toHaveTextContent(
      '21 Dec 2025 – 20 Jan 2026',
    );
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.queryByRole('list', { name: /^Days of/ })).toBeNull();
  });

  it('goes to the period before and back, in the address', async () => {
    const api = fakeApi({
      'GET /me/timesheet': ({ query }) =>
        query.get('period') === '2026-10'
          ? answer(
              { ...sheet(), period: '2026-10', periodStart: '2026-09-21', periodEnd: '2026-10-20' },
              {
                period: '2026-10',
                periodStart: '2026-09-21',
                periodEnd: '2026-10-20',
                previousPeriod: '2026-09',
                nextPeriod: '2026-11',
              },
            )
          : answer(sheet()),
    });
    const { user, router } = renderPage(<TimesheetPage />, { path, url });
    const period = await screen.findByRole('group', { name: 'Period' });
    expect(api.callsTo('GET', '/me/timesheet')[0]?.query.has('period')).toBe(false);
    expect(within(period).getByRole('button', { name: 'Next period' })).toBeDisabled();

    await user.click(within(period).getByRole('button', { name: 'Previous period' }));
    expect(await within(period).findByText('21 Sep 2026 – 20 Oct 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?period=2026-10');
    expect(api.callsTo('GET', '/me/timesheet').at(-1)?.query.get('period')).toBe('2026-10');

    await user.click(within(period).getByRole('button', { name: 'Next period' }));
    expect(await within(period).findByText('21 Oct 2026 – 20 Nov 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?period=2026-11');
  });

  it('asks for the hours of a day present, and sends none for a day on leave', async () => {
    const api = fakeApi({
      'GET /me/timesheet': () => answer(sheet()),
      'PUT /me/timesheets/:id/days/:date': ({ params, body }) =>
        changed(sheet(), params.date ?? '', body as TimesheetDayChange),
    });
    const { user } = renderPage(<TimesheetPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Correct Saturday, 7 Nov 2026' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/^Hours worked/)).toBeNull();

    await chooseOption(user, within(dialog).getByLabelText(/^Day/), 'present');
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));
    expect(await within(dialog).findByText('Enter the hours worked.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Hours worked/), 'eight');
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));
    expect(await within(dialog).findByText('Enter the hours as 8:30 or 8.5.')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/me/timesheets/${SHEET_ID}/days/2026-11-07`)).toHaveLength(0);

    await chooseOption(user, within(dialog).getByLabelText(/^Day/), 'sick');
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));
    expect(await screen.findByText('Saturday, 7 Nov 2026 saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/me/timesheets/${SHEET_ID}/days/2026-11-07`)[0]?.body).toEqual({
      kind: 'sick',
      workedMinutes: null,
      note: '',
    });
  });

  it('shows the server’s objection on its field', async () => {
    fakeApi({
      'GET /me/timesheet': () => answer(sheet()),
      'PUT /me/timesheets/:id/days/:date': () =>
        problem(400, 'validation-failed', 'Check the day.', {
          workedMinutes: 'More than the time between your clock-in and clock-out.',
        }),
    });
    const { user } = renderPage(<TimesheetPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Correct Monday, 2 Nov 2026' }));
    const dialog = await screen.findByRole('dialog');
    const hours = within(dialog).getByLabelText(/^Hours worked/);
    await user.clear(hours);
    await user.type(hours, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));
    expect(
      await within(dialog).findByText('More than the time between your clock-in and clock-out.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Hours worked/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the sheet anew with the server’s message when it was submitted meanwhile', async () => {
    let current = sheet();
    const api = fakeApi({
      'GET /me/timesheet': () => answer(current),
      'POST /me/timesheets/:id/submit': () => {
        current = submitted(sheet());
        return problem(
          409,
          'timesheet-locked',
          'This timesheet waits for the client PIC and cannot be changed.',
        );
      },
    });
    const { user } = renderPage(<TimesheetPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Submit to the client PIC' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Submit to the client PIC' }));

    expect(
      await screen.findByText('This timesheet waits for the client PIC and cannot be changed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The timesheet has changed')).toBeInTheDocument();
    expect(await screen.findByText(/You cannot change it meanwhile\./)).toBeInTheDocument();
    expect(api.callsTo('GET', '/me/timesheet').length).toBeGreaterThan(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Correct / })).toBeNull();
  });

  it('downloads the PDF under the server’s file name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:timesheet');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const api = fakeApi({
      'GET /me/timesheet': () => answer(approved()),
      'GET /me/timesheets/:id/pdf': () =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'inline; filename="timesheet-2026-11-sari.pdf"',
          },
        }),
    });
    const { user } = renderPage(<TimesheetPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(saved).toEqual(['timesheet-2026-11-sari.pdf']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(api.callsTo('GET', `/me/timesheets/${SHEET_ID}/pdf`)).toHaveLength(1);
  });

  it('keeps the submit button closed until the period’s last day, saying from when', async () => {
    fakeApi({
      'GET /me/timesheet': () =>
        answer(
          sheet({
            period: '2026-12',
            periodStart: '2026-11-21',
            periodEnd: '2026-12-20',
            days: [day('2026-11-27', 'absent'), day('2026-12-01', 'upcoming')],
            closing: { submittableFrom: '2026-12-20', ended: false, payrollApproved: false },
          }),
        ),
    });
    renderPage(<TimesheetPage />, { path, url });
    const submit = await screen.findByRole('button', { name: 'Submit to the client PIC' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Can be submitted from 20 Dec 2026');
    // A day still to come is neither present nor absent, and cannot be filled in ahead.
    const ahead = screen.getByText('Tuesday, 1 Dec 2026', { exact: false }).closest('li')!;
    expect(within(ahead).getByText('Not yet')).toBeInTheDocument();
    expect(within(ahead).queryByRole('button', { name: /^Correct / })).toBeNull();
    expect(screen.getByRole('button', { name: /^Correct .*27 Nov/ })).toBeEnabled();
  });

  it('says the sheet is locked once the month’s payroll is approved', async () => {
    fakeApi({
      'GET /me/timesheet': () =>
        answer(
          sheet({ closing: { submittableFrom: '2026-11-20', ended: true, payrollApproved: true } }),
        ),
    });
    renderPage(<TimesheetPage />, { path, url });
    expect(await screen.findByText('The payroll of this period is approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit to the client PIC' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Correct / })).toBeNull();
  });

  it('shows the reason HR reopened the sheet', async () => {
    fakeApi({
      'GET /me/timesheet': () =>
        answer({
          ...sheet(),
          status: 'submitted',
          sentToPic: true,
          submittedAt: '2026-11-21T02:00:00.000Z',
          reopenReason: 'The overtime of 2 Nov was not counted.',
        }),
    });
    renderPage(<TimesheetPage />, { path, url });
    expect(await screen.findByText('HR reopened this timesheet')).toBeInTheDocument();
    expect(screen.getByText('Reason: The overtime of 2 Nov was not counted.')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Submitted on 21 Nov 2026\. The client PIC has it and has not decided yet\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Correct / })).toBeNull();
  });
});
