import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { type PageRequest, pageInMemory } from '../db/paging.js';
import { clients, employees, type PayslipLine, payrollRuns, payslips } from '../db/schema.js';
import { likePattern } from '../http/lists.js';
import { type ExportColumn, writeWorkbook } from '../people/import/spreadsheet.js';
import { SETTLED_STATES } from './runs.js';

/** Reports read only final payslips: those of approved, paid and closed runs. */
export type ReportFilter = {
  period: string;
  clientId?: string | undefined;
  search?: string | undefined;
};

const amountOf = (lines: readonly PayslipLine[], ...codes: string[]) =>
  lines.filter((l) => codes.includes(l.code)).reduce((sum, l) => sum + l.amount, 0);

async function finalPayslips(db: Db, filter: ReportFilter) {
  return db
    .select({
      payslip: payslips,
      clientName: clients.legalName,
      kesehatanNumber: employees.bpjsKesehatanNumber,
      ketenagakerjaanNumber: employees.bpjsKetenagakerjaanNumber,
      address: employees.address,
    })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .leftJoin(clients, eq(clients.id, payrollRuns.clientId))
    .where(
      and(
        eq(payslips.period, filter.period),
        inArray(payrollRuns.state, SETTLED_STATES),
        filter.clientId ? eq(payrollRuns.clientId, filter.clientId) : undefined,
        filter.search
          ? sql`(${payslips.employee}->>'name' ilike ${likePattern(filter.search)} or ${payslips.employee}->>'number' ilike ${likePattern(filter.search)})`
          : undefined,
      ),
    )
    .orderBy(sql`${payslips.employee}->>'name'`, asc(payslips.id));
}

type Final = Awaited<ReturnType<typeof finalPayslips>>[number];

/** The BPJS wage of a payslip (the wage its contributions were reckoned on). */
function bpjsWage(lines: readonly PayslipLine[]) {
  const line = lines.find((l) => l.code.startsWith('bpjs-'));
  return typeof line?.inputs.wage === 'number' ? line.inputs.wage : 0;
}

function identity(r: Final) {
  return {
    payslipId: r.payslip.id,
    employeeId: r.payslip.employeeId,
    employeeNumber: r.payslip.employee.number,
    name: r.payslip.employee.name,
    nik: r.payslip.employee.nik,
    clientName: r.clientName,
  };
}

export function kesehatanRow(r: Final) {
  const { lines } = r.payslip;
  const employer = amountOf(lines, 'bpjs-kesehatan-employer');
  const employee = amountOf(lines, 'bpjs-kesehatan-employee');
  return {
    ...identity(r),
    bpjsNumber: r.kesehatanNumber,
    wage: bpjsWage(lines),
    employer,
    employee,
    total: employer + employee,
  };
}

export function ketenagakerjaanRow(r: Final) {
  const { lines } = r.payslip;
  const row = {
    jhtEmployer: amountOf(lines, 'bpjs-jht-employer'),
    jhtEmployee: amountOf(lines, 'bpjs-jht-employee'),
    jpEmployer: amountOf(lines, 'bpjs-jp-employer'),
    jpEmployee: amountOf(lines, 'bpjs-jp-employee'),
    jkk: amountOf(lines, 'bpjs-jkk-employer'),
    jkm: amountOf(lines, 'bpjs-jkm-employer'),
  };
  return {
    ...identity(r),
    bpjsNumber: r.ketenagakerjaanNumber,
    wage: bpjsWage(lines),
    ...row,
    total: Object.values(row).reduce((s, v) => s + v, 0),
  };
}

export function pph21Row(r: Final) {
  const { payslip } = r;
  const tax = payslip.lines.find((l) => l.code === 'pph21' || l.code === 'pph21-refund');
  return {
    ...identity(r),
    npwp: payslip.employee.npwp,
    address: r.address,
    ptkpStatus: payslip.employee.ptkpStatus,
    terCategory: typeof tax?.inputs.category === 'string' ? tax.inputs.category : null,
    ratePercent: typeof tax?.inputs.ratePercent === 'number' ? tax.inputs.ratePercent : null,
    taxableGross: payslip.taxableGross,
    tax: payslip.tax,
    finalMonth: payslip.finalMonth,
    taxMethod: payslip.taxMethod,
  };
}

export type BpjsProgramme = 'kesehatan' | 'ketenagakerjaan';

