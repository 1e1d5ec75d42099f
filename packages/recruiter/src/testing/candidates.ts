import type { MainSchema } from '@staffdesk/api';
import type { Candidate, CandidateActivity, CandidateHit } from '../hooks/useCandidates';

/** A recruiter who may read and change candidates. */
export const RECRUITER_ME: MainSchema<'Me'> = {
  user: {
    id: '00000000-0000-4000-8000-000000000021',
    email: 'recruiter@staffdesk.local',
    name: 'Rina Wulandari',
    status: 'active',
    roles: [{ id: '00000000-0000-4000-8000-0000000000a5', name: 'Recruiter' }],
    lastSignInAt: '2026-11-21T01:00:00.000Z',
    createdAt: '2026-01-05T02:00:00.000Z',
    phone: null,
    preferredLanguage: 'en',
    hasPhoto: false,
  },
  roles: [{ id: '00000000-0000-4000-8000-0000000000a5', key: 'recruiter', name: 'Recruiter' }],
  superAccess: false,
  sections: ['recruiter'],
  permissions: ['recruiting.read', 'recruiting.manage'],
  employeeId: null,
};

export const ANDI_ID = '00000000-0000-4000-8000-00000000ca01';
export const ANDI_COPY_ID = '00000000-0000-4000-8000-00000000ca02';
export const REQUIREMENT_ID = '00000000-0000-4000-8000-00000000ae01';

/** A candidate with a CV, in one pipeline. */
export const ANDI: Candidate = {
  id: ANDI_ID,
  fullName: 'Andi Saputra',
  email: 'andi.saputra@example.com',
  phone: '+62 812 3456 7890',
  city: 'Jakarta',
  skills: ['excel', 'sap'],
  experience: [
    {
      company: 'PT Sinar Logistik',
      title: 'Admin gudang',
      from: '2021-02',
      to: null,
      description: 'Stock opname and SAP entries',
    },
  ],
  education: [{ school: 'Universitas Gunadarma', degree: 'S1', field: 'Akuntansi', year: 2020 }],
  experienceYears: 5,
  expectedSalary: 7_500_000,
  source: 'jobstreet',
  notes: '',
  preferredLanguage: 'id',
  cv: { fileName: 'andi-saputra.pdf', mimeType: 'application/pdf', size: 48_000 },
  createdByLabel: 'Rina Wulandari',
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-20T07:05:00.000Z',
  cvText: 'Andi Saputra, admin gudang at PT Sinar Logistik. Skills: SAP, Excel, forklift licence.',
  pipelines: [
    {
      id: '00000000-0000-4000-8000-00000000af01',
      requirementId: REQUIREMENT_ID,
      number: 'REQ-2026-0007',
      position: 'Warehouse admin',
      clientName: 'PT Bank Nusantara Indonesia Tbk',
      requirementStatus: 'open',
      stage: 'screened',
      reason: null,
      stageChangedAt: '2026-11-20T07:05:00.000Z',
    },
  ],
};

/** A second record of the same person, to merge. */
export const ANDI_COPY: Candidate = {
  ...ANDI,
  id: ANDI_COPY_ID,
  fullName: 'Andi S.',
  email: null,
  phone: '0812 3456 7890',
  cv: null,
  cvText: '',
  pipelines: [],
};

/** A search hit of a candidate, with a snippet. */
export function hitOf(candidate: Candidate, snippet = ''): CandidateHit {
  return {
    id: candidate.id,
    fullName: candidate.fullName,
    email: candidate.email,
    phone: candidate.phone,
    city: candidate.city,
    skills: candidate.skills,
    experienceYears: candidate.experienceYears,
    expectedSalary: candidate.expectedSalary,
    source: candidate.source,
    cvFileName: candidate.cv?.fileName ?? null,
    updatedAt: candidate.updatedAt,
    snippet,
    pipelines: candidate.pipelines.map(({ requirementId, number, position, stage }) => ({
      requirementId,
      number,
      position,
      stage,
    })),
  };
}

/** A stage move of Andi in the requirement, with a reason. */
export const STAGE_MOVE: CandidateActivity = {
  id: '00000000-0000-4000-8000-00000000ac01',
  candidateId: ANDI_ID,
  candidateName: ANDI.fullName,
  requirementId: REQUIREMENT_ID,
  requirementNumber: 'REQ-2026-0007',
  requirementPosition: 'Warehouse admin',
  kind: 'stage-changed',
  fromStage: 'screened',
  toStage: 'cv-sent',
  detail: 'Strong SAP experience',
  actorLabel: 'Rina Wulandari',
  createdAt: '2026-11-21T07:05:00.000Z',
};
