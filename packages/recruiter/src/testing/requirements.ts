import type { MainSchema } from '@staffdesk/api';
import type { PipelineEntry } from '../lib/pipeline';
import type { Requirement } from '../lib/requirements';
import { RECRUITER_ME } from './candidates';

/** A recruiter who also reads clients (the seeded recruiter role). */
export const REQUIREMENTS_ME: MainSchema<'Me'> = {
  ...RECRUITER_ME,
  permissions: ['recruiting.read', 'recruiting.manage', 'clients.read'],
};

/** Someone who may read requirements and pipelines but change nothing. */
export const REQUIREMENTS_READER_ME: MainSchema<'Me'> = {
  ...RECRUITER_ME,
  permissions: ['recruiting.read'],
};

export const FACTORY_ID = '00000000-0000-4000-8000-00000000c201';
export const CLOSED_CLIENT_ID = '00000000-0000-4000-8000-00000000c202';

/** Clients as `GET /clients` lists them. */
export const CLIENTS: MainSchema<'Client'>[] = [
  {
    id: FACTORY_ID,
    code: 'AMT-CKR',
    legalName: 'PT Astra Manufaktur Teknik',
    industry: 'Manufacturing',
    address: 'Kawasan Industri Jababeka, Cikarang',
    npwp: null,
    billingMethod: 'cost-plus',
    paymentTermsDays: 45,
    status: 'active',
    picCount: 1,
    createdAt: '2026-03-02T02:00:00.000Z',
    updatedAt: '2026-10-01T02:00:00.000Z',
  },
  {
    id: CLOSED_CLIENT_ID,
    code: 'OLD-01',
    legalName: 'PT Lama Sekali',
    industry: null,
    address: null,
    npwp: null,
    billingMethod: 'fixed-rate',
    paymentTermsDays: 30,
    status: 'inactive',
    picCount: 0,
    createdAt: '2025-03-02T02:00:00.000Z',
    updatedAt: '2025-10-01T02:00:00.000Z',
  },
];

export const RINA = {
  id: RECRUITER_ME.user.id,
  name: 'Rina Wulandari',
  email: 'recruiter@staffdesk.local',
};
export const YOGA = {
  id: '00000000-0000-4000-8000-000000000022',
  name: 'Yoga Prasetyo',
  email: 'yoga@staffdesk.local',
};

export const WELDER_ID = '00000000-0000-4000-8000-00000000ae11';

/** An open requirement: 3 welders for the factory, 1 hired. */
export const WELDER: Requirement = {
  id: WELDER_ID,
  number: 'REQ-2026-0007',
  clientId: FACTORY_ID,
  clientName: 'PT Astra Manufaktur Teknik',
  clientCode: 'AMT-CKR',
  position: 'Welder',
  headcount: 3,
  filled: 1,
  description: 'Welding of steel frames on the night shift.',
  qualifications: 'SMK, a BNSP welding certificate.',
  salaryMin: 5_500_000,
  salaryMax: 7_000_000,
  location: 'Cikarang',
  contractType: 'pkwt',
  deadline: '2026-11-21',
  status: 'open',
  recruiters: [RINA, YOGA],
  stageCounts: {
    sourced: 1,
    screened: 1,
    'cv-sent': 0,
    interview: 0,
    offered: 0,
    hired: 1,
    rejected: 0,
    withdrawn: 0,
  },
  candidates: 3,
  createdByLabel: 'Rina Wulandari',
  createdAt: '2026-10-01T02:00:00.000Z',
  updatedAt: '2026-10-05T02:00:00.000Z',
};

/** A requirement with nobody in its pipeline yet and no recruiter. */
export const CASHIER: Requirement = {
  ...WELDER,
  id: '00000000-0000-4000-8000-00000000ae12',
  number: 'REQ-2026-0008',
  position: 'Cashier',
  headcount: 2,
  filled: 0,
  salaryMin: null,
  salaryMax: null,
  deadline: null,
  status: 'in-progress',
  recruiters: [],
  stageCounts: { ...WELDER.stageCounts, sourced: 0, screened: 0, hired: 0 },
  candidates: 0,
};

function entry(
  id: string,
  stage: PipelineEntry['stage'],
  candidate: Pick<PipelineEntry['candidate'], 'id' | 'fullName' | 'city' | 'skills'>,
  extra: Partial<PipelineEntry> = {},
): PipelineEntry {
  return {
    id,
    requirementId: WELDER_ID,
    stage,
    reason: null,
    stageChangedAt: '2026-10-10T03:00:00.000Z',
    createdAt: '2026-10-02T03:00:00.000Z',
    candidate: {
      email: null,
      phone: null,
      experienceYears: 4,
      expectedSalary: 6_000_000,
      cvFileName: `${candidate.fullName}.pdf`,
      ...candidate,
    },
    interviewHeldAt: null,
    payrollDataGiven: false,
    ...extra,
  };
}

/** The welder's pipeline: Budi sourced, Sari screened, Joko hired. */
export const BUDI_ENTRY = entry('00000000-0000-4000-8000-00000000e101', 'sourced', {
  id: '00000000-0000-4000-8000-00000000cb01',
  fullName: 'Budi Hartono',
  city: 'Bekasi',
  skills: ['SMAW welding', 'Blueprint reading'],
});
export const SARI_ENTRY = entry(
  '00000000-0000-4000-8000-00000000e102',
  'screened',
  {
    id: '00000000-0000-4000-8000-00000000cb02',
    fullName: 'Sari Utami',
    city: 'Karawang',
    skills: ['TIG welding'],
  },
  // The client interviewed her already (an offer needs a held interview, or a reason).
  { interviewHeldAt: '2026-10-12T03:00:00.000Z' },
);
export const JOKO_ENTRY = entry('00000000-0000-4000-8000-00000000e103', 'hired', {
  id: '00000000-0000-4000-8000-00000000cb03',
  fullName: 'Joko Susilo',
  city: 'Cikarang',
  skills: [],
});
export const WELDER_PIPELINE = { items: [BUDI_ENTRY, SARI_ENTRY, JOKO_ENTRY] };
