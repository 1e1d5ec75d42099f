import { overtimeScheme } from '@staffdesk/kit/testing';
import type { EffectiveOvertimeScheme, MyOvertime, OvertimeRequest } from '../lib/types';
import { CLIENT_ID, SARI_REF } from './fixtures';

export const OVERTIME_IDS = {
  approved: '00000000-0000-4000-8000-0000000071b1',
  pending: '00000000-0000-4000-8000-0000000071b2',
  rejected: '00000000-0000-4000-8000-0000000071b3',
} as const;

/** Sari's overtime request, approved on a workday unless `extra` says otherwise. */
export function overtimeRequest(extra: Partial<OvertimeRequest> = {}): OvertimeRequest {
  return {
    id: OVERTIME_IDS.approved,
    employee: SARI_REF,
    clientId: CLIENT_ID,
    clientName: 'PT Bank Nusantara',
    date: '2026-12-18',
    startTime: '18:00',
    endTime: '21:00',
    minutes: 180,
    reason: 'Year-end closing of the branch',
    dayType: 'workday',
    holidayName: null,
    workWeek: 5,
    status: 'approved',
    method: 'government',
    monthlyWage: 5_750_000,
    hourlyWage: 5_750_000 / 173,
    lines: [
      { fromHour: 1, toHour: 1, hours: 1, multiplierPct: 150, amount: (1.5 * 5_750_000) / 173 },
      { fromHour: 2, toHour: 3, hours: 2, multiplierPct: 200, amount: (4 * 5_750_000) / 173 },
    ],
    payAmount: 182_803,
    billAmount: null,
    approverName: 'Budi Hartono',
    approverEmail: 'budi.hartono@example.com',
    requestedByLabel: 'Sari Wulandari',
    requestedAt: '2026-12-17T02:00:00.000Z',
    decidedAt: '2026-12-19T03:00:00.000Z',
    decidedByLabel: 'Budi Hartono',
    decisionComment: 'Thank you for staying late.',
    ...extra,
  };
}

/** Waiting for the approver: a Saturday that was the client's holiday. */
export const PENDING_HOLIDAY = overtimeRequest({
  id: OVERTIME_IDS.pending,
  date: '2026-11-28',
  startTime: '08:00',
  endTime: '12:00',
  minutes: 240,
  reason: 'Branch stock count',
  dayType: 'holiday',
  holidayName: 'Bank Nusantara anniversary',
  status: 'pending',
  lines: [{ fromHour: 1, toHour: 4, hours: 4, multiplierPct: 200, amount: (8 * 5_750_000) / 173 }],
  payAmount: 265_896,
  decidedAt: null,
  decidedByLabel: null,
  decisionComment: null,
});

/** Rejected: a Sunday night into Monday morning. */
export const REJECTED_NIGHT = overtimeRequest({
  id: OVERTIME_IDS.rejected,
  date: '2026-11-22',
  startTime: '22:00',
  endTime: '01:00',
  minutes: 180,
  reason: 'Server migration',
  dayType: 'restday',
  status: 'rejected',
  lines: [{ fromHour: 1, toHour: 3, hours: 3, multiplierPct: 200, amount: (6 * 5_750_000) / 173 }],
  payAmount: 199_422,
  decidedAt: '2026-11-23T03:00:00.000Z',
  decidedByLabel: 'Budi Hartono',
  decisionComment: 'The migration was moved to January.',
});

/** My client's regulation: the government method with the law's caps. */
export const CLIENT_REGULATION: EffectiveOvertimeScheme = {
  source: 'client',
  method: 'government',
  dailyCapMinutes: 180,
  weeklyCapMinutes: 840,
  scheme: overtimeScheme({
    id: '00000000-0000-4000-8000-0000000071c1',
    clientId: CLIENT_ID,
    ownerName: 'PT Bank Nusantara',
    updatedAt: '2026-10-01T02:00:00.000Z',
  }),
};

/** `GET /me/overtime` of the period ending in December 2026 (21 Nov – 20 Dec). */
export function myOvertime(extra: Partial<MyOvertime> = {}): MyOvertime {
  return {
    period: '2026-12',
    periodStart: '2026-11-21',
    periodEnd: '2026-12-20',
    previousPeriod: '2026-11',
    nextPeriod: null,
    regulation: CLIENT_REGULATION,
    requests: [overtimeRequest(), PENDING_HOLIDAY, REJECTED_NIGHT],
    totals: { approvedMinutes: 180, approvedPay: 1_234_567, pendingMinutes: 240 },
    ...extra,
  };
}