function totals<T extends Record<string, unknown>>(rows: T[], keys: (keyof T)[]) {
  return Object.fromEntries(
    keys.map((k) => [k, rows.reduce((s, r) => s + (Number(r[k]) || 0), 0)]),
  ) as Record<keyof T & string, number>;
}

const page = <T>(rows: T[], p: PageRequest) => pageInMemory(rows, p).items;

/** The BPJS report of a month, one programme family, paged, with the month's totals. */
export async function bpjsReport(
  db: Db,
  programme: BpjsProgramme,
  filter: ReportFilter & { page: number; pageSize: number },
) {
  const all = await finalPayslips(db, filter);
  if (programme === 'kesehatan') {
    const rows = all.map(kesehatanRow);
    return {
      items: page(rows, filter),
      total: rows.length,
      page: filter.page,
      pageSize: filter.pageSize,
      totals: totals(rows, ['wage', 'employer', 'employee', 'total']),
    };
  }
  const rows = all.map(ketenagakerjaanRow);
  return {
    items: page(rows, filter),
    total: rows.length,
    page: filter.page,
    pageSize: filter.pageSize,
    totals: totals(rows, [
      'wage',
      'jhtEmployer',
      'jhtEmployee',
      'jpEmployer',
      'jpEmployee',
      'jkk',
      'jkm',
      'total',
    ]),
  };
}

export async function pph21Report(
  db: Db,
  filter: ReportFilter & { page: number; pageSize: number },
) {
  const rows = (await finalPayslips(db, filter)).map(pph21Row);
  return {
    items: page(rows, filter),
    total: rows.length,
    page: filter.page,
    pageSize: filter.pageSize,
    totals: totals(rows, ['taxableGross', 'tax']),
  };
}

type Identity = ReturnType<typeof identity> & { bpjsNumber: string | null; wage: number };
const who: ExportColumn<Identity>[] = [
  { header: 'Employee number', width: 18, value: (r) => r.employeeNumber },
  { header: 'Name', width: 28, value: (r) => r.name },
  { header: 'NIK', width: 20, value: (r) => r.nik },
  { header: 'BPJS number', width: 18, value: (r) => r.bpjsNumber },
  { header: 'Client', width: 26, value: (r) => r.clientName ?? 'Internal staff' },
  { header: 'Wage', width: 14, kind: 'money', value: (r) => r.wage },
];

export async function exportBpjs(db: Db, programme: BpjsProgramme, filter: ReportFilter) {
  const all = await finalPayslips(db, filter);
  if (programme === 'kesehatan') {
    const columns: ExportColumn<ReturnType<typeof kesehatanRow>>[] = [
      ...who,
      { header: 'Employer (4 %)', width: 14, kind: 'money', value: (r) => r.employer },
      { header: 'Employee (1 %)', width: 14, kind: 'money', value: (r) => r.employee },
      { header: 'Total', width: 14, kind: 'money', value: (r) => r.total },
    ];
    return writeWorkbook(`BPJS Kesehatan ${filter.period}`, columns, all.map(kesehatanRow));
  }
  const columns: ExportColumn<ReturnType<typeof ketenagakerjaanRow>>[] = [
    ...who,
    { header: 'JHT employer (3.7 %)', width: 14, kind: 'money', value: (r) => r.jhtEmployer },
    { header: 'JHT employee (2 %)', width: 14, kind: 'money', value: (r) => r.jhtEmployee },
    { header: 'JP employer (2 %)', width: 14, kind: 'money', value: (r) => r.jpEmployer },
    { header: 'JP employee (1 %)', width: 14, kind: 'money', value: (r) => r.jpEmployee },
    { header: 'JKK', width: 12, kind: 'money', value: (r) => r.jkk },
    { header: 'JKM', width: 12, kind: 'money', value: (r) => r.jkm },
    { header: 'Total', width: 14, kind: 'money', value: (r) => r.total },
  ];
  return writeWorkbook(`BPJS TK ${filter.period}`, columns, all.map(ketenagakerjaanRow));
}

/**
 * The month's PPh 21 list in the columns of the tax office's e-Bupot 21 monthly import sheet
 * ("21"): recipient by NPWP or NIK, name and address as on the NIK, tax object code 21-100-01
 * (permanent employee), PTKP, gross and tax withheld; plus the TER category and rate it used.
 */
