// Finance's fixtures: the bank's overtime period 2026-11 (its cut-off is the 20th, so 21 Oct to
// 20 Nov 2026). Budi and Dewi worked approved overtime there; two requests still wait.

import type { MainSchema } from '@staffdesk/api';
import { overtimeTotals } from '@staffdesk/kit/testing';
import type { BillableOvertime } from '../hooks/useBillableOvertime';

/** The demo finance user (the seeded role's permissions). */
export const FINANCE_ME: MainSchema<'Me'> = {
  user: {
    id: '00000000-0000-4000-8000-000000000041',
    email: 'finance@staffdesk.local',
    name: 'Hendra Gunawan',
    status: 'active',
    roles: [{ id: '00000000-0000-4000-8000-0000000000a4', name: 'Finance' }],
    lastSignInAt: '2026-12-14T01:00:00.000Z',
    createdAt: '2026-01-05T02:00:00.000Z',
    phone: null,
    preferredLanguage: 'en',
    hasPhoto: false,
  },
  roles: [{ id: '00000000-0000-4000-8000-0000000000a4', key: 'finance', name: 'Finance' }],
  superAccess: false,
  sections: ['finance', 'employee'],
  permissions: [
    'finance.read',
    'finance.manage',
    'clients.read',
    'payroll.read',
    'leave.request',
    'attendance.clock',
    'overtime.request',
  ],
  employeeId: null,
};

/** Someone in the finance section without `finance.read`. */
export const NO_FINANCE_ME: MainSchema<'Me'> = {
  ...FINANCE_ME,
  permissions: ['clients.read'],
};

export const BANK_ID = '00000000-0000-4000-8000-0000000000c1';

/** The client, as `GET /clients` lists it. */
export const BANK: MainSchema<'Client'> = {
  id: BANK_ID,
  code: 'BNI-JKT',
  legalName: 'PT Bank Nusantara Indonesia Tbk',
  industry: 'Banking',
  address: 'Jakarta',
  npwp: null,
  billingMethod: 'management-fee',
  paymentTermsDays: 30,
  status: 'active',
  picCount: 2,
  createdAt: '2026-02-01T02:00:00.000Z',
  updatedAt: '2026-02-01T02:00:00.000Z',
};

export const MINING: MainSchema<'Client'> = {
  ...BANK,
  id: '00000000-0000-4000-8000-0000000000c2',
  code: 'KTM',
  legalName: 'PT Kaltim Tambang Mandiri',
  industry: 'Mining',
};

/** The bank's period 2026-11: Budi and Dewi, and the totals to invoice. */
export const BANK_BILLABLE: BillableOvertime = {
  items: [
    {
      employee: {
        id: '00000000-0000-4000-8000-0000000000b1',
        fullName: 'Budi Santoso',
        employeeNumber: 'EMP-2026-00042',
      },
      approvedRequests: 3,
      approvedMinutes: 10 * 60 + 30,
      workdayMinutes: 6 * 60 + 30,
      restdayMinutes: 4 * 60,
      holidayMinutes: 0,
      payAmount: 712_345,
      billAmount: 854_814,
      pendingRequests: 1,
    },
    {
      employee: {
        id: '00000000-0000-4000-8000-0000000000b2',
        fullName: 'Dewi Lestari',
        employeeNumber: 'EMP-2026-00043',
      },
      approvedRequests: 2,
      approvedMinutes: 6 * 60 + 15,
      workdayMinutes: 3 * 60 + 15,
      restdayMinutes: 0,
      holidayMinutes: 3 * 60,
      payAmount: 522_222,
      billAmount: 626_666,
      pendingRequests: 1,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 50,
  period: '2026-11',
  periodStart: '2026-10-21',
  periodEnd: '2026-11-20',
  totals: { ...overtimeTotals },
};
