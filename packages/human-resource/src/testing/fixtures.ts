import type { MainSchema } from '@staffdesk/api';
import type {
  AttendanceCorrection,
  ChangeRequest,
  ClientDetail,
  EmployeeDetail,
  EmployeeSummary,
  HistoryEntry,
  Holiday,
} from '../hooks/types';

/** An HR user who may read and manage employees. */
export const HR_ME: MainSchema<'Me'> = {
  user: {
    id: '00000000-0000-4000-8000-000000000021',
    email: 'hr@staffdesk.local',
    name: 'Rina Wulandari',
    status: 'active',
    roles: [{ id: '00000000-0000-4000-8000-0000000000a2', name: 'HR' }],
    lastSignInAt: '2026-11-21T01:00:00.000Z',
    createdAt: '2026-01-05T02:00:00.000Z',
    phone: null,
    preferredLanguage: 'en',
    hasPhoto: false,
  },
  roles: [{ id: '00000000-0000-4000-8000-0000000000a2', key: 'hr', name: 'HR' }],
  superAccess: false,
  sections: ['human-resource', 'employee'],
  permissions: ['employees.read', 'employees.manage', 'clients.read'],
  employeeId: null,
};

/** A user who may only read employees. */
export const READER_ME: MainSchema<'Me'> = {
  ...HR_ME,
  roles: [{ id: '00000000-0000-4000-8000-0000000000a4', key: 'finance', name: 'Finance' }],
  permissions: ['employees.read', 'clients.read'],
};

export const CLIENT_ID = '00000000-0000-4000-8000-0000000000c1';
export const SITI_PIC = '00000000-0000-4000-8000-0000000000e1';
export const AGUS_PIC = '00000000-0000-4000-8000-0000000000e2';

export const BANK: ClientDetail = {
  id: CLIENT_ID,
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
  pics: [
    {
      id: SITI_PIC,
      name: 'Siti Rahmawati',
      email: 'siti@bni.example',
      phone: null,
      position: 'HR Manager',
      preferredLanguage: 'id',
      roles: ['timesheet-approver', 'leave-approver'],
    },
    {
      id: AGUS_PIC,
      name: 'Agus Setiawan',
      email: 'agus@bni.example',
      phone: null,
      position: 'Branch Head',
      preferredLanguage: 'id',
      roles: ['overtime-approver'],
    },
  ],
};

export function clientSummaryOf(client: ClientDetail) {
  const { pics: _pics, ...summary } = client;
  return summary;
}

export const BUDI_ID = '00000000-0000-4000-8000-0000000000b1';

