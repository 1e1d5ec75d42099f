import type { MainSchema } from '@staffdesk/api';
import type { JobTaxonomy, PipelineEntry, Requirement, Vacancy } from '../lib/vacancies';

/** A recruiter who may change the job portal. */
export const MANAGER_ME: MainSchema<'Me'> = {
  user: {
    id: '00000000-0000-4000-8000-00000000b001',
    email: 'recruiter@staffdesk.local',
    name: 'Sari Hidayat',
    status: 'active',
    roles: [{ id: '00000000-0000-4000-8000-00000000b0a1', name: 'Recruiter' }],
    lastSignInAt: '2026-11-22T01:00:00.000Z',
    createdAt: '2026-02-01T02:00:00.000Z',
    phone: null,
    preferredLanguage: 'en',
    hasPhoto: false,
  },
  roles: [{ id: '00000000-0000-4000-8000-00000000b0a1', key: 'recruiter', name: 'Recruiter' }],
  superAccess: false,
  sections: ['recruiter', 'job-portal'],
  permissions: ['recruiting.read', 'recruiting.manage'],
  employeeId: null,
};

/** Someone who may read the job portal but change nothing. */
export const READER_ME: MainSchema<'Me'> = { ...MANAGER_ME, permissions: ['recruiting.read'] };

export const OPERATIONS_ID = '00000000-0000-4000-8000-00000000b101';
export const LOGISTICS_ID = '00000000-0000-4000-8000-00000000b102';
export const FORKLIFT_ROLE_ID = '00000000-0000-4000-8000-00000000b201';
export const WAREHOUSE_ROLE_ID = '00000000-0000-4000-8000-00000000b202';
export const DRIVER_ROLE_ID = '00000000-0000-4000-8000-00000000b203';

export const TAXONOMY: JobTaxonomy = {
  categories: [
    {
      id: LOGISTICS_ID,
      name: 'Logistics',
      vacancies: 1,
      roles: [
        { id: FORKLIFT_ROLE_ID, name: 'Forklift operator', vacancies: 1 },
        { id: WAREHOUSE_ROLE_ID, name: 'Warehouse staff', vacancies: 0 },
      ],
    },
    {
      id: OPERATIONS_ID,
      name: 'Operations',
      vacancies: 0,
      roles: [{ id: DRIVER_ROLE_ID, name: 'Driver', vacancies: 0 }],
    },
  ],
  skills: [
    { id: '00000000-0000-4000-8000-00000000b301', name: 'Forklift' },
    { id: '00000000-0000-4000-8000-00000000b302', name: 'Stock opname' },
  ],
};

export const STOCK_REQUIREMENT_ID = '00000000-0000-4000-8000-00000000b401';
export const PACKER_REQUIREMENT_ID = '00000000-0000-4000-8000-00000000b402';
export const DONE_REQUIREMENT_ID = '00000000-0000-4000-8000-00000000b403';

/** An open requirement without a vacancy: the one to publish. */
export const STOCK_REQUIREMENT: Requirement = {
  id: STOCK_REQUIREMENT_ID,
  number: 'REQ-2026-0031',
  clientId: '00000000-0000-4000-8000-00000000b501',
  clientName: 'PT Gudang Nusantara',
  clientCode: 'GDN-BKS',
  position: 'Forklift operator',
  headcount: 4,
  filled: 0,
  description: 'Loading and unloading trucks at the Bekasi warehouse.',
  qualifications: 'SIO forklift licence; two years of warehouse work.',
  salaryMin: 5_200_000,
  salaryMax: 6_000_000,
  location: 'Bekasi',
  contractType: 'pkwt',
  deadline: '2026-12-15',
  status: 'open',
  recruiters: [],
  stageCounts: {
    sourced: 0,
    screened: 0,
    'cv-sent': 0,
    interview: 0,
    offered: 0,
    hired: 0,
    rejected: 0,
    withdrawn: 0,
  },
  candidates: 0,
  createdByLabel: 'Sari Hidayat',
  createdAt: '2026-11-02T02:00:00.000Z',
  updatedAt: '2026-11-02T02:00:00.000Z',
};

/** A requirement that already has a vacancy (PACKING below). */
export const PACKER_REQUIREMENT: Requirement = {
  ...STOCK_REQUIREMENT,
  id: PACKER_REQUIREMENT_ID,
  number: 'REQ-2026-0029',
  position: 'Packer',
  status: 'in-progress',
};

/** A fulfilled requirement: no vacancy can be made from it. */
export const DONE_REQUIREMENT: Requirement = {
  ...STOCK_REQUIREMENT,
  id: DONE_REQUIREMENT_ID,
  number: 'REQ-2026-0012',
  position: 'Admin gudang',
  status: 'fulfilled',
};

export const PACKING_ID = '00000000-0000-4000-8000-00000000b601';
export const SORTER_ID = '00000000-0000-4000-8000-00000000b602';

export const PACKING: Vacancy = {
  id: PACKING_ID,
  requirementId: PACKER_REQUIREMENT_ID,
  requirementNumber: 'REQ-2026-0029',
  clientName: 'PT Gudang Nusantara',
  slug: 'packer-bekasi-b601',
  title: 'Packer',
  categoryId: LOGISTICS_ID,
  categoryName: 'Logistics',
  roleId: WAREHOUSE_ROLE_ID,
  roleName: 'Warehouse staff',
  skills: ['Stock opname'],
  description: 'Packing orders for shipping.',
  qualifications: 'SMA; careful and quick.',
  location: 'Bekasi',
  contractType: 'pkwt',
  showSalary: false,
  salaryMin: null,
  salaryMax: null,
  status: 'published',
  publishedAt: '2026-11-21T03:00:00.000Z',
  closesOn: '2026-12-31',
  applicants: 2,
  createdByLabel: 'Sari Hidayat',
  updatedAt: '2026-11-21T03:00:00.000Z',
};

export const SORTING: Vacancy = {
  ...PACKING,
  id: SORTER_ID,
  requirementId: '00000000-0000-4000-8000-00000000b404',
  requirementNumber: 'REQ-2026-0033',
  slug: 'sorter-cikarang-b602',
  title: 'Parcel sorter',
  location: 'Cikarang',
  status: 'draft',
  publishedAt: null,
  closesOn: null,
  applicants: 0,
};

/** The packer requirement's pipeline: the vacancy's applicants. */
export const APPLICANTS: PipelineEntry[] = [
  {
    id: '00000000-0000-4000-8000-00000000b701',
    requirementId: PACKER_REQUIREMENT_ID,
    stage: 'interview',
    reason: null,
    stageChangedAt: '2026-11-22T04:00:00.000Z',
    createdAt: '2026-11-21T05:00:00.000Z',
    interviewHeldAt: null,
    payrollDataGiven: false,
    candidate: {
      id: '00000000-0000-4000-8000-00000000b801',
      fullName: 'Dewi Lestari',
      email: 'dewi.lestari@example.co.id',
      phone: null,
      city: 'Bekasi',
      skills: ['Stock opname'],
      experienceYears: 3,
      expectedSalary: null,
      cvFileName: null,
    },
  },
];
