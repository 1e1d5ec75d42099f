// Words of HR's overtime pages (kept in their own page catalog, `locales/pages/overtime`): a
// request's state and kind of day, its hours and times, and where an employee's regulation comes
// from.

import { msg, t } from '@lingui/core/macro';
import { wordsOf } from '@staffdesk/kit';
import { formatMoney, formatNumber, type Status } from '@staffdesk/ui';
import type {
  EffectiveOvertimeScheme,
  OvertimeDayType,
  OvertimeLine,
  OvertimeRequest,
  OvertimeStatus,
} from '../hooks/types';

/** The states in the order of a request's life, as the dashboard's tabs offer them. */
export const OVERTIME_STATUSES: readonly OvertimeStatus[] = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
];

/** Where a request is in its life. */
export const OVERTIME_STATUS_LABELS: Readonly<Record<OvertimeStatus, string>> = wordsOf({
  pending: msg({
    message: 'Waiting for approval',
    comment: 'Overtime request state: the approver has not decided',
  }),
  approved: msg({ message: 'Approved', comment: 'Overtime request state' }),
  rejected: msg({ message: 'Rejected', comment: 'Overtime request state' }),
  cancelled: msg({
    message: 'Cancelled',
    comment: 'Overtime request state: the employee withdrew it',
  }),
});

/** The badge colour of each state (pending amber, approved green, rejected red, cancelled slate). */
export const OVERTIME_STATUS_BADGES: Readonly<Record<OvertimeStatus, Status>> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** What kind of day the overtime fell on, which sets its multipliers and caps. */
export const OVERTIME_DAY_TYPE_LABELS: Readonly<Record<OvertimeDayType, string>> = wordsOf({
  workday: msg({ message: 'Workday', comment: 'Overtime on a normal working day' }),
  restday: msg({ message: 'Rest day', comment: 'Overtime on a weekly rest day' }),
  holiday: msg({ message: 'Public holiday', comment: 'Overtime on a public holiday' }),
});

/** Where an employee's regulation comes from. */
export const OVERTIME_SOURCE_LABELS: Readonly<Record<EffectiveOvertimeScheme['source'], string>> =
  wordsOf({
    employee: msg({
      message: 'Their own regulation',
      comment: 'Overtime regulation set for this employee alone',
    }),
    client: msg({
      message: 'The client’s regulation',
      comment: 'Overtime regulation of the client the employee is placed at',
    }),
    default: msg({
      message: 'The default: government, 3 h a workday, 14 h a week',
      comment: 'Overtime regulation when neither the employee nor the client has one',
    }),
  });

/** `18:00–21:00`. */
export function timeRangeText(request: Pick<OvertimeRequest, 'startTime' | 'endTime'>): string {
  const from = request.startTime;
  const to = request.endTime;
  return t({ message: `${from}–${to}`, comment: 'Overtime from – to, 24-hour: 18:00–21:00' });
}

/** `3 h`, `1,5 h`: a request's hours as a decimal. */
export function hoursText(minutes: number): string {
  const hours = formatNumber(minutes / 60);
  return t({ message: `${hours} h`, comment: 'A number of hours: 3 h, 1,5 h' });
}

/** `1,5 ×` for 150 %. */
export function multiplierText(pct: number): string {
  const times = formatNumber(pct / 100);
  return t({ message: `${times} ×`, comment: 'A multiplier of the hourly wage: 1,5 ×' });
}

/** A pay line's hours: `Hour 1`, `Hours 2 to 3`. */
export function lineHoursText(line: OvertimeLine): string {
  const from = line.fromHour;
  const to = line.toHour;
  return from === to ? t`Hour ${from}` : t`Hours ${from} to ${to}`;
}

/** Rupiah with the sen the law's sum carries before the last rounding: `Rp 28.901,73`. */
export function exactMoney(value: number): string {
  return formatMoney(value, { decimals: 2 });
}
