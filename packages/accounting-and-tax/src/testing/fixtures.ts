// Accounting and tax's fixtures: the tax masters as the server seeds them from the official rule
// set (@staffdesk/id-payroll), shortened where a table runs long, and a TER version of 2026 that
// the tax team added and no approved run has used yet. Tests run on 15 Dec 2026 (Jakarta).

import type { MainSchema, PayrollSchema } from '@staffdesk/api';
import type { PtkpStatusInfo, TaxMaster } from '../lib/masters';

/** The demo accounting and tax user (the seeded role's permissions). */
export const TAX_ME: MainSchema<'Me'> = {
  user: {
    id: '00000000-0000-4000-8000-000000000051',
    email: 'tax@staffdesk.local',
    name: 'Rina Wijayanti',
    status: 'active',
    roles: [{ id: '00000000-0000-4000-8000-0000000000a5', name: 'Accounting and tax' }],
    lastSignInAt: '2026-12-14T01:00:00.000Z',
    createdAt: '2026-01-05T02:00:00.000Z',
    phone: null,
    preferredLanguage: 'en',
    hasPhoto: false,
  },
  roles: [{ id: '00000000-0000-4000-8000-0000000000a5', key: 'tax', name: 'Accounting and tax' }],
  superAccess: false,
  sections: ['accounting-and-tax'],
  permissions: ['tax.manage', 'payroll.read', 'payroll.run', 'payroll.approve'],
  employeeId: null,
};

/** Someone who may read payroll's figures but not maintain the tax masters. */
export const PAYROLL_READER_ME: MainSchema<'Me'> = {
  ...TAX_ME,
  permissions: ['payroll.read'],
};

/** Someone in the section without `payroll.read`. */
export const NO_PAYROLL_ME: MainSchema<'Me'> = { ...TAX_ME, permissions: [] };

let next = 0;
/** A version as `GET /tax-masters/{kind}` lists it: official, unused, unless told otherwise. */
export function taxMaster(
  kind: TaxMaster['kind'],
  data: Record<string, unknown>,
  extra: Partial<TaxMaster> = {},
): TaxMaster {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    kind,
    effectiveFrom: '2024-01-01',
    effectiveTo: null,
    legalBasis: '',
    data,
    official: true,
    usedByApprovedRun: false,
    updatedByLabel: null,
    updatedAt: '2026-01-02T01:00:00.000Z',
    ...extra,
  };
}

/** The TER of PP 58/2023 (the first rows and the last of each category), used by runs of 2025. */
export const TER_2024 = taxMaster(
  'ter',
  {
    tables: {
      A: [
        { lower: 0, upper: 5_400_000, rateBp: 0 },
        { lower: 5_400_001, upper: 5_650_000, rateBp: 25 },
        { lower: 5_650_001, upper: 5_950_000, rateBp: 50 },
        { lower: 5_950_001, upper: 1_400_000_000, rateBp: 125 },
        { lower: 1_400_000_001, upper: null, rateBp: 3400 },
      ],
      B: [
        { lower: 0, upper: 6_200_000, rateBp: 0 },
        { lower: 6_200_001, upper: 6_500_000, rateBp: 25 },
        { lower: 6_500_001, upper: 1_405_000_000, rateBp: 75 },
        { lower: 1_405_000_001, upper: null, rateBp: 3400 },
      ],
      C: [
        { lower: 0, upper: 6_600_000, rateBp: 0 },
        { lower: 6_600_001, upper: 6_950_000, rateBp: 25 },
        { lower: 6_950_001, upper: 1_419_000_000, rateBp: 50 },
        { lower: 1_419_000_001, upper: null, rateBp: 3400 },
      ],
    },
  },
  {
    effectiveFrom: '2024-01-01',
    effectiveTo: '2025-12-31',
    legalBasis: 'PP 58/2023 Lampiran; PMK 168/2023',
    usedByApprovedRun: true,
  },
);

/** The tax team's TER of 2026: category A's second band at 0,3 %; no approved run used it. */
export const TER_2026 = taxMaster(
  'ter',
  {
    tables: {
      A: [
        { lower: 0, upper: 5_400_000, rateBp: 0 },
        { lower: 5_400_001, upper: 5_650_000, rateBp: 30 },
        { lower: 5_650_001, upper: null, rateBp: 50 },
      ],
      B: [
        { lower: 0, upper: 6_200_000, rateBp: 0 },
        { lower: 6_200_001, upper: null, rateBp: 25 },
      ],
      C: [
        { lower: 0, upper: 6_600_000, rateBp: 0 },
        { lower: 6_600_001, upper: null, rateBp: 25 },
      ],
    },
  },
  {
    effectiveFrom: '2026-01-01',
    legalBasis: 'PMK 168/2023 (as amended)',
    official: false,
    updatedByLabel: 'Rina Wijayanti',
    updatedAt: '2025-12-20T03:30:00.000Z',
  },
);