export const BUDI: EmployeeDetail = {
  id: BUDI_ID,
  employeeNumber: 'EMP-2026-00042',
  fullName: 'Budi Santoso',
  nik: '3174051203900001',
  status: 'active',
  clientId: CLIENT_ID,
  clientName: BANK.legalName,
  position: 'Teller',
  contractType: 'pkwt',
  contractEnd: '2026-12-15',
  hasAccount: false,
  npwp: '012345678901000',
  birthDate: '1990-03-12',
  birthPlace: 'Bandung',
  gender: 'male',
  religion: 'islam',
  maritalStatus: 'married',
  ptkpStatus: 'K/1',
  address: 'Jl. Melati 3, Bekasi',
  phone: '+62 812 3456 7890',
  personalEmail: 'budi.santoso@example.com',
  bankName: 'BCA',
  bankAccountNumber: '1234567890',
  bankAccountName: 'Budi Santoso',
  bpjsKesehatanNumber: '0001234567890',
  bpjsKetenagakerjaanNumber: '12345678901',
  placement: {
    clientId: CLIENT_ID,
    position: 'Teller',
    contractType: 'pkwt',
    startDate: '2026-01-05',
    endDate: '2026-12-15',
    workWeek: 5,
    baseSalary: 5_396_761,
    fixedAllowances: 500_000,
    approverPicIds: [SITI_PIC],
  },
  lastWorkingDay: null,
  endReason: null,
  userId: null,
  preferredLanguage: 'id',
  createdAt: '2026-01-05T02:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

/** An employee as a request or a sheet names them: id, name, number and position. */
export function refOf(
  employee: Pick<EmployeeSummary, 'id' | 'fullName' | 'employeeNumber' | 'position'>,
) {
  const { id, fullName, employeeNumber, position } = employee;
  return { id, fullName, employeeNumber, position };
}

export function summaryOf(employee: EmployeeDetail): EmployeeSummary {
  return {
    id: employee.id,
    employeeNumber: employee.employeeNumber,
    fullName: employee.fullName,
    nik: employee.nik,
    status: employee.status,
    clientId: employee.clientId,
    clientName: employee.clientName,
    position: employee.position,
    contractType: employee.contractType,
    contractEnd: employee.contractEnd,
    hasAccount: employee.hasAccount,
  };
}

export const DEWI: EmployeeSummary = {
  id: '00000000-0000-4000-8000-0000000000b2',
  employeeNumber: 'EMP-2025-00007',
  fullName: 'Dewi Lestari',
  nik: '3273014506920002',
  status: 'onboarding',
  clientId: null,
  clientName: null,
  position: 'Payroll Officer',
  contractType: 'pkwtt',
  contractEnd: null,
  hasAccount: true,
};

export const HISTORY: HistoryEntry[] = [
  {
    id: '00000000-0000-4000-8000-000000006833',
    effectiveDate: '2026-11-01',
    kind: 'salary',
    before: { baseSalary: 5_396_761, fixedAllowances: 500_000 },
    after: { baseSalary: 6_000_000, fixedAllowances: 500_000 },
    note: 'Annual review',
    recordedBy: 'Rina Wulandari',
    createdAt: '2026-11-01T02:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000006832',
    effectiveDate: '2026-06-01',
    kind: 'placement',
    before: { clientId: null, clientName: null, position: 'Clerk' },
    after: { clientId: CLIENT_ID, clientName: BANK.legalName, position: 'Teller' },
    note: null,
    recordedBy: 'Rina Wulandari',
    createdAt: '2026-06-01T02:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-000000006831',
    effectiveDate: '2026-01-05',
    kind: 'status',
    before: { status: 'onboarding' },
    after: { status: 'active' },
    note: null,
    recordedBy: 'system',
    createdAt: '2026-01-05T02:00:00.000Z',
  },
];

export const BANK_CHANGE: ChangeRequest = {
  id: '00000000-0000-4000-8000-0000000000d1',
  kind: 'bank-account',
  status: 'pending',
  current: { bankName: 'BCA', bankAccountNumber: '1234567890', bankAccountName: 'Budi Santoso' },
  proposed: {
    bankName: 'Mandiri',
    bankAccountNumber: '9876543210',
    bankAccountName: 'Budi Santoso',
  },
  reason: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  employeeId: BUDI_ID,
  employeeName: 'Budi Santoso',
  employeeNumber: 'EMP-2026-00042',
};

export const PTKP_CHANGE: ChangeRequest = {
  ...BANK_CHANGE,
  id: '00000000-0000-4000-8000-0000000000d2',
  kind: 'ptkp-status',
  current: { ptkpStatus: 'K/1' },
  proposed: { ptkpStatus: 'K/2' },
  employeeId: DEWI.id,
  employeeName: DEWI.fullName,
  employeeNumber: DEWI.employeeNumber,
};

export const HOLIDAYS: Holiday[] = [
  {
    id: '00000000-0000-4000-8000-000000007831',
    date: '2026-12-25',
    name: 'Hari Raya Natal',
    kind: 'national',
    clientId: null,
  },
  {
    id: '00000000-0000-4000-8000-000000007832',
    date: '2026-12-24',
    name: 'Cuti bersama Natal',
    kind: 'collective-leave',
    clientId: null,
  },
  {
    id: '00000000-0000-4000-8000-000000007833',
    date: '2026-08-17',
    name: 'Hari Kemerdekaan',
    kind: 'national',
    clientId: null,
  },
  {
    id: '00000000-0000-4000-8000-000000007834',
    date: '2026-11-27',
    name: 'Company outing',
    kind: 'company-event',
    clientId: null,
  },
];

/** HR who may decide attendance corrections. */
export const ATTENDANCE_HR_ME: MainSchema<'Me'> = {
  ...HR_ME,
  permissions: [...HR_ME.permissions, 'attendance.manage'],
};

/** Budi's night shift: he clocked in late and never clocked out; he asks for 21:55 → 06:00. */
export const NIGHT_CORRECTION: AttendanceCorrection = {
  id: '00000000-0000-4000-8000-0000000000f1',
  employeeId: BUDI_ID,
  employeeName: 'Budi Santoso',
  employeeNumber: 'EMP-2026-00042',
  clientName: BANK.legalName,
  workDate: '2026-12-29',
  clockInAt: '2026-12-29T14:55:00.000Z',
  clockOutAt: '2026-12-29T23:00:00.000Z',
  previousClockInAt: '2026-12-29T15:10:00.000Z',
  previousClockOutAt: null,
  reason: 'The app was down at the end of my shift.',
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  decisionComment: null,
  createdAt: '2026-12-30T01:00:00.000Z',
};

/** Dewi (internal staff) asks to start at 08:00 instead of 08:20. */
export const DAY_CORRECTION: AttendanceCorrection = {
  id: '00000000-0000-4000-8000-0000000000f2',
  employeeId: DEWI.id,
  employeeName: 'Dewi Lestari',
  employeeNumber: 'EMP-2025-00007',
  clientName: null,
  workDate: '2026-12-28',
  clockInAt: '2026-12-28T01:00:00.000Z',
  clockOutAt: '2026-12-28T10:00:00.000Z',
  previousClockInAt: '2026-12-28T01:20:00.000Z',
  previousClockOutAt: '2026-12-28T10:00:00.000Z',
  reason: 'I was in a meeting at the front desk.',
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  decisionComment: null,
  createdAt: '2026-12-28T11:00:00.000Z',
};
