import type { MainSchema } from '@staffdesk/api';
import { bizdevUser } from '@staffdesk/kit/testing';
import type { ClientDetail, ClientSummary } from '../hooks/useClients';

/** A business development user who may read and manage clients. */
export const BD_ME: MainSchema<'Me'> = bizdevUser(['clients.read', 'clients.manage']);

/** A user who may only read clients (finance, say). */
export const READER_ME: MainSchema<'Me'> = {
  ...BD_ME,
  roles: [{ id: '00000000-0000-4000-8000-0000000000a4', key: 'finance', name: 'Finance' }],
  permissions: ['clients.read'],
};

export const BANK_ID = '00000000-0000-4000-8000-0000000000c1';

export const BANK: ClientDetail = {
  id: BANK_ID,
  code: 'BNI-JKT',
  legalName: 'PT Bank Nusantara Indonesia Tbk',
  industry: 'Banking',
  address: 'Jl. Jenderal Sudirman Kav. 1, Jakarta Pusat',
  npwp: '012345678901000',
  billingMethod: 'management-fee',
  paymentTermsDays: 30,
  status: 'active',
  picCount: 2,
  createdAt: '2026-02-01T02:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
  pics: [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      name: 'Siti Rahmawati',
      email: 'siti.rahmawati@bni.example',
      preferredLanguage: 'id',
      phone: '+62 812 1111 2222',
      position: 'HR Manager',
      roles: ['timesheet-approver', 'leave-approver'],
    },
    {
      id: '00000000-0000-4000-8000-0000000000f2',
      name: 'Agus Setiawan',
      email: 'agus.setiawan@bni.example',
      preferredLanguage: 'id',
      phone: '',
      position: 'Finance Lead',
      roles: ['billing-contact'],
    },
  ],
};

export const MINING: ClientSummary = {
  id: '00000000-0000-4000-8000-0000000000c2',
  code: 'KTM',
  legalName: 'PT Kaltim Tambang Mandiri',
  industry: 'Mining',
  address: 'Balikpapan',
  npwp: null,
  billingMethod: 'cost-plus',
  paymentTermsDays: 45,
  status: 'prospect',
  picCount: 1,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
};

export function summaryOf(client: ClientDetail): ClientSummary {
  const { pics: _pics, ...summary } = client;
  return summary;
}

/** The bank's requirements: 3 tellers, 1 hired, with a recruiter; 2 drivers on hold, nobody assigned. */
export const BANK_REQUIREMENTS: MainSchema<'Requirement'>[] = [
  {
    id: '00000000-0000-4000-8000-00000000ae21',
    number: 'REQ-2026-0012',
    clientId: BANK_ID,
    clientName: BANK.legalName,
    clientCode: BANK.code,
    position: 'Teller',
    headcount: 3,
    filled: 1,
    description: '',
    qualifications: '',
    salaryMin: null,
    salaryMax: null,
    location: 'Jakarta',
    contractType: 'pkwt',
    deadline: '2026-12-15',
    status: 'open',
    recruiters: [
      {
        id: '00000000-0000-4000-8000-000000000021',
        name: 'Rina Wulandari',
        email: 'recruiter@staffdesk.local',
      },
    ],
    stageCounts: {
      sourced: 2,
      screened: 1,
      'cv-sent': 1,
      interview: 0,
      offered: 0,
      hired: 1,
      rejected: 0,
      withdrawn: 0,
    },
    candidates: 5,
    createdByLabel: 'Rina Wulandari',
    createdAt: '2026-11-02T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-00000000ae22',
    number: 'REQ-2026-0009',
    clientId: BANK_ID,
    clientName: BANK.legalName,
    clientCode: BANK.code,
    position: 'Driver',
    headcount: 2,
    filled: 0,
    description: '',
    qualifications: '',
    salaryMin: null,
    salaryMax: null,
    location: 'Jakarta',
    contractType: 'pkwt',
    deadline: null,
    status: 'on-hold',
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
    createdByLabel: 'Rina Wulandari',
    createdAt: '2026-10-12T02:00:00.000Z',
    updatedAt: '2026-10-20T02:00:00.000Z',
  },
];
