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
