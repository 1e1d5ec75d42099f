// Overtime fixtures: December 2026 (calendar months, no client chosen). Budi (at the bank) asked
// for three hours on Thursday 3 Dec, waiting for the bank's PIC Agus; Dewi (internal staff)
// worked four hours on Sunday 6 Dec, approved by HR.

import type { MainSchema } from '@staffdesk/api';
import { overtimeScheme, overtimeTotals } from '@staffdesk/kit/testing';
import type {
  EffectiveOvertimeScheme,
  OvertimeList,
  OvertimeRequest,
  OvertimeSummary,
} from '../hooks/types';
import { BANK, BUDI, BUDI_ID, CLIENT_ID, DEWI, HR_ME, refOf } from './fixtures';

/** HR who may decide overtime, sum it up and set its regulations. */
export const OVERTIME_HR_ME: MainSchema<'Me'> = {
  ...HR_ME,
  permissions: [...HR_ME.permissions, 'overtime.manage', 'overtime.policy'],
};

export const BUDI_OVERTIME_ID = '00000000-0000-4000-8000-000000008101';
export const DEWI_OVERTIME_ID = '00000000-0000-4000-8000-000000008102';

/** 5.396.761 + 500.000 a month; ÷ 173 an hour. */
const BUDI_WAGE = 5_896_761;
const BUDI_HOURLY = BUDI_WAGE / 173;

/** Budi, 18:00–21:00 on a workday: the first hour at 1,5×, the next two at 2×. */
export const BUDI_OVERTIME: OvertimeRequest = {
  id: BUDI_OVERTIME_ID,
  employee: refOf(BUDI),
  clientId: CLIENT_ID,
  clientName: BANK.legalName,
  date: '2026-12-03',
  startTime: '18:00',
  endTime: '21:00',
  minutes: 180,
  reason: 'Month-end closing of the branch',
  dayType: 'workday',
  holidayName: null,
  workWeek: 5,
  status: 'pending',
  method: 'government',
  monthlyWage: BUDI_WAGE,
  hourlyWage: BUDI_HOURLY,
  lines: [
    { fromHour: 1, toHour: 1, hours: 1, multiplierPct: 150, amount: 1.5 * BUDI_HOURLY },
    { fromHour: 2, toHour: 3, hours: 2, multiplierPct: 200, amount: 4 * BUDI_HOURLY },
  ],
  payAmount: 187_469,
  billAmount: 224_963,
  approverName: 'Agus Setiawan',
  approverEmail: 'agus@bni.example',
  requestedByLabel: 'Budi Santoso',
  requestedAt: '2026-12-03T15:00:00.000Z',
  decidedAt: null,
  decidedByLabel: null,
  decisionComment: null,
};

/** Dewi, 10:00–14:00 on a Sunday, approved by HR; what the client is billed is not shown. */
export const DEWI_OVERTIME: OvertimeRequest = {
  ...BUDI_OVERTIME,
  id: DEWI_OVERTIME_ID,
  employee: refOf(DEWI),
  clientId: null,
  clientName: null,
  date: '2026-12-06',
  startTime: '10:00',
  endTime: '14:00',
  minutes: 240,
  reason: 'Payroll cut-off',
  dayType: 'restday',
  status: 'approved',
  lines: [{ fromHour: 1, toHour: 4, hours: 4, multiplierPct: 200, amount: 8 * BUDI_HOURLY }],
  payAmount: 272_683,
  billAmount: null,
  approverName: null,
  approverEmail: null,
  requestedByLabel: 'Dewi Lestari',
  requestedAt: '2026-12-06T08:00:00.000Z',
  decidedAt: '2026-12-07T02:00:00.000Z',
  decidedByLabel: 'Rina Wulandari',
  decisionComment: 'Thank you',
};

/** December 2026 of everyone, filtered by state as the server does. */
export function overtimeListOf(status: string | null): OvertimeList {
  const all = [BUDI_OVERTIME, DEWI_OVERTIME];
  const items = status ? all.filter((request) => request.status === status) : all;
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 50,
    periodStart: '2026-12-01',
    periodEnd: '2026-12-31',
    counts: { pending: 1, approved: 1, rejected: 0, cancelled: 0 },
  };
}

/** The bank's period 2026-11 (cut-off 20): Budi's approved overtime, and one still waiting. */
export const BANK_OVERTIME_SUMMARY: OvertimeSummary = {
  items: [
    {
      employee: { id: BUDI_ID, fullName: 'Budi Santoso', employeeNumber: 'EMP-2026-00042' },
      approvedRequests: 3,
      approvedMinutes: 10 * 60 + 30,
      workdayMinutes: 6 * 60 + 30,
      restdayMinutes: 4 * 60,
      holidayMinutes: 0,
      payAmount: 712_345,
      billAmount: 854_814,
      pendingRequests: 1,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
  period: '2026-11',
  periodStart: '2026-10-21',
  periodEnd: '2026-11-20',
  totals: { ...overtimeTotals },
};

/** Budi follows the bank's regulation: client multipliers, 3 h a workday, 14 h a week. */
export const BUDI_FROM_CLIENT: EffectiveOvertimeScheme = {
  source: 'client',
  scheme: overtimeScheme({
    id: '00000000-0000-4000-8000-000000008201',
    clientId: CLIENT_ID,
    ownerName: BANK.legalName,
    method: 'client-multipliers',
    multipliers: { workdayFirstHour: 150, workdayNextHours: 200, restday: 200, holiday: 300 },
    billing: 'percent-of-pay',
    billingValue: 120,
    updatedAt: '2026-10-01T02:00:00.000Z',
  }),
  method: 'client-multipliers',
  dailyCapMinutes: 180,
  weeklyCapMinutes: 840,
};
