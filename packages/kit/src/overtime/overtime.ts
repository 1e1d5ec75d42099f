// Overtime, as every department's overtime pages and the approver's link describe it: regulations
// (a client's, or one employee's) in lists and forms, and requests (their state and kind of day,
// from–to and minutes, exact amounts). Types come from the generated contract; the words load with
// the overtime pages (`kitOvertimeCatalog`), not with the shell.

import { msg, t } from '@lingui/core/macro';
import type { MainOperations, MainPaths, MainSchema } from '@staffdesk/api';
import { type BadgeTone, formatMoney, formatNumber } from '@staffdesk/ui';
import { wordsOf } from '../labels/labels';

export type OvertimeScheme = MainSchema<'OvertimeScheme'>;
export type OvertimeMethod = OvertimeScheme['method'];
export type OvertimeBilling = OvertimeScheme['billing'];
export type OvertimeMultipliers = NonNullable<OvertimeScheme['multipliers']>;
/** Whose regulations a list shows: clients' or single employees'. */
export type OvertimeSchemeScope = NonNullable<
  NonNullable<MainPaths['/overtime-schemes']['get']['parameters']['query']>['scope']
>;
/** The settings of a regulation: the body of `PUT /overtime-schemes/{id}`. */
export type OvertimeSchemeSettings = NonNullable<
  MainPaths['/overtime-schemes/{id}']['put']['requestBody']
>['content']['application/json'];
/** Who a regulation belongs to: a client, or one employee (whose own wins over the client's). */
export type OvertimeSchemeOwner = { clientId: string } | { employeeId: string };

/** The server's defaults, and the law's limits (PP 35/2021): minutes of overtime. */
export const DEFAULT_DAILY_CAP_MINUTES = 180;
export const DEFAULT_WEEKLY_CAP_MINUTES = 840;
export const MAX_DAILY_CAP_MINUTES = 240;
export const MAX_WEEKLY_CAP_MINUTES = 1080;

/** The multipliers a new client regulation starts from, in percent (1,5× / 2× / 2× / 3×). */
export const DEFAULT_MULTIPLIERS: OvertimeMultipliers = {
  workdayFirstHour: 150,
  workdayNextHours: 200,
  restday: 200,
  holiday: 300,
};

/** The methods, as the form offers them and every overtime page names them. */
export const OVERTIME_METHOD_LABELS: Readonly<Record<OvertimeMethod, string>> = wordsOf({
  government: msg`Government method (PP 35/2021)`,
  'fixed-rate': msg`Fixed rate per hour`,
  'client-multipliers': msg`Client multipliers`,
});

/** What the client is billed for overtime, as the form offers it. */
export const OVERTIME_BILLING_LABELS: Readonly<Record<OvertimeBilling, string>> = wordsOf({
  'same-as-pay': msg`Same as pay`,
  'hourly-rate': msg`Rate per hour`,
  'percent-of-pay': msg`Percent of pay`,
});

/** `3` for 180 minutes, `2,5` for 150: hours the Indonesian way. */
export function capHours(minutes: number): string {
  return formatNumber(minutes / 60);
}

/** `1,5×` for 150 %. */
export function multiplierText(percent: number): string {
  return `${formatNumber(percent / 100)}×`;
}

/**
 * The method in words, with its figures: "Government method (PP 35/2021)", "Fixed rate
 * Rp 50.000 / hour", "Client multipliers 1,5× / 2× / 2× / 3×".
 */
export function methodText(scheme: Pick<OvertimeScheme, 'method' | 'hourlyRate' | 'multipliers'>) {
  switch (scheme.method) {
    case 'government':
      return OVERTIME_METHOD_LABELS.government;
    case 'fixed-rate': {
      const rate = scheme.hourlyRate === null ? '–' : formatMoney(scheme.hourlyRate);
      return t({
        message: `Fixed rate ${rate} / hour`,
        comment: 'Overtime method in a list: one rupiah amount per overtime hour',
      });
    }
    case 'client-multipliers': {
      const m = scheme.multipliers;
      const figures = m
        ? [m.workdayFirstHour, m.workdayNextHours, m.restday, m.holiday]
            .map(multiplierText)
            .join(' / ')
        : '–';
      return t({
        message: `Client multipliers ${figures}`,
        comment:
          'Overtime method in a list, with the multipliers of a workday’s first hour, its next hours, a rest day and a holiday',
      });
    }
    default:
      return String(scheme.method);
  }
}

