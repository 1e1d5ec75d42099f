import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { payslips } from '../db/schema.js';

/** A calculated payslip as the run writes it (the run and the month are the run's). */
export type CalculatedPayslip = Omit<
  typeof payslips.$inferInsert,
  'id' | 'runId' | 'period' | 'mailedAt'
>;

/**
 * Payslips per statement, carried as one JSON document (about 3 kB a payslip): a run of 5,000
 * employees is 10 round trips, and each document's records fit PostgreSQL's default work_mem
 * (4 MB), so unpacking them never spills to a temporary file.
 */
const ROWS_PER_STATEMENT = 500;

/**
 * The columns a recalculation replaces, in the order of the record `jsonb_to_recordset` reads
 * (each with its PostgreSQL type). `id` and `mailed_at` are never written here: a re-run keeps
 * each payslip's id.
 */
const COLUMNS = [
  ['employee_id', 'employeeId', 'uuid'],
  ['employee', 'employee', 'jsonb'],
  ['tax_method', 'taxMethod', 'text'],
  ['gross', 'gross', 'bigint'],
  ['taxable_gross', 'taxableGross', 'bigint'],
  ['bpjs_employee', 'bpjsEmployee', 'bigint'],
  ['bpjs_employer', 'bpjsEmployer', 'bigint'],
  ['jht_employee', 'jhtEmployee', 'bigint'],
  ['jp_employee', 'jpEmployee', 'bigint'],
  ['tax', 'tax', 'bigint'],
  ['final_month', 'finalMonth', 'boolean'],
  ['net', 'net', 'bigint'],
  ['lines', 'lines', 'jsonb'],
  ['warnings', 'warnings', 'text[]'],
  ['findings', 'findings', 'jsonb'],
  ['timesheet_id', 'timesheetId', 'uuid'],
  ['timesheet_decided_at', 'timesheetDecidedAt', 'timestamptz'],
] as const satisfies readonly (readonly [string, keyof CalculatedPayslip, string])[];

const RECORD = sql.raw(COLUMNS.map(([column, , type]) => `${column} ${type}`).join(', '));
const TARGET = sql.raw(COLUMNS.map(([column]) => column).join(', '));
const SOURCE = sql.raw(COLUMNS.map(([column]) => `r.${column}`).join(', '));
const REPLACED = COLUMNS.filter(([column]) => column !== 'employee_id').map(([column]) => column);
const UPDATE = sql.raw(REPLACED.map((column) => `${column} = excluded.${column}`).join(', '));
/** A row the re-run computed exactly as it is is left alone: no new row version to write. */
const CHANGED = sql.raw(
  `(${REPLACED.map((c) => `payslips.${c}`).join(', ')}) is distinct from (${REPLACED.map((c) => `excluded.${c}`).join(', ')})`,
);

/** One payslip as a JSON object keyed by column name (what the statement's record reads). */
function recordOf(row: CalculatedPayslip) {
  const record: Record<string, unknown> = {};
  for (const [column, key] of COLUMNS) record[column] = row[key] ?? null;
  return record;
}

/**
 * Writes a run's payslips in bulk: the rows travel as one JSON document per statement and
 * PostgreSQL unpacks them (`jsonb_to_recordset`) into one multi-row upsert on (run, employee),
 * so a re-run replaces each row in place (only those whose figures changed), keeps its id, and
 * can never leave two payslips for an employee. No statement per payslip. Call it in the run's
 * transaction.
 */
export async function upsertPayslips(
  tx: Db,
  run: { id: string; period: string },
  rows: readonly CalculatedPayslip[],
) {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const document = JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT).map(recordOf));
    await tx.execute(sql`
      insert into payslips (run_id, period, ${TARGET})
      select ${run.id}::uuid, ${run.period}, ${SOURCE}
      from jsonb_to_recordset(${document}::jsonb) as r(${RECORD})
      on conflict (run_id, employee_id) do update set ${UPDATE} where ${CHANGED}`);
  }
}
