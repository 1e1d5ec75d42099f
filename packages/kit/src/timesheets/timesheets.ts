// Timesheet words and types, shared by the employee's, HR's and the client PIC's pages. Every
// type comes from the generated contract.

import { msg, t } from '@lingui/core/macro';
import type { MainSchema } from '@staffdesk/api';
import { type BadgeTone, formatDate } from '@staffdesk/ui';
import { wordsOf } from '../labels/labels';

export type Timesheet = MainSchema<'Timesheet'>;
export type TimesheetSummary = MainSchema<'TimesheetSummary'>;
export type TimesheetDay = MainSchema<'TimesheetDay'>;
export type TimesheetDayKind = TimesheetDay['kind'];
export type TimesheetStatus = Timesheet['status'];
export type TimesheetTotals = MainSchema<'TimesheetTotals'>;
/**
 * A correction of one day: what it was, the minutes worked (only for a day present) and a note.
 * The body of both `PUT /me/timesheets/{id}/days/{date}` and `PUT /timesheets/{id}/days/{date}`.
 */
export type TimesheetDayChange = MainSchema<'TimesheetDayChangeInput'>;

/** What a row says the day was. */
export const TIMESHEET_DAY_KIND_LABELS: Readonly<Record<TimesheetDayKind, string>> = wordsOf({
  present: msg({ message: 'Present', comment: 'Timesheet row: the employee worked that day' }),
  leave: msg({ message: 'Leave', comment: 'Timesheet row: on leave that day' }),
  sick: msg({ message: 'Sick', comment: 'Timesheet row: on sick leave that day' }),
  holiday: msg({ message: 'Holiday', comment: 'Timesheet row: a public or client holiday' }),
  'day-off': msg({ message: 'Day off', comment: 'Timesheet row: not a working day' }),
  absent: msg({ message: 'Absent', comment: 'Timesheet row: a working day not worked' }),
  upcoming: msg({
    message: 'Not yet',
    comment: 'Timesheet row: a working day still to come, neither present nor absent',
  }),
});

/** Where a sheet is in its life. */
export const TIMESHEET_STATUS_LABELS: Readonly<Record<TimesheetStatus, string>> = wordsOf({
  draft: msg({ message: 'Draft', comment: 'Timesheet state: the employee has not submitted it' }),
  submitted: msg({
    message: 'Waiting for the client PIC',
    comment: 'Timesheet state: submitted, the client PIC has not decided',
  }),
  approved: msg({ message: 'Approved', comment: 'Timesheet state' }),
  disputed: msg({
    message: 'Disputed',
    comment: 'Timesheet state: the client PIC sent it back with comments',
  }),
});

/** The badge tone of each state. */
export const TIMESHEET_STATUS_TONES: Readonly<Record<TimesheetStatus, BadgeTone>> = {
  draft: 'neutral',
  submitted: 'info',
  approved: 'success',
  disputed: 'danger',
};

/** `8:30` for 510 minutes (hours and minutes, as timesheets write them); `–` for none. */
export function hoursMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '–';
  const total = Math.max(0, Math.round(minutes));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** `21 Oct 2026 – 20 Nov 2026`. */
export function periodText(period: { periodStart: string; periodEnd: string }): string {
  const from = formatDate(period.periodStart);
  const to = formatDate(period.periodEnd);
  return t({ message: `${from} – ${to}`, comment: 'A timesheet period: first day – last day' });
}
