import { routePatterns } from '@staffdesk/core';
import { fakeApi, problem } from '@staffdesk/core/testing';
import type { Timesheet } from '@staffdesk/kit';
import { renderPage } from '@staffdesk/kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ATTENDANCE_HR_ME, CLIENT_ID } from '../testing/fixtures';
import { BUDI_APPROVED, BUDI_DISPUTED, BUDI_SHEET_ID } from '../testing/timesheets';
import { Component as TimesheetDetailPage } from './TimesheetDetailPage';

const path = routePatterns.humanResource.timesheet.detail;
const url = `/human-resource/timesheet/${BUDI_SHEET_ID}`;
const sheetPath = `/timesheets/${BUDI_SHEET_ID}`;

/** A fake server holding one sheet, changed by what the page sends. */
function sheetApi(start: Timesheet, extra: Parameters<typeof fakeApi>[0] = {}) {
  let sheet = start;
  return fakeApi({
    'GET /me': () => ATTENDANCE_HR_ME,
    'GET /timesheets/:id': () => sheet,
    'POST /timesheets/:id/reopen': ({ body }) => {
      sheet = {
        ...sheet,
        status: 'submitted',
        reopenReason: (body as { reason: string }).reason,
        decidedAt: null,
        decidedBy: null,
      };
      return sheet;
    },
    'POST /timesheets/:id/submit': () => {
      sheet = {
        ...sheet,
        status: 'submitted',
        submittedBy: 'Rina Wulandari',
        disputeComment: null,
        days: sheet.days.map((day) => ({ ...day, disputeComment: null })),
      };
      return sheet;
    },
    'PUT /timesheets/:id/days/:date': ({ params, body }) => {
      const change = body as { kind: 'present'; workedMinutes: number | null; note: string };
      sheet = {
        ...sheet,
        days: sheet.days.map((day) => (day.date === params.date ? { ...day, ...change } : day)),
      };
      return sheet;
    },
    ...extra,
  });
}

