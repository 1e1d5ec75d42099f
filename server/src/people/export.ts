import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { clientPics, clients, employees } from '../db/schema.js';
import { type ClientFilters, clientConditions, clientOrder } from './clients.js';
import { type EmployeeFilters, employeeConditions, employeeOrder } from './employees.js';
import { CLIENT_COLUMNS } from './import/clients.js';
import { EMPLOYEE_COLUMNS } from './import/employees.js';
import { type ExportColumn, writeWorkbook } from './import/spreadsheet.js';

type EmployeeExportRow = typeof employees.$inferSelect & {
  clientCode: string | null;
  clientName: string | null;
};

const headerOf = (key: string) => EMPLOYEE_COLUMNS.find((c) => c.key === key)!.header;

/**
 * The employee export: the import's columns (so an edited export can be imported as new rows),
 * with the employee number and client name in front.
 */
const EMPLOYEE_EXPORT: ExportColumn<EmployeeExportRow>[] = [
  { header: 'Employee number', width: 17, value: (r) => r.employeeNumber },
  { header: headerOf('fullName'), width: 28, value: (r) => r.fullName },
  { header: headerOf('nik'), width: 19, value: (r) => r.nik },
  { header: headerOf('npwp'), width: 19, value: (r) => r.npwp },
  { header: headerOf('birthDate'), width: 12, kind: 'date', value: (r) => r.birthDate },
  { header: headerOf('birthPlace'), width: 16, value: (r) => r.birthPlace },
  { header: headerOf('gender'), width: 9, value: (r) => r.gender },
  { header: headerOf('religion'), width: 11, value: (r) => r.religion },
  { header: headerOf('maritalStatus'), width: 10, value: (r) => r.maritalStatus },
  { header: headerOf('ptkpStatus'), width: 8, value: (r) => r.ptkpStatus },
  { header: headerOf('address'), width: 40, value: (r) => r.address },
  { header: headerOf('phone'), width: 16, value: (r) => r.phone },
  { header: headerOf('personalEmail'), width: 28, value: (r) => r.personalEmail },
  { header: headerOf('bankName'), width: 12, value: (r) => r.bankName },
  { header: headerOf('bankAccountNumber'), width: 18, value: (r) => r.bankAccountNumber },
  { header: headerOf('bankAccountName'), width: 24, value: (r) => r.bankAccountName },
  { header: headerOf('bpjsKesehatanNumber'), width: 16, value: (r) => r.bpjsKesehatanNumber },
  {
    header: headerOf('bpjsKetenagakerjaanNumber'),
    width: 16,
    value: (r) => r.bpjsKetenagakerjaanNumber,
  },
  { header: headerOf('status'), width: 14, value: (r) => r.status },
  {
    header: headerOf('lastWorkingDay'),
    width: 12,
    kind: 'date',
    value: (r) => r.lastWorkingDay,
  },
  { header: headerOf('clientCode'), width: 12, value: (r) => r.clientCode },
  { header: 'Client name', width: 32, value: (r) => r.clientName },
  { header: headerOf('position'), width: 24, value: (r) => r.position },
  { header: headerOf('contractType'), width: 10, value: (r) => r.contractType },
  { header: headerOf('startDate'), width: 12, kind: 'date', value: (r) => r.startDate },
  { header: headerOf('endDate'), width: 12, kind: 'date', value: (r) => r.endDate },
  { header: headerOf('workWeek'), width: 10, kind: 'number', value: (r) => r.workWeek },
  { header: headerOf('baseSalary'), width: 14, kind: 'money', value: (r) => r.baseSalary },
  {
    header: headerOf('fixedAllowances'),
    width: 14,
    kind: 'money',
    value: (r) => r.fixedAllowances,
  },
];

/**
 * Every employee matching the list's filters, in the list's order, as an XLSX workbook, without
 * the columns of `withheld` fields (pay, bank and birth date for those who may not see them).
 */
export async function exportEmployees(
  db: Db,
  filters: EmployeeFilters & { sort?: string | undefined },
  withheld: ReadonlySet<string> = new Set(),
) {
  const hiddenHeaders = new Set([...withheld].map(headerOf));
  const columns = EMPLOYEE_EXPORT.filter((c) => !hiddenHeaders.has(c.header));
  const rows = await db
    .select({ employee: employees, clientCode: clients.code, clientName: clients.legalName })
    .from(employees)
    .leftJoin(clients, eq(clients.id, employees.clientId))
    .where(employeeConditions(filters))
    .orderBy(...employeeOrder(filters.sort));
  return writeWorkbook(
    'Employees',
    columns,
    rows.map((r) => ({ ...r.employee, clientCode: r.clientCode, clientName: r.clientName })),
  );
}

type ClientExportRow = typeof clients.$inferSelect & {
  pic: typeof clientPics.$inferSelect | null;
};

const clientHeader = (key: string) => CLIENT_COLUMNS.find((c) => c.key === key)!.header;

const CLIENT_EXPORT: ExportColumn<ClientExportRow>[] = [
  { header: clientHeader('code'), width: 12, value: (r) => r.code },
  { header: clientHeader('legalName'), width: 36, value: (r) => r.legalName },
  { header: clientHeader('industry'), width: 18, value: (r) => r.industry },
  { header: clientHeader('address'), width: 40, value: (r) => r.address },
  { header: clientHeader('npwp'), width: 19, value: (r) => r.npwp },
  { header: clientHeader('billingMethod'), width: 16, value: (r) => r.billingMethod },
  {
    header: clientHeader('paymentTermsDays'),
    width: 12,
    kind: 'number',
    value: (r) => r.paymentTermsDays,
  },
  { header: clientHeader('status'), width: 10, value: (r) => r.status },
  { header: clientHeader('picName'), width: 24, value: (r) => r.pic?.name ?? null },
  { header: clientHeader('picEmail'), width: 28, value: (r) => r.pic?.email ?? null },
  { header: clientHeader('picPhone'), width: 16, value: (r) => r.pic?.phone ?? null },
  { header: clientHeader('picPosition'), width: 20, value: (r) => r.pic?.position ?? null },
  { header: clientHeader('picRoles'), width: 36, value: (r) => r.pic?.roles.join(', ') ?? null },
];

/** Every client matching the list's filters, one row per PIC (a client without PICs: one row). */
export async function exportClients(
  db: Db,
  filters: ClientFilters & { sort?: string | undefined },
) {
  const rows = await db
    .select()
    .from(clients)
    .where(clientConditions(filters))
    .orderBy(...clientOrder(filters.sort));
  const pics =
    rows.length > 0
      ? await db
          .select()
          .from(clientPics)
          .where(
            inArray(
              clientPics.clientId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(clientPics.sortOrder), asc(clientPics.createdAt))
      : [];
  const byClient = new Map<string, (typeof pics)[number][]>();
  for (const pic of pics) {
    const list = byClient.get(pic.clientId) ?? [];
    list.push(pic);
    byClient.set(pic.clientId, list);
  }
  const out = rows.flatMap((client): ClientExportRow[] => {
    const list = byClient.get(client.id) ?? [];
    return list.length > 0 ? list.map((pic) => ({ ...client, pic })) : [{ ...client, pic: null }];
  });
  return writeWorkbook('Clients', CLIENT_EXPORT, out);
}
