import { t } from '@lingui/core/macro';
import { formatDateTime, formatTime, toBusinessDate } from '@staffdesk/ui';
import type { AttendanceCorrection } from '../hooks/types';
import type { ChangeLine } from './changes';

const ONE_DAY = 86_400_000;

/** Midnight UTC of a 'YYYY-MM-DD' day, or NaN when it is not one. */
function midnightOf(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
}

/**
 * A punch of a work day as its time in WIB: `08:00`; on the day after, `06:00 (next day)`; on any
 * other day, with its date. No punch at all reads "no punch".
 */
export function punchText(at: string | null, workDate: string): string {
  if (!at) return t`no punch`;
  const time = formatTime(at);
  const daysLater = Math.round((midnightOf(toBusinessDate(at)) - midnightOf(workDate)) / ONE_DAY);
  if (daysLater === 0) return time;
  if (daysLater === 1) return t`${time} (next day)`;
  return formatDateTime(at);
}

/** The punches before the request → the ones asked for: `Clock in: 22:10 → 21:55`. */
export function correctionLines(correction: AttendanceCorrection): ChangeLine[] {
  const { workDate } = correction;
  return [
    {
      key: 'clockIn',
      label: t`Clock in`,
      before: punchText(correction.previousClockInAt, workDate),
      after: punchText(correction.clockInAt, workDate),
    },
    {
      key: 'clockOut',
      label: t`Clock out`,
      before: punchText(correction.previousClockOutAt, workDate),
      after: punchText(correction.clockOutAt, workDate),
    },
  ];
}