export async function exportPph21(db: Db, filter: ReportFilter, withheldOn: string) {
  const rows = (await finalPayslips(db, filter)).map(pph21Row);
  const digits = (v: string | null) => (v ? v.replace(/\D/g, '') : null);
  const columns: ExportColumn<(typeof rows)[number] & { no: number }>[] = [
    { header: 'No', width: 6, kind: 'number', value: (r) => r.no },
    { header: 'Tgl Pemotongan (dd/MM/yyyy)', width: 16, kind: 'date', value: () => withheldOn },
    {
      header: 'Penerima Penghasilan? (NPWP/NIK)',
      width: 12,
      value: (r) => (r.npwp ? 'NPWP' : 'NIK'),
    },
    { header: 'NPWP (tanpa format/tanda baca)', width: 20, value: (r) => digits(r.npwp) },
    {
      header: 'NIK (tanpa format/tanda baca)',
      width: 20,
      value: (r) => (r.npwp ? null : digits(r.nik)),
    },
    { header: 'Nama Penerima Penghasilan Sesuai NIK', width: 28, value: (r) => r.name },
    { header: 'Alamat Penerima Penghasilan Sesuai NIK', width: 30, value: (r) => r.address },
    { header: 'Kode Objek Pajak', width: 12, value: () => '21-100-01' },
    { header: 'PTKP', width: 8, value: (r) => r.ptkpStatus },
    { header: 'Kategori TER', width: 10, value: (r) => r.terCategory ?? 'Pasal 17' },
    { header: 'Penghasilan Bruto', width: 16, kind: 'money', value: (r) => r.taxableGross },
    {
      header: 'Tarif (%)',
      width: 10,
      value: (r) => (r.ratePercent === null ? null : String(r.ratePercent)),
    },
    { header: 'PPh Dipotong', width: 14, kind: 'money', value: (r) => r.tax },
    { header: 'Nomor induk karyawan', width: 18, value: (r) => r.employeeNumber },
  ];
  return writeWorkbook(
    '21',
    columns,
    rows.map((r, i) => ({ ...r, no: i + 1 })),
  );
}

/** Per run of a month: the payroll cost finance invoices the client on (the cost basis). */
export async function payrollSummary(
  db: Db,
  filter: { period: string; search?: string | undefined },
) {
  const rows = await db
    .select({ run: payrollRuns, clientName: clients.legalName })
    .from(payrollRuns)
    .leftJoin(clients, eq(clients.id, payrollRuns.clientId))
    .where(
      and(
        eq(payrollRuns.period, filter.period),
        filter.search ? sql`${clients.legalName} ilike ${likePattern(filter.search)}` : undefined,
      ),
    )
    .orderBy(asc(clients.legalName));
  const items = rows.map(({ run, clientName }) => ({
    runId: run.id,
    clientId: run.clientId,
    clientName,
    state: run.state,
    final: SETTLED_STATES.includes(run.state),
    employees: run.totals?.employees ?? 0,
    gross: run.totals?.gross ?? 0,
    bpjsEmployer: run.totals?.bpjsEmployer ?? 0,
    bpjsEmployee: run.totals?.bpjsEmployee ?? 0,
    tax: run.totals?.tax ?? 0,
    net: run.totals?.net ?? 0,
    cost: run.totals?.cost ?? 0,
  }));
  const final = items.filter((i) => i.final);
  return {
    period: filter.period,
    items,
    totals: totals(final, [
      'employees',
      'gross',
      'bpjsEmployer',
      'bpjsEmployee',
      'tax',
      'net',
      'cost',
    ]),
  };
}

export async function exportPayrollSummary(db: Db, period: string) {
  const { items } = await payrollSummary(db, { period });
  const columns: ExportColumn<(typeof items)[number]>[] = [
    { header: 'Client', width: 30, value: (r) => r.clientName ?? 'Internal staff' },
    { header: 'State', width: 12, value: (r) => r.state },
    { header: 'Employees', width: 10, kind: 'number', value: (r) => r.employees },
    { header: 'Gross pay', width: 16, kind: 'money', value: (r) => r.gross },
    { header: 'BPJS employer', width: 16, kind: 'money', value: (r) => r.bpjsEmployer },
    { header: 'BPJS employee', width: 16, kind: 'money', value: (r) => r.bpjsEmployee },
    { header: 'PPh 21', width: 14, kind: 'money', value: (r) => r.tax },
    { header: 'Net pay', width: 16, kind: 'money', value: (r) => r.net },
    { header: 'Employer cost', width: 16, kind: 'money', value: (r) => r.cost },
  ];
  return writeWorkbook(`Payroll ${period}`, columns, items);
}