describe('an employee’s timesheet', () => {
  it('shows an approved sheet with no correction, and reopens it with a reason', async () => {
    const api = sheetApi(BUDI_APPROVED);
    const { user } = renderPage(<TimesheetDetailPage />, { path, url });
    expect(await screen.findByRole('heading', { name: 'Budi Santoso' })).toBeVisible();
    expect(
      screen.getByText(
        'PT Bank Nusantara Indonesia Tbk · November 2026 (21 Oct 2026 – 20 Nov 2026)',
      ),
    ).toBeVisible();
    expect(screen.getByText('Siti Rahmawati, 23 Nov 2026, 10:00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Timesheets' })).toHaveAttribute(
      'href',
      `/human-resource/timesheet?client=${CLIENT_ID}&period=2026-11`,
    );
    const days = screen.getByRole('table', { name: 'Days of Budi Santoso’s timesheet' });
    const first = within(days).getByRole('row', { name: /21 Oct 2026/ });
    expect(first).toHaveTextContent('Wed, 21 Oct 2026');
    expect(first).toHaveTextContent('07:58');
    expect(first).toHaveTextContent('8:30');
    // Approved: nothing to correct or submit.
    expect(within(days).queryByRole('button', { name: /Correct/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit on behalf' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Budi Santoso’s timesheet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen timesheet' }));
    expect(
      await within(dialog).findByText('Say why, so the client PIC knows what to check again.'),
    ).toBeVisible();
    expect(api.callsTo('POST', `${sheetPath}/reopen`)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The overtime of 21 Oct was entered twice.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reopen timesheet' }));
    expect(await screen.findByText('Timesheet reopened')).toBeInTheDocument();
    expect(api.callsTo('POST', `${sheetPath}/reopen`)[0]?.body).toEqual({
      reason: 'The overtime of 21 Oct was entered twice.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('The overtime of 21 Oct was entered twice.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('cannot reopen a sheet payroll has read', async () => {
    sheetApi({ ...BUDI_APPROVED, payrollReadAt: '2026-11-25T02:00:00.000Z' });
    renderPage(<TimesheetDetailPage />, { path, url });
    expect(
      await screen.findByText(
        'Payroll used this timesheet on 25 Nov 2026, 09:00; it can no longer be reopened.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('says why the server refused to reopen', async () => {
    sheetApi(BUDI_APPROVED, {
      'POST /timesheets/:id/reopen': () =>
        problem(
          409,
          'payroll-read',
          'Payroll has already used this timesheet; it can no longer be reopened.',
        ),
    });
    const { user } = renderPage(<TimesheetDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong hours.');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen timesheet' }));
    expect(
      await screen.findByText(
        'Payroll has already used this timesheet; it can no longer be reopened.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the PIC’s comments on a disputed sheet, corrects a day and submits it', async () => {
    const api = sheetApi(BUDI_DISPUTED);
    const { user } = renderPage(<TimesheetDetailPage />, { path, url });
    expect(await screen.findByText('The client PIC disputed this timesheet')).toBeVisible();
    expect(screen.getByText('Please check the first day.')).toBeVisible();
    const days = screen.getByRole('table', { name: 'Days of Budi Santoso’s timesheet' });
    const first = within(days).getByRole('row', { name: /21 Oct 2026/ });
    expect(first).toHaveTextContent('Client PIC: He left at 16:00 that day.');

    await user.click(within(first).getByRole('button', { name: 'Correct Wed, 21 Oct 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct Wed, 21 Oct 2026' });
    const hours = within(dialog).getByRole('textbox', { name: /Hours worked/ });
    expect(hours).toHaveValue('8:30');
    await user.clear(hours);
    await user.type(hours, '7:45');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Left at 16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', `${sheetPath}/days/2026-10-21`)[0]?.body).toEqual({
      kind: 'present',
      workedMinutes: 7 * 60 + 45,
      note: 'Left at 16:00',
    });
    expect(await within(days).findByText('Left at 16:00')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit on behalf' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Submit Budi Santoso’s timesheet on their behalf?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Submit timesheet' }));
    expect(await screen.findByText('Timesheet submitted')).toBeInTheDocument();
    expect(api.callsTo('POST', `${sheetPath}/submit`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Submit on behalf' })).toBeNull(),
    );
  });

  it('keeps submitting on behalf closed until the period’s last day, saying from when', async () => {
    sheetApi({
      ...BUDI_DISPUTED,
      status: 'draft',
      period: '2026-12',
      periodStart: '2026-11-21',
      periodEnd: '2026-12-20',
      days: [
        { ...BUDI_DISPUTED.days[0]!, date: '2026-12-01', kind: 'upcoming', disputeComment: null },
      ],
      closing: { submittableFrom: '2026-12-20', ended: false, payrollApproved: false },
    });
    renderPage(<TimesheetDetailPage />, { path, url });
    const submit = await screen.findByRole('button', { name: 'Submit on behalf' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Can be submitted from 20 Dec 2026');
    expect(screen.getByRole('cell', { name: 'Not yet' })).toBeInTheDocument();
    // A day still to come cannot be corrected ahead.
    expect(screen.queryByRole('button', { name: /^Correct / })).toBeNull();
  });

  it('changes nothing once the month’s payroll is approved', async () => {
    sheetApi({
      ...BUDI_APPROVED,
      closing: { submittableFrom: '2026-11-20', ended: true, payrollApproved: true },
    });
    renderPage(<TimesheetDetailPage />, { path, url });
    expect(await screen.findByText('The payroll of November 2026 is approved')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit on behalf' })).toBeNull();
  });

  it('downloads the PDF', async () => {
    const created = vi.fn(() => 'blob:timesheet');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    sheetApi(BUDI_APPROVED, {
      'GET /timesheets/:id/pdf': () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const { user } = renderPage(<TimesheetDetailPage />, { path, url });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('timesheet-EMP-2026-00042-2026-11.pdf');
  });
});
