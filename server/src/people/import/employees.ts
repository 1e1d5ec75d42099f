import { setImmediate } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  CONTRACT_TYPES,
  clients,
  EMPLOYEE_STATUSES,
  employees,
  GENDERS,
  MARITAL_STATUSES,
  PTKP_STATUSES,
  RELIGIONS,
} from '../../db/schema.js';
import { type EmployeeRow, insertEmployees, type Recorder } from '../employees.js';
import { EmployeeCreate, type ImportResult, issueField } from '../schemas.js';
import {
  asChoice,
  asDate,
  asDigitsText,
  asInteger,
  asMoney,
  asText,
  type Cell,
  type ColumnSpec,
  type Converted,
  readSheet,
  sortErrors,
  YIELD_EVERY_ROWS,
} from './spreadsheet.js';

type Kind = 'text' | 'digits' | 'date' | 'money' | 'integer' | 'choice';

type EmployeeColumn = ColumnSpec & {
  /** Where the value goes in the create body (`placement.startDate`). */
  path: string;
  kind: Kind;
  convert?: (cell: Cell) => Converted<unknown>;
};

const choice =
  <T extends string>(values: readonly T[], synonyms: Record<string, T> = {}) =>
  (cell: Cell) =>
    asChoice(cell, values, synonyms);