export const PTKP_2016 = taxMaster(
  'ptkp',
  {
    amounts: {
      'TK/0': 54_000_000,
      'TK/1': 58_500_000,
      'TK/2': 63_000_000,
      'TK/3': 67_500_000,
      'K/0': 58_500_000,
      'K/1': 63_000_000,
      'K/2': 67_500_000,
      'K/3': 72_000_000,
    },
  },
  {
    effectiveFrom: '2016-01-01',
    legalBasis: 'UU PPh Pasal 7; PMK 101/PMK.010/2016',
    usedByApprovedRun: true,
  },
);

export const ARTICLE17_2022 = taxMaster(
  'article17',
  {
    pkpRoundDownTo: 1000,
    brackets: [
      { over: 0, upTo: 60_000_000, rateBp: 500 },
      { over: 60_000_000, upTo: 250_000_000, rateBp: 1500 },
      { over: 250_000_000, upTo: 500_000_000, rateBp: 2500 },
      { over: 500_000_000, upTo: 5_000_000_000, rateBp: 3000 },
      { over: 5_000_000_000, upTo: null, rateBp: 3500 },
    ],
  },
  {
    effectiveFrom: '2022-01-01',
    legalBasis: 'UU PPh Pasal 17(1)(a) as amended by UU 7/2021 (HPP); PMK 168/2023 Pasal 8(4)',
    usedByApprovedRun: true,
  },
);

export const JOB_EXPENSE_2024 = taxMaster(
  'job-expense',
  { rateBp: 500, maxPerMonth: 500_000, maxPerYear: 6_000_000 },
  { effectiveFrom: '2024-01-01', legalBasis: 'PMK 168/2023 Pasal 10(2)' },
);

export const NO_NPWP_2009 = taxMaster(
  'no-npwp',
  { surchargeBp: 2000 },
  { effectiveFrom: '2009-01-01', legalBasis: 'UU PPh Pasal 21 ayat (5a)', usedByApprovedRun: true },
);

export const KESEHATAN_2020 = taxMaster(
  'bpjs-kesehatan',
  { employerBp: 400, employeeBp: 100, wageCap: 12_000_000 },
  {
    effectiveFrom: '2020-01-01',
    legalBasis: 'Perpres 82/2018 Pasal 30, 32 as amended by Perpres 75/2019 and 64/2020',
  },
);

export const JHT_2015 = taxMaster(
  'bpjs-jht',
  { employerBp: 370, employeeBp: 200, wageCap: null },
  { effectiveFrom: '2015-07-01', legalBasis: 'PP 46/2015 Pasal 16(1)', usedByApprovedRun: true },
);

/** JP's cap, a version a year (oldest first, as the API lists them). */
export const JP_VERSIONS = [
  taxMaster(
    'bpjs-jp',
    { employerBp: 200, employeeBp: 100, wageCap: 10_042_300 },
    {
      effectiveFrom: '2024-03-01',
      effectiveTo: '2025-02-28',
      legalBasis: 'BPJS letter B/1387/022024',
      usedByApprovedRun: true,
    },
  ),
  taxMaster(
    'bpjs-jp',
    { employerBp: 200, employeeBp: 100, wageCap: 10_547_400 },
    {
      effectiveFrom: '2025-03-01',
      effectiveTo: '2026-02-28',
      legalBasis: 'BPJS letter B/726/022025',
      usedByApprovedRun: true,
    },
  ),
  taxMaster(
    'bpjs-jp',
    { employerBp: 200, employeeBp: 100, wageCap: 11_086_300 },
    { effectiveFrom: '2026-03-01', legalBasis: 'BPJS letter B/1226/022026' },
  ),
];

export const JKM_2015 = taxMaster(
  'bpjs-jkm',
  { employerBp: 30, employeeBp: 0, wageCap: null },
  { effectiveFrom: '2015-07-01', legalBasis: 'PP 44/2015 Pasal 18(1)', usedByApprovedRun: true },
);

/** Every master's versions by kind, oldest first. */
export const MASTERS: Record<TaxMaster['kind'], TaxMaster[]> = {
  ptkp: [PTKP_2016],
  ter: [TER_2024, TER_2026],
  article17: [ARTICLE17_2022],
  'job-expense': [JOB_EXPENSE_2024],
  'no-npwp': [NO_NPWP_2009],
  'bpjs-kesehatan': [KESEHATAN_2020],
  'bpjs-jht': [JHT_2015],
  'bpjs-jp': JP_VERSIONS,
  'bpjs-jkm': [JKM_2015],
};

