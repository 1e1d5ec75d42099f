import type { OvertimeScheme } from '../overtime/overtime';

/**
 * A client's overtime regulation as the API answers it: the bank's, on the government method with
 * the law's caps (3 h a workday, 14 h a week), billed as paid. `extra` changes the owner, the
 * method, the caps or the billing.
 */
export function overtimeScheme(extra: Partial<OvertimeScheme> = {}): OvertimeScheme {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    clientId: '00000000-0000-4000-8000-0000000000c1',
    employeeId: null,
    ownerName: 'PT Bank Nusantara Indonesia Tbk',
    method: 'government',
    hourlyRate: null,
    multipliers: null,
    dailyCapMinutes: 180,
    weeklyCapMinutes: 840,
    billing: 'same-as-pay',
    billingValue: null,
    note: '',
    updatedAt: '2026-11-20T03:00:00.000Z',
    ...extra,
  };
}

/**
 * The totals of the bank's November 2026 overtime (5 approved requests, 16 h 45 min): the same on
 * HR's overtime summary and finance's overtime to bill, which answer them in the same shape.
 */
export const overtimeTotals = {
  approvedRequests: 5,
  approvedMinutes: 16 * 60 + 45,
  workdayMinutes: 9 * 60 + 45,
  restdayMinutes: 4 * 60,
  holidayMinutes: 3 * 60,
  payAmount: 1_234_567,
  billAmount: 1_481_480,
  pendingRequests: 2,
} as const;