/** The columns of the employee sheet, shared by import and export. */
export const EMPLOYEE_COLUMNS: EmployeeColumn[] = [
  {
    key: 'fullName',
    path: 'fullName',
    header: 'Full name',
    aliases: ['Name', 'Nama', 'Nama lengkap'],
    required: true,
    kind: 'text',
  },
  {
    key: 'nik',
    path: 'nik',
    header: 'NIK',
    aliases: ['No KTP', 'KTP'],
    required: true,
    kind: 'digits',
  },
  { key: 'npwp', path: 'npwp', header: 'NPWP', kind: 'digits' },
  {
    key: 'birthDate',
    path: 'birthDate',
    header: 'Birth date',
    aliases: ['Tanggal lahir', 'Date of birth'],
    kind: 'date',
  },
  {
    key: 'birthPlace',
    path: 'birthPlace',
    header: 'Birth place',
    aliases: ['Tempat lahir', 'Place of birth'],
    kind: 'text',
  },
  {
    key: 'gender',
    path: 'gender',
    header: 'Gender',
    aliases: ['Jenis kelamin'],
    kind: 'choice',
    convert: choice(GENDERS, {
      m: 'male',
      l: 'male',
      'laki-laki': 'male',
      pria: 'male',
      f: 'female',
      p: 'female',
      perempuan: 'female',
      wanita: 'female',
    }),
  },
  {
    key: 'religion',
    path: 'religion',
    header: 'Religion',
    aliases: ['Agama'],
    kind: 'choice',
    convert: choice(RELIGIONS, {
      kristen: 'protestant',
      protestan: 'protestant',
      katolik: 'catholic',
      buddha: 'buddhist',
      konghucu: 'confucian',
      khonghucu: 'confucian',
      lainnya: 'other',
    }),
  },
  {
    key: 'maritalStatus',
    path: 'maritalStatus',
    header: 'Marital status',
    aliases: ['Status perkawinan'],
    kind: 'choice',
    convert: choice(MARITAL_STATUSES, {
      'belum kawin': 'single',
      kawin: 'married',
      menikah: 'married',
      'cerai hidup': 'divorced',
      'cerai mati': 'widowed',
    }),
  },
  {
    key: 'ptkpStatus',
    path: 'ptkpStatus',
    header: 'PTKP status',
    aliases: ['PTKP'],
    kind: 'choice',
    convert: (cell) =>
      asChoice(cell === null ? null : String(cell).toUpperCase().replace(/\s/g, ''), PTKP_STATUSES),
  },
  { key: 'address', path: 'address', header: 'Address', aliases: ['Alamat'], kind: 'text' },
  {
    key: 'phone',
    path: 'phone',
    header: 'Phone',
    aliases: ['No HP', 'Telepon', 'Mobile'],
    kind: 'text',
  },
  {
    key: 'personalEmail',
    path: 'personalEmail',
    header: 'Personal email',
    aliases: ['Email'],
    kind: 'text',
  },
  {
    key: 'bankName',
    path: 'bankName',
    header: 'Bank name',
    aliases: ['Bank', 'Nama bank'],
    kind: 'text',
  },
  {
    key: 'bankAccountNumber',
    path: 'bankAccountNumber',
    header: 'Bank account number',
    aliases: ['No rekening', 'Account number'],
    kind: 'digits',
  },
  {
    key: 'bankAccountName',
    path: 'bankAccountName',
    header: 'Bank account name',
    aliases: ['Nama rekening', 'Account name'],
    kind: 'text',
  },
  {
    key: 'bpjsKesehatanNumber',
    path: 'bpjsKesehatanNumber',
    header: 'BPJS Kesehatan number',
    aliases: ['BPJS Kesehatan'],
    kind: 'digits',
  },
  {
    key: 'bpjsKetenagakerjaanNumber',
    path: 'bpjsKetenagakerjaanNumber',
    header: 'BPJS Ketenagakerjaan number',
    aliases: ['BPJS Ketenagakerjaan', 'BPJS TK'],
    kind: 'digits',
  },
  {
    key: 'status',
    path: 'status',
    header: 'Status',
    kind: 'choice',
    convert: choice(EMPLOYEE_STATUSES, {
      aktif: 'active',
      resign: 'resigned',
      phk: 'laid-off',
      'laid off': 'laid-off',
      'contract ended': 'contract-ended',
      meninggal: 'deceased',
    }),
  },
  {
    key: 'lastWorkingDay',
    path: 'lastWorkingDay',
    header: 'Last working day',
    aliases: ['Hari kerja terakhir', 'Tanggal keluar'],
    kind: 'date',
  },
  {
    key: 'clientCode',
    path: 'placement.clientId',
    header: 'Client code',
    aliases: ['Client', 'Kode klien'],
    kind: 'text',
  },
  {
    key: 'position',
    path: 'placement.position',
    header: 'Position',
    aliases: ['Jabatan'],
    required: true,
    kind: 'text',
  },
  {
    key: 'contractType',
    path: 'placement.contractType',
    header: 'Contract type',
    aliases: ['Jenis kontrak', 'Contract'],
    required: true,
    kind: 'choice',
    convert: choice(CONTRACT_TYPES, {
      kontrak: 'pkwt',
      tetap: 'pkwtt',
      permanent: 'pkwtt',
      'fixed-term': 'pkwt',
      'fixed term': 'pkwt',
    }),
  },
  {
    key: 'startDate',
    path: 'placement.startDate',
    header: 'Start date',
    aliases: ['Tanggal mulai', 'Join date'],
    required: true,
    kind: 'date',
  },
  {
    key: 'endDate',
    path: 'placement.endDate',
    header: 'End date',
    aliases: ['Tanggal selesai', 'Contract end'],
    kind: 'date',
  },
  {
    key: 'workWeek',
    path: 'placement.workWeek',
    header: 'Work week',
    aliases: ['Hari kerja'],
    kind: 'integer',
  },
  {
    key: 'baseSalary',
    path: 'placement.baseSalary',
    header: 'Base salary',
    aliases: ['Gaji pokok', 'Salary'],
    required: true,
    kind: 'money',
  },
  {
    key: 'fixedAllowances',
    path: 'placement.fixedAllowances',
    header: 'Fixed allowances',
    aliases: ['Tunjangan tetap', 'Allowances'],
    kind: 'money',
  },
];

const COLUMN_BY_PATH = new Map(EMPLOYEE_COLUMNS.map((c) => [c.path, c]));

export const MAX_IMPORT_ROWS = 20_000;