const TER_OF: Record<string, 'A' | 'B' | 'C'> = {
  'TK/0': 'A',
  'TK/1': 'A',
  'K/0': 'A',
  'TK/2': 'B',
  'TK/3': 'B',
  'K/1': 'B',
  'K/2': 'B',
  'K/3': 'C',
};

/** `GET /ptkp-statuses`: 41 employees with a status, 3 without. */
export const PTKP_STATUSES: PtkpStatusInfo = {
  items: (['K/0', 'K/1', 'K/2', 'K/3', 'TK/0', 'TK/1', 'TK/2', 'TK/3'] as const).map(
    (status, index) => ({
      status,
      married: status.startsWith('K/'),
      dependants: Number(status.slice(-1)),
      terCategory: TER_OF[status] ?? 'A',
      annualAmount: (PTKP_2016.data.amounts as Record<string, number>)[status] ?? 0,
      employees: [6, 9, 4, 1, 14, 3, 2, 2][index] ?? 0,
    }),
  ),
  withoutStatus: 3,
};

// ——— The tax report: the PPh 21 of November 2026 ———

/** The bank the report's placed employees work at (kit's payroll fixtures' client). */
export const BANK_CLIENT_ID = '00000000-0000-4000-8000-0000000000c1';

/** The bank as `GET /clients` lists it, for the client filter. */
export const BANK_CLIENT: MainSchema<'Client'> = {
  id: BANK_CLIENT_ID,
  code: 'BNI-JKT',
  legalName: 'PT Bank Nusantara Indonesia Tbk',
  industry: 'Banking',
  address: null,
  npwp: null,
  billingMethod: 'management-fee',
  paymentTermsDays: 30,
  status: 'active',
  picCount: 2,
  createdAt: '2026-02-01T02:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

/** A payroll reader who may also list the clients (and so filter by one). */
export const TAX_WITH_CLIENTS_ME: MainSchema<'Me'> = {
  ...TAX_ME,
  permissions: [...TAX_ME.permissions, 'clients.read'],
};

export const AGUS_EMPLOYEE_ID = '00000000-0000-4000-8000-0000000000e1';
export const BUDI_EMPLOYEE_ID = '00000000-0000-4000-8000-0000000000e2';
export const DEWI_EMPLOYEE_ID = '00000000-0000-4000-8000-0000000000e3';

type Pph21Report = PayrollSchema<'Pph21Report'>;

/**
 * `GET /reports/pph21?period=2026-11`, by name: Agus (own staff) left in November, so his final
 * month settles the year under Article 17 and refunds Rp 120.000; Budi (K/1, TER B) at the bank
 * withholds 1,5 % of Rp 9.500.000; Dewi (TK/0, TER A, no NPWP) 0,75 % of Rp 6.000.000.
 */
export function pph21Report(extra: Partial<Pph21Report> = {}): Pph21Report {
  return {
    items: [
      {
        payslipId: '00000000-0000-4000-8000-0000000000f4',
        employeeId: AGUS_EMPLOYEE_ID,
        employeeNumber: 'EMP-2025-00311',
        name: 'Agus Prasetyo',
        nik: '3171020304850007',
        clientName: null,
        npwp: '081234567012000',
        address: 'Jl. Kemang Raya No. 12, Jakarta Selatan',
        ptkpStatus: 'K/0',
        terCategory: null,
        ratePercent: null,
        taxableGross: 7_000_000,
        tax: -120_000,
        finalMonth: true,
        taxMethod: 'gross',
      },
      {
        payslipId: '00000000-0000-4000-8000-0000000000f2',
        employeeId: BUDI_EMPLOYEE_ID,
        employeeNumber: 'EMP-2026-00042',
        name: 'Budi Santoso',
        nik: '3174012507900003',
        clientName: 'PT Bank Nusantara Indonesia Tbk',
        npwp: '091234567890100',
        address: 'Jl. Tebet Barat Dalam No. 5, Jakarta Selatan',
        ptkpStatus: 'K/1',
        terCategory: 'B',
        ratePercent: 1.5,
        taxableGross: 9_500_000,
        tax: 142_500,
        finalMonth: false,
        taxMethod: 'gross',
      },
      {
        payslipId: '00000000-0000-4000-8000-0000000000f3',
        employeeId: DEWI_EMPLOYEE_ID,
        employeeNumber: 'EMP-2026-00057',
        name: 'Dewi Lestari',
        nik: '3275014408950002',
        clientName: 'PT Bank Nusantara Indonesia Tbk',
        npwp: null,
        address: null,
        ptkpStatus: 'TK/0',
        terCategory: 'A',
        ratePercent: 0.75,
        taxableGross: 6_000_000,
        tax: 45_000,
        finalMonth: false,
        taxMethod: 'gross-up',
      },
    ],
    total: 3,
    page: 1,
    pageSize: 50,
    totals: { taxableGross: 22_500_000, tax: 67_500 },
    ...extra,
  };
}