/** The caps in words: "3 h a workday · 14 h a week". */
export function capsText(scheme: Pick<OvertimeScheme, 'dailyCapMinutes' | 'weeklyCapMinutes'>) {
  const daily = capHours(scheme.dailyCapMinutes);
  const weekly = capHours(scheme.weeklyCapMinutes);
  return t({
    message: `${daily} h a workday · ${weekly} h a week`,
    comment: 'The most overtime allowed: hours on one workday, hours in one week',
  });
}

/** What the client is billed, in words: "Same as pay", "Rp 75.000 / hour", "120 % of pay". */
export function billingText(scheme: Pick<OvertimeScheme, 'billing' | 'billingValue'>) {
  switch (scheme.billing) {
    case 'same-as-pay':
      return t({
        message: 'Same as pay',
        comment: 'Overtime billing: the client is billed what the employee is paid',
      });
    case 'hourly-rate': {
      const rate = scheme.billingValue === null ? '–' : formatMoney(scheme.billingValue);
      return t({
        message: `${rate} / hour`,
        comment: 'Overtime billing: a rupiah amount per overtime hour',
      });
    }
    case 'percent-of-pay': {
      const percent = scheme.billingValue === null ? '–' : formatNumber(scheme.billingValue);
      return t({
        message: `${percent} % of pay`,
        comment: 'Overtime billing: a percentage of the overtime pay',
      });
    }
    default:
      return String(scheme.billing);
  }
}

// ---- Requests ----------------------------------------------------------------------------

type OvertimeRequest = MainSchema<'OvertimeRequest'>;
export type OvertimeStatus = OvertimeRequest['status'];
export type OvertimeDayType = OvertimeRequest['dayType'];
/** What the approver (or HR on their behalf) decides about a waiting request. */
export type OvertimeDecision =
  MainOperations['decideOvertimeRequest']['requestBody']['content']['application/json']['decision'];

/** Where a request is in its life; "pending" waits for the client's approver (or HR). */
export const OVERTIME_STATUS_LABELS: Readonly<Record<OvertimeStatus, string>> = wordsOf({
  pending: msg({
    message: 'Waiting for approval',
    context: 'overtime status',
    comment: 'Overtime request state: the approver has not decided',
  }),
  approved: msg({
    message: 'Approved',
    context: 'overtime status',
    comment: 'Overtime request state',
  }),
  rejected: msg({
    message: 'Rejected',
    context: 'overtime status',
    comment: 'Overtime request state',
  }),
  cancelled: msg({
    message: 'Cancelled',
    context: 'overtime status',
    comment: 'Overtime request state: the employee withdrew it',
  }),
});

/** What kind of day the overtime fell on (PP 35/2021 pays and caps each differently). */
export const OVERTIME_DAY_TYPE_LABELS: Readonly<Record<OvertimeDayType, string>> = wordsOf({
  workday: msg({
    message: 'Workday',
    context: 'overtime day type',
    comment: 'Overtime on a normal working day',
  }),
  restday: msg({
    message: 'Rest day',
    context: 'overtime day type',
    comment: 'Overtime on a weekly rest day',
  }),
  holiday: msg({
    message: 'Public holiday',
    context: 'overtime day type',
    comment: 'Overtime on a public holiday',
  }),
});

/** The badge tone of each kind of day. */
export const OVERTIME_DAY_TYPE_TONES: Readonly<Record<OvertimeDayType, BadgeTone>> = {
  workday: 'neutral',
  restday: 'info',
  holiday: 'info',
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `18:30` as the minute of its day (1110); null for anything else. */
function minuteOfDay(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Whether `value` is a time of day as overtime writes it: `18:30`, 24-hour. */
export function isOvertimeTime(value: string): boolean {
  return TIME.test(value);
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

/** Rupiah with the sen the law's sum carries before the last rounding: `Rp 28.901,73`. */
export function exactMoney(value: number): string {
  return formatMoney(value, { decimals: 2 });
}