function convertCell(column: EmployeeColumn, cell: Cell): Converted<unknown> {
  if (column.convert) return column.convert(cell);
  switch (column.kind) {
    case 'digits':
      return asDigitsText(cell, column.header);
    case 'date':
      return asDate(cell);
    case 'money':
      return asMoney(cell);
    case 'integer':
      return asInteger(cell);
    default:
      return { value: asText(cell) };
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (!tail) target[head] = value;
  else {
    const inner = (target[head] ?? {}) as Record<string, unknown>;
    inner[tail] = value;
    target[head] = inner;
  }
}

export type EmployeeImportPlan = {
  result: ImportResult;
  inputs: EmployeeCreate[];
};

/**
 * Reads and checks every row of an employee sheet: each error names the sheet row, the column
 * (as headed in the file) and what is wrong. Writes nothing.
 */
export async function planEmployeeImport(
  db: Db,
  data: Buffer,
  dryRun: boolean,
): Promise<EmployeeImportPlan> {
  const sheet = await readSheet(data, EMPLOYEE_COLUMNS, MAX_IMPORT_ROWS);
  const errors: ImportResult['errors'] = [];
  if (sheet.missing.length > 0) {
    for (const column of sheet.missing) {
      errors.push({
        row: sheet.headerRow,
        column: column.header,
        message: 'This column is missing.',
      });
    }
    return {
      result: { dryRun, total: sheet.rows.length, valid: 0, imported: 0, errors },
      inputs: [],
    };
  }
  const columnName = (column: EmployeeColumn) => sheet.headers.get(column.key) ?? column.header;

  // Lookups for every row at once.
  const codes = new Set<string>();
  for (const row of sheet.rows) {
    const code = asText(row.cells.get('clientCode') ?? null);
    if (code) codes.add(code.toUpperCase());
  }
  const clientRows =
    codes.size > 0
      ? await db
          .select({ id: clients.id, code: clients.code })
          .from(clients)
          .where(inArray(clients.code, [...codes]))
      : [];
  const clientIdByCode = new Map(clientRows.map((c) => [c.code, c.id]));

  const inputs: { row: number; input: EmployeeCreate }[] = [];
  for (const [index, row] of sheet.rows.entries()) {
    if (index % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1) await setImmediate();
    const body: Record<string, unknown> = { placement: {} };
    const rowErrors = new Map<string, string>();
    for (const column of EMPLOYEE_COLUMNS) {
      if (!sheet.headers.has(column.key)) continue;
      const converted = convertCell(column, row.cells.get(column.key) ?? null);
      if ('error' in converted) {
        rowErrors.set(columnName(column), converted.error);
        continue;
      }
      if (converted.value === null) continue;
      if (column.key === 'clientCode') {
        const code = String(converted.value).toUpperCase();
        const id = clientIdByCode.get(code);
        if (!id) rowErrors.set(columnName(column), `No client has the code ${code}.`);
        else setPath(body, column.path, id);
        continue;
      }
      setPath(body, column.path, converted.value);
    }
    const parsed = EmployeeCreate.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issueField(issue.path);
        const column =
          COLUMN_BY_PATH.get(path) ?? COLUMN_BY_PATH.get(path.split('.').slice(0, 2).join('.'));
        const name = column ? columnName(column) : path;
        if (!rowErrors.has(name)) rowErrors.set(name, issue.message);
      }
    }
    for (const [column, message] of rowErrors) errors.push({ row: row.row, column, message });
    if (rowErrors.size === 0 && parsed.success) inputs.push({ row: row.row, input: parsed.data });
  }

  // NIKs: unique within the file and not already in the database.
  const nikColumn = columnName(COLUMN_BY_PATH.get('nik')!);
  const firstRowOfNik = new Map<string, number>();
  const niks = inputs.map((i) => i.input.nik);
  const taken = new Map<string, string>();
  for (let i = 0; i < niks.length; i += 1000) {
    const found = await db
      .select({ nik: employees.nik, number: employees.employeeNumber })
      .from(employees)
      .where(inArray(employees.nik, niks.slice(i, i + 1000)));
    for (const f of found) taken.set(f.nik, f.number);
  }
  const accepted: typeof inputs = [];
  for (const item of inputs) {
    const earlier = firstRowOfNik.get(item.input.nik);
    const owner = taken.get(item.input.nik);
    if (owner) {
      errors.push({
        row: item.row,
        column: nikColumn,
        message: `This NIK already belongs to ${owner}.`,
      });
    } else if (earlier !== undefined) {
      errors.push({
        row: item.row,
        column: nikColumn,
        message: `The same NIK is on row ${earlier}.`,
      });
    } else {
      firstRowOfNik.set(item.input.nik, item.row);
      accepted.push(item);
    }
  }
  sortErrors(errors, sheet.positions);
  return {
    result: { dryRun, total: sheet.rows.length, valid: accepted.length, imported: 0, errors },
    inputs: accepted.map((a) => a.input),
  };
}

/** Imports checked rows, all in the caller's transaction. */
export async function importEmployees(
  tx: Db,
  inputs: EmployeeCreate[],
  recorder: Recorder,
  note: string,
): Promise<EmployeeRow[]> {
  return insertEmployees(tx, inputs, recorder, note);
}
