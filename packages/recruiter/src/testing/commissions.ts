import type { MainSchema } from '@staffdesk/api';
import { RECRUITER_ME } from './candidates';
import {
  CASHIER,
  FACTORY_ID,
  REQUIREMENTS_ME,
  REQUIREMENTS_READER_ME,
  RINA,
  WELDER,
  YOGA,
} from './requirements';

/** A recruiter who reads recruiting and clients, but may not change the commission rules. */
export const COMMISSIONS_READER_ME: MainSchema<'Me'> = REQUIREMENTS_READER_ME;

/** Finance staff who read recruiting and may change the commission rules. */
export const FINANCE_ME: MainSchema<'Me'> = {
  ...RECRUITER_ME,
  permissions: ['recruiting.read', 'clients.read', 'finance.manage'],
};

export { REQUIREMENTS_ME };

/** The default rule: Rp 500.000 per placement. */
export const DEFAULT_RULE: MainSchema<'RecruiterCommissionRule'> = {
  id: '00000000-0000-4000-8000-00000000cc01',
  clientId: null,
  clientName: null,
  kind: 'fixed',
  amount: 500_000,
  shareBp: null,
  updatedByLabel: 'Fitri Handayani',
  updatedAt: '2026-10-01T02:00:00.000Z',
};

/** The factory's own rule: 10 % of the first month's salary. */
export const FACTORY_RULE: MainSchema<'RecruiterCommissionRule'> = {
  id: '00000000-0000-4000-8000-00000000cc02',
  clientId: FACTORY_ID,
  clientName: 'PT Astra Manufaktur Teknik',
  kind: 'share',
  amount: null,
  shareBp: 1_000,
  updatedByLabel: 'Fitri Handayani',
  updatedAt: '2026-10-02T02:00:00.000Z',
};

type CommissionList = MainSchema<'RecruiterCommissionList'>;

/** Rina's share of a welder placed at the factory: 10 % of Rp 6.000.000, split with Yoga. */
export const WELDER_COMMISSION: CommissionList['items'][number] = {
  id: '00000000-0000-4000-8000-00000000cd01',
  recruiterUserId: RINA.id,
  recruiterName: RINA.name,
  candidateName: 'Joko Susilo',
  requirementId: WELDER.id,
  requirementNumber: WELDER.number,
  position: WELDER.position,
  clientName: WELDER.clientName,
  hiredAt: '2026-11-21T03:00:00.000Z',
  rule: { kind: 'share', amount: null, shareBp: 1_000, salary: 6_000_000, recruiters: 2 },
  amount: 300_000,
  status: 'pending',
};

/** Yoga's commission for a cashier: the default Rp 500.000. */
export const CASHIER_COMMISSION: CommissionList['items'][number] = {
  id: '00000000-0000-4000-8000-00000000cd02',
  recruiterUserId: YOGA.id,
  recruiterName: YOGA.name,
  candidateName: 'Sari Utami',
  requirementId: CASHIER.id,
  requirementNumber: CASHIER.number,
  position: CASHIER.position,
  clientName: CASHIER.clientName,
  hiredAt: '2026-10-05T03:00:00.000Z',
  rule: { kind: 'fixed', amount: 500_000, shareBp: null, salary: 5_200_000, recruiters: 1 },
  amount: 500_000,
  status: 'claimed',
};

export function commissionList(
  items: CommissionList['items'],
  totalAmount = items.reduce((sum, item) => sum + item.amount, 0),
): CommissionList {
  return { items, total: items.length, totalAmount, page: 1, pageSize: 20 };
}

type Report = MainSchema<'RecruitingReport'>;

/** The factory's welders and the cashiers: 12 candidates, 3 hired. */
export const REPORT: Report = {
  from: '2026-01-01',
  to: '2026-11-21',
  requirements: [
    {
      requirementId: WELDER.id,
      number: WELDER.number,
      position: WELDER.position,
      clientName: WELDER.clientName,
      headcount: 3,
      status: 'open',
      funnel: { sourced: 8, screened: 6, 'cv-sent': 4, interview: 3, offered: 2, hired: 2 },
    },
    {
      requirementId: CASHIER.id,
      number: CASHIER.number,
      position: CASHIER.position,
      clientName: CASHIER.clientName,
      headcount: 2,
      status: 'in-progress',
      funnel: { sourced: 4, screened: 3, 'cv-sent': 2, interview: 2, offered: 1, hired: 1 },
    },
  ],
  recruiters: [
    {
      recruiterId: RINA.id,
      name: RINA.name,
      funnel: { sourced: 8, screened: 6, 'cv-sent': 4, interview: 3, offered: 2, hired: 2 },
    },
    {
      recruiterId: YOGA.id,
      name: YOGA.name,
      funnel: { sourced: 5, screened: 4, 'cv-sent': 2, interview: 2, offered: 1, hired: 1 },
    },
  ],
  sources: [
    {
      source: 'referral',
      funnel: { sourced: 4, screened: 4, 'cv-sent': 3, interview: 3, offered: 2, hired: 2 },
      conversion: 50,
    },
    {
      source: 'jobstreet',
      funnel: { sourced: 8, screened: 5, 'cv-sent': 3, interview: 2, offered: 1, hired: 1 },
      conversion: 12.5,
    },
  ],
  timeToFill: {
    hires: 3,
    averageDays: 21.3,
    medianDays: 18.5,
    requirements: [
      {
        requirementId: WELDER.id,
        number: WELDER.number,
        position: WELDER.position,
        clientName: WELDER.clientName,
        hires: 2,
        averageDays: 24,
      },
      {
        requirementId: CASHIER.id,
        number: CASHIER.number,
        position: CASHIER.position,
        clientName: CASHIER.clientName,
        hires: 1,
        averageDays: 16,
      },
    ],
  },
};

export const EMPTY_REPORT: Report = {
  from: '2026-01-01',
  to: '2026-11-21',
  requirements: [],
  recruiters: [],
  sources: [],
  timeToFill: { hires: 0, averageDays: null, medianDays: null, requirements: [] },
};
