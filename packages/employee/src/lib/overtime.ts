// Overtime words and sums of my overtime pages. Their words are in the overtime pages' own
// catalog (`locales/pages/overtime`), loaded when one of those pages opens.

import { msg, t } from '@lingui/core/macro';
import { wordsOf } from '@staffdesk/kit';
import type { BadgeTone } from '@staffdesk/ui';
import type {
  OvertimeDayType,
  OvertimeMethod,
  OvertimeSchemeSource,
  OvertimeStatus,
} from './types';

/** Where a request is in its life; "pending" waits for my client's approver. */
export const OVERTIME_STATUS_LABELS: Readonly<Record<OvertimeStatus, string>> = wordsOf({
  pending: msg({ message: 'Waiting for approval', context: 'overtime status' }),
  approved: msg({ message: 'Approved', context: 'overtime status' }),
  rejected: msg({ message: 'Rejected', context: 'overtime status' }),
  cancelled: msg({ message: 'Cancelled', context: 'overtime status' }),
});

/** What the day of the overtime was (PP 35/2021 pays each differently). */
export const OVERTIME_DAY_TYPE_LABELS: Readonly<Record<OvertimeDayType, string>> = wordsOf({
  workday: msg({ message: 'Workday', context: 'overtime day type' }),
  restday: msg({ message: 'Rest day', context: 'overtime day type' }),
  holiday: msg({ message: 'Public holiday', context: 'overtime day type' }),
});

export const OVERTIME_DAY_TYPE_TONES: Readonly<Record<OvertimeDayType, BadgeTone>> = {
  workday: 'neutral',
  restday: 'info',
  holiday: 'info',
};

/** How my overtime regulation computes the pay. */
export const OVERTIME_METHOD_LABELS: Readonly<Record<OvertimeMethod, string>> = wordsOf({
  government: msg({ message: 'Government method (PP 35/2021)', context: 'overtime method' }),
  'fixed-rate': msg({ message: 'Fixed hourly rate', context: 'overtime method' }),
  'client-multipliers': msg({ message: 'Your client’s multipliers', context: 'overtime method' }),
});

/** Whose overtime regulation applies to me. */
export const OVERTIME_SOURCE_LABELS: Readonly<Record<OvertimeSchemeSource, string>> = wordsOf({
  employee: msg({ message: 'your own regulation', context: 'overtime regulation source' }),
  client: msg({ message: 'your client’s regulation', context: 'overtime regulation source' }),
  default: msg({ message: 'the default regulation', context: 'overtime regulation source' }),
});

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minuteOfDay(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The minutes of overtime from `start` to `end` ('HH:MM', Jakarta), as the server counts them:
 * an end at or before the start is the next morning. Null while a time is missing or unreadable.
 */
export function overtimeMinutes(start: string, end: string): number | null {
  const from = minuteOfDay(start);
  const to = minuteOfDay(end);
  if (from === null || to === null) return null;
  return to > from ? to - from : to + 1440 - from;
}

/** Whether the overtime from `start` to `end` ends the next morning. */
export function endsNextDay(start: string, end: string): boolean {
  const from = minuteOfDay(start);
  const to = minuteOfDay(end);
  return from !== null && to !== null && to <= from;
}

/** `18:00–21:00`, or `22:00–01:00 (next day)` when it ends the next morning. */
export function overtimeTimes(request: { startTime: string; endTime: string }): string {
  const from = request.startTime;
  const to = request.endTime;
  return endsNextDay(from, to)
    ? t({
        message: `${from}–${to} (next day)`,
        comment: 'Overtime from–to ending the next morning',
      })
    : `${from}–${to}`;
}
