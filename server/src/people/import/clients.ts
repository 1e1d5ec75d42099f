import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  BILLING_METHODS,
  CLIENT_STATUSES,
  clients,
  PIC_ROLES,
  type PicRole,
} from '../../db/schema.js';
import { ClientInput, type ImportResult, issueField } from '../schemas.js';
import {
  asChoice,
  asDigitsText,
  asInteger,
  asText,
  type ColumnSpec,
  readSheet,
  type SheetRow,
  sortErrors,
} from './spreadsheet.js';

/** The columns of the client sheet: one row per PIC (client columns repeated), or per client. */
export const CLIENT_COLUMNS: ColumnSpec[] = [
  { key: 'code', header: 'Code', aliases: ['Client code', 'Kode'], required: true },
  {
    key: 'legalName',
    header: 'Legal name',
    aliases: ['Name', 'Nama perusahaan', 'Company'],
    required: true,
  },
  { key: 'industry', header: 'Industry', aliases: ['Industri'] },
  { key: 'address', header: 'Address', aliases: ['Alamat'] },
  { key: 'npwp', header: 'NPWP' },
  { key: 'billingMethod', header: 'Billing method', required: true },
  {
    key: 'paymentTermsDays',
    header: 'Payment terms (days)',
    aliases: ['Payment terms', 'TOP'],
    required: true,
  },
  { key: 'status', header: 'Status', required: true },
  { key: 'picName', header: 'PIC name' },
  { key: 'picEmail', header: 'PIC email' },
  { key: 'picPhone', header: 'PIC phone' },
  { key: 'picPosition', header: 'PIC position' },
  { key: 'picRoles', header: 'PIC roles' },
];

const CLIENT_FIELDS = [
  'legalName',
  'industry',
  'address',
  'npwp',
  'billingMethod',
  'paymentTermsDays',
  'status',
];
const PIC_FIELDS: Record<string, string> = {
  name: 'picName',
  email: 'picEmail',
  phone: 'picPhone',
  position: 'picPosition',
  roles: 'picRoles',
};

function roleList(text: string | null): { value: PicRole[] } | { error: string } {
  if (!text) return { value: [] };
  const roles: PicRole[] = [];
  for (const part of text.split(/[,;]/)) {
    const key = part.trim().toLowerCase().replace(/\s+/g, '-');
    if (!key) continue;
    const role = PIC_ROLES.find((r) => r === key);
    if (!role) return { error: `Use roles from: ${PIC_ROLES.join(', ')} (comma-separated).` };
    roles.push(role);
  }
  return { value: roles };
}

export type ClientImportPlan = { result: ImportResult; inputs: ClientInput[] };

/**
 * Reads and checks a client sheet. Rows with the same code are one client: its fields come from
 * the first of them, and each row with a PIC name or email adds a PIC. Only new codes import.
 */
export async function planClientImport(
  db: Db,
  data: Buffer,
  dryRun: boolean,
): Promise<ClientImportPlan> {
  const sheet = await readSheet(data, CLIENT_COLUMNS, 5_000);
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
  const header = (key: string) =>
    sheet.headers.get(key) ?? CLIENT_COLUMNS.find((c) => c.key === key)!.header;
  const text = (row: SheetRow, key: string) => asText(row.cells.get(key) ?? null);

  const groups = new Map<string, SheetRow[]>();
  for (const row of sheet.rows) {
    const code = (text(row, 'code') ?? '').toUpperCase();
    if (!code) {
      errors.push({ row: row.row, column: header('code'), message: 'Enter the code.' });
      continue;
    }
    const list = groups.get(code) ?? [];
    list.push(row);
    groups.set(code, list);
  }
  const existing = new Set(
    groups.size > 0
      ? (
          await db
            .select({ code: clients.code })
            .from(clients)
            .where(inArray(clients.code, [...groups.keys()]))
        ).map((c) => c.code)
      : [],
  );

  const inputs: ClientInput[] = [];
  let validRows = 0;
  for (const [code, rows] of groups) {
    const first = rows[0]!;
    const groupErrors: ImportResult['errors'] = [];
    const add = (row: number, key: string, message: string) => {
      if (!groupErrors.some((e) => e.row === row && e.column === header(key))) {
        groupErrors.push({ row, column: header(key), message });
      }
    };
    if (existing.has(code)) add(first.row, 'code', 'Another client already has this code.');
    const body: Record<string, unknown> = { code, pics: [] };
    for (const key of CLIENT_FIELDS) {
      const cell = first.cells.get(key) ?? null;
      if (key === 'npwp') {
        const digits = asDigitsText(cell, header(key));
        if ('error' in digits) add(first.row, key, digits.error);
        else body.npwp = digits.value;
      } else if (key === 'paymentTermsDays') {
        const n = asInteger(cell);
        if ('error' in n) add(first.row, key, n.error);
        else if (n.value !== null) body.paymentTermsDays = n.value;
      } else if (key === 'billingMethod' || key === 'status') {
        const values = key === 'status' ? CLIENT_STATUSES : BILLING_METHODS;
        const chosen = asChoice(cell, values);
        if ('error' in chosen) add(first.row, key, chosen.error);
        else if (chosen.value !== null) body[key] = chosen.value;
      } else {
        body[key] = asText(cell);
      }
    }
    const picRows: number[] = [];
    for (const row of rows) {
      if (!row.cells.has('picName') && !row.cells.has('picEmail')) continue;
      const roles = roleList(text(row, 'picRoles'));
      if ('error' in roles) add(row.row, 'picRoles', roles.error);
      (body.pics as unknown[]).push({
        name: text(row, 'picName'),
        email: text(row, 'picEmail'),
        phone: text(row, 'picPhone'),
        position: text(row, 'picPosition'),
        roles: 'error' in roles ? [] : roles.value,
      });
      picRows.push(row.row);
    }
    const parsed = ClientInput.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, index, field] = issue.path as [string, number?, string?];
        if (head === 'pics' && typeof index === 'number') {
          add(picRows[index] ?? first.row, PIC_FIELDS[field ?? 'name'] ?? 'picName', issue.message);
        } else {
          const key = CLIENT_COLUMNS.some((c) => c.key === head) ? head : 'code';
          add(
            first.row,
            key,
            key === head ? issue.message : `${issueField(issue.path)}: ${issue.message}`,
          );
        }
      }
    }
    errors.push(...groupErrors);
    if (groupErrors.length === 0 && parsed.success) {
      inputs.push(parsed.data);
      validRows += rows.length;
    }
  }
  sortErrors(errors, sheet.positions);
  return {
    result: { dryRun, total: sheet.rows.length, valid: validRows, imported: 0, errors },
    inputs,
  };
}
