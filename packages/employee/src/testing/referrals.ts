import type { OpenVacancy, Referral } from '../hooks/useReferrals';

/** An open vacancy as `GET /me/vacancies` lists it (the salary shown). */
export const FORKLIFT_VACANCY: OpenVacancy = {
  slug: 'forklift-operator-bekasi-c1a2',
  title: 'Forklift operator',
  category: 'Logistics',
  role: 'Forklift operator',
  skills: ['Forklift', 'Stock opname'],
  description: 'Loading and unloading trucks at the Bekasi warehouse.',
  qualifications: 'SIO forklift licence.',
  location: 'Bekasi',
  contractType: 'pkwt',
  salaryMin: 5_200_000,
  salaryMax: 6_000_000,
  publishedAt: '2026-11-21T03:00:00.000Z',
  closesOn: '2026-12-31',
};

/** One without a salary shown, taxonomy or closing date. */
export const CASHIER_VACANCY: OpenVacancy = {
  ...FORKLIFT_VACANCY,
  slug: 'cashier-jakarta-c1a3',
  title: 'Cashier',
  category: null,
  role: null,
  skills: [],
  location: 'Jakarta Selatan',
  salaryMin: null,
  salaryMax: null,
  closesOn: null,
};

/** Someone Sari referred, now at the interview of one vacancy and turned down at another. */
export const BAYU: Referral = {
  id: '00000000-0000-4000-8000-00000000d101',
  fullName: 'Bayu Saputra',
  email: 'bayu.saputra@example.co.id',
  phone: '+62 812 1111 2222',
  referredAt: '2026-11-10T02:00:00.000Z',
  applications: [
    {
      position: 'Forklift operator',
      stage: 'interview',
      stageChangedAt: '2026-11-20T02:00:00.000Z',
    },
    { position: 'Cashier', stage: 'rejected', stageChangedAt: '2026-11-18T02:00:00.000Z' },
  ],
};
