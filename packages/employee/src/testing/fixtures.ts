import type { MainSchema } from '@staffdesk/api';
import type {
  ChangeRequest,
  EmployeeDetail,
  Holiday,
  LanguageItem,
  Supporting,
} from '../lib/types';

export const EMPLOYEE_ID = '00000000-0000-4000-8000-00000000e001';
export const CLIENT_ID = '00000000-0000-4000-8000-00000000c001';

/** Sari signed in, with the permissions a test needs (`leave.request`, `overtime.request`…). */
export function sariMe(permissions: string[]): MainSchema<'Me'> {
  return {
    user: {
      id: '00000000-0000-4000-8000-000000000003',
      email: 'sari@example.com',
      name: 'Sari Wulandari',
      status: 'active',
      roles: [{ id: '00000000-0000-4000-8000-0000000000a5', name: 'Employee' }],
      lastSignInAt: '2026-11-21T01:00:00.000Z',
      createdAt: '2026-01-05T02:00:00.000Z',
      phone: null,
      preferredLanguage: 'en',
      hasPhoto: false,
    },
    roles: [{ id: '00000000-0000-4000-8000-0000000000a5', key: 'employee', name: 'Employee' }],
    superAccess: false,
    sections: ['employee'],
    permissions,
    employeeId: EMPLOYEE_ID,
  };
}

/** Sari as a request or a sheet names its employee. */
export const SARI_REF = {
  id: EMPLOYEE_ID,
  fullName: 'Sari Wulandari',
  employeeNumber: 'EMP-2026-00042',
  position: 'Customer service officer',
};

/** The demo employee: placed at a client on a PKWT ending 21 Jan 2027. */
export const SARI: EmployeeDetail = {
  id: EMPLOYEE_ID,
  employeeNumber: 'EMP-2026-00042',
  fullName: 'Sari Wulandari',
  nik: '3174015507950003',
  status: 'active',
  clientId: CLIENT_ID,
  clientName: 'PT Bank Nusantara',
  position: 'Customer service officer',
  contractType: 'pkwt',
  contractEnd: '2027-01-10',
  hasAccount: true,
  npwp: '091234567012000',
  birthDate: '1995-07-15',
  birthPlace: 'Bandung',
  gender: 'female',
  religion: 'islam',
  maritalStatus: 'single',
  ptkpStatus: 'TK/0',
  address: 'Jl. Kebon Sirih 12, Jakarta Pusat',
  phone: '+62 812 3456 7890',
  personalEmail: 'sari.wulandari@example.com',
  bankName: 'BCA',
  bankAccountNumber: '1234567890',
  bankAccountName: 'Sari Wulandari',
  bpjsKesehatanNumber: '0001234567890',
  bpjsKetenagakerjaanNumber: '26012345678',
  placement: {
    clientId: CLIENT_ID,
    position: 'Customer service officer',
    contractType: 'pkwt',
    startDate: '2026-01-12',
    endDate: '2027-01-10',
    workWeek: 5,
    baseSalary: 5_000_000,
    fixedAllowances: 750_000,
    approverPicIds: ['00000000-0000-4000-8000-0000000000f1'],
  },
  lastWorkingDay: null,
  endReason: null,
  userId: '00000000-0000-4000-8000-000000000003',
  preferredLanguage: 'id',
  createdAt: '2026-01-05T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
};

export const ENGLISH: LanguageItem = {
  id: '00000000-0000-4000-8000-0000000000a1',
  kind: 'languages',
  language: 'English',
  proficiency: 'fluent',
};

/** An answer of a route that gives all its items without paging (`{ items }`). */
export function items<T>(entries: T[]) {
  return { items: entries };
}

export function changeRequest(extra: Partial<ChangeRequest> = {}): ChangeRequest {
  return {
    id: '00000000-0000-4000-8000-000000007231',
    kind: 'bank-account',
    status: 'pending',
    current: {
      bankName: 'BCA',
      bankAccountNumber: '1234567890',
      bankAccountName: 'Sari Wulandari',
    },
    proposed: {
      bankName: 'Mandiri',
      bankAccountNumber: '9876543210',
      bankAccountName: 'Sari Wulandari',
    },
    createdAt: '2026-11-21T03:00:00.000Z',
    reason: null,
    decidedBy: null,
    decidedAt: null,
    ...extra,
  };
}

export const SUPPORTING: Supporting = {
  insurance: [
    {
      provider: 'Prudential',
      policyNumber: 'PRU-778812',
      coverage: 'Inpatient and outpatient',
      validUntil: '2027-06-30',
    },
  ],
  assets: [
    {
      name: 'Laptop Lenovo ThinkPad E14',
      serialNumber: 'PF3XK2',
      assignedAt: '2026-01-12',
      returnedAt: null,
    },
  ],
  bpjs: {
    kesehatanNumber: '0001234567890',
    ketenagakerjaanNumber: '26012345678',
    kesehatanClass: 1,
    contributions: {
      period: '2026-11',
      wage: 5_750_000,
      kesehatan: { employer: 230_000, employee: 57_500 },
      jht: { employer: 212_750, employee: 115_000 },
      jp: { employer: 115_000, employee: 57_500 },
      jkk: { employer: 13_800 },
      jkm: { employer: 17_250 },
      taxableEmployerPremiums: 261_050,
      employeeDeductions: 230_000,
    },
  },
};

export const HOLIDAYS_2026: Holiday[] = [
  {
    id: '00000000-0000-4000-8000-000000006831',
    date: '2026-01-01',
    name: 'New Year’s Day',
    kind: 'national',
    clientId: null,
  },
  {
    id: '00000000-0000-4000-8000-000000006832',
    date: '2026-12-25',
    name: 'Christmas Day',
    kind: 'national',
    clientId: null,
  },
  {
    id: '00000000-0000-4000-8000-000000006833',
    date: '2026-12-24',
    name: 'Cuti bersama Christmas',
    kind: 'collective-leave',
    clientId: null,
  },
  {
    id: '00000000-0000-4000-8000-000000006834',
    date: '2026-11-28',
    name: 'Bank Nusantara anniversary',
    kind: 'client-holiday',
    clientId: CLIENT_ID,
  },
];
