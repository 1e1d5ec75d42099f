// Overtime regulations (a client's, or one employee's): types from the generated contract and
// the words that describe a regulation in lists and forms. The words load with the overtime pages
// (`kitOvertimeCatalog`), not with the shell.

import { msg, t } from '@lingui/core/macro';
import type { MainPaths, MainSchema } from '@staffdesk/api';
import { formatMoney, formatNumber } from '@staffdesk/ui';
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

/** The methods, as the form offers them. */
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
 * The method in words, with its figures: "Government (PP 35/2021)", "Fixed rate Rp 50.000 / hour",
 * "Client multipliers 1,5× / 2× / 2× / 3×".
 */
export function methodText(scheme: Pick<OvertimeScheme, 'method' | 'hourlyRate' | 'multipliers'>) {
  switch (scheme.method) {
    case 'government':
      return t({
        message: 'Government (PP 35/2021)',
        comment: 'Overtime method in a list: the multipliers of the law',
      });
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
