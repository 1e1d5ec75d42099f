import { and, asc, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import {
  type BpjsEnrolment,
  clientPayrollPolicies,
  clients,
  employees,
  type JkkRiskClass,
  type SalaryComponent,
  salaryData,
  type TaxMethod,
} from '../db/schema.js';
import { likePattern } from '../http/lists.js';
import { HttpProblem } from '../http/problem.js';
import type { EmployeeRow } from '../people/employees.js';
import { DEFAULT_PAYROLL_POLICY } from './policies.js';

export type SalaryDataRow = typeof salaryData.$inferSelect;

export type SalaryValues = {
  baseSalary: number;
  components: SalaryComponent[];
  bpjs: BpjsEnrolment;
  jkkRiskClass: JkkRiskClass;
  taxMethod: TaxMethod | null;
  taxIdActive: boolean;
};

export const ALL_BPJS: BpjsEnrolment = {
  kesehatan: true,
  jht: true,
  jp: true,
  jkk: true,
  jkm: true,
};

/** What payroll uses for an employee with no salary data yet: the placement's pay, every BPJS programme. */
export function placementSalary(
  employee: Pick<EmployeeRow, 'baseSalary' | 'fixedAllowances'>,
): SalaryValues {
  return {
    baseSalary: employee.baseSalary,
    components:
      employee.fixedAllowances > 0
        ? [
            {
              name: 'Fixed allowance',
              kind: 'fixed-allowance',
              amount: employee.fixedAllowances,
              taxable: true,
            },
          ]
        : [],
    bpjs: ALL_BPJS,
    jkkRiskClass: 1,
    taxMethod: null,
    taxIdActive: true,
  };
}

export function salaryView(
  employee: Pick<EmployeeRow, 'id' | 'baseSalary' | 'fixedAllowances'>,
  row: SalaryDataRow | undefined,
) {
  const values = row ?? placementSalary(employee);
  return {
    employeeId: employee.id,
    source: row ? ('salary-data' as const) : ('placement' as const),
    effectiveFrom: row?.effectiveFrom ?? null,
    baseSalary: values.baseSalary,
    components: values.components,
    bpjs: values.bpjs,
    jkkRiskClass: values.jkkRiskClass,
    taxMethod: values.taxMethod,
    taxIdActive: values.taxIdActive,
    updatedByLabel: row?.updatedByLabel ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The version in force in `period` for each employee (latest `effectiveFrom <= period`). */
export async function salaryVersionsAt(
  db: Db,
  period: string,
  employeeIds: readonly string[],
): Promise<Map<string, SalaryDataRow>> {
  const out = new Map<string, SalaryDataRow>();
  for (let i = 0; i < employeeIds.length; i += 5000) {
    const ids = employeeIds.slice(i, i + 5000);
    const rows = await db
      .selectDistinctOn([salaryData.employeeId])
      .from(salaryData)
      .where(and(inArray(salaryData.employeeId, ids), lte(salaryData.effectiveFrom, period)))
      .orderBy(salaryData.employeeId, desc(salaryData.effectiveFrom));
    for (const row of rows) out.set(row.employeeId, row);
  }
  return out;
}

/**
 * The version in force in `period` for each employee of a set given as a subquery of ids (a run's
 * scope): one query however many employees.
 */
export async function salaryVersionsOfScope(
  db: Db,
  period: string,
  employeeIds: SQL,
): Promise<Map<string, SalaryDataRow>> {
  const rows = await db
    .selectDistinctOn([salaryData.employeeId])
    .from(salaryData)
    .where(
      and(sql`${salaryData.employeeId} in ${employeeIds}`, lte(salaryData.effectiveFrom, period)),
    )
    .orderBy(salaryData.employeeId, desc(salaryData.effectiveFrom));
  return new Map(rows.map((row) => [row.employeeId, row]));
}

export async function employeeSalaryData(db: Db, employee: EmployeeRow, period: string) {
  const versions = await db
    .select()
    .from(salaryData)
    .where(eq(salaryData.employeeId, employee.id))
    .orderBy(asc(salaryData.effectiveFrom));
  const current = [...versions].reverse().find((v) => v.effectiveFrom <= period);
  return {
    current: salaryView(employee, current),
    versions: versions.map((v) => salaryView(employee, v)),
  };
}

export async function listSalaryData(
  db: Db,
  query: {
    search?: string | undefined;
    clientId?: string | undefined;
    period: string;
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    query.clientId ? eq(employees.clientId, query.clientId) : undefined,
    query.search
      ? or(
          sql`${employees.fullName} ilike ${likePattern(query.search)}`,
          sql`${employees.employeeNumber} ilike ${likePattern(query.search)}`,
        )
      : undefined,
  );
  return pagedList(
    query,
    {
      rows: db
        .select({
          employee: employees,
          clientName: clients.legalName,
          clientTaxMethod: clientPayrollPolicies.taxMethod,
        })
        .from(employees)
        .leftJoin(clients, eq(clients.id, employees.clientId))
        .leftJoin(clientPayrollPolicies, eq(clientPayrollPolicies.clientId, employees.clientId))
        .where(where)
        .orderBy(asc(employees.fullName), asc(employees.id)),
      count: db.select(countColumn()).from(employees).where(where),
    },
    async (rows) => {
      const versions = await salaryVersionsAt(
        db,
        query.period,
        rows.map((r) => r.employee.id),
      );
      return rows.map(({ employee, clientName, clientTaxMethod }) => ({
        employee: {
          id: employee.id,
          employeeNumber: employee.employeeNumber,
          fullName: employee.fullName,
          position: employee.position,
          clientId: employee.clientId,
          clientName,
          clientTaxMethod: clientTaxMethod ?? DEFAULT_PAYROLL_POLICY.taxMethod,
          ptkpStatus: employee.ptkpStatus,
          status: employee.status,
        },
        salary: salaryView(employee, versions.get(employee.id)),
      }));
    },
  );
}

function assertComponents(components: readonly SalaryComponent[]) {
  const seen = new Set<string>();
  components.forEach((c, i) => {
    const key = `${c.kind}:${c.name.trim().toLowerCase()}`;
    if (seen.has(key)) {
      throw new HttpProblem(400, 'validation-failed', 'Some fields are not valid.', {
        [`components.${i}.name`]: 'Two components have this name.',
      });
    }
    seen.add(key);
  });
}

/**
 * Saves the salary data from a month on (replacing that month's version if there is one). When
 * the month has begun, the placement's base salary and fixed allowances follow, so overtime and
 * the employee's record agree with payroll.
 */
export async function saveSalaryData(
  tx: Db,
  employee: EmployeeRow,
  effectiveFrom: string,
  values: SalaryValues,
  currentPeriod: string,
  actor: Actor,
) {
  assertComponents(values.components);
  const [before] = await tx
    .select()
    .from(salaryData)
    .where(
      and(eq(salaryData.employeeId, employee.id), eq(salaryData.effectiveFrom, effectiveFrom)),
    );
  const [row] = await tx
    .insert(salaryData)
    .values({ employeeId: employee.id, effectiveFrom, ...values, updatedByLabel: actor.label })
    .onConflictDoUpdate({
      target: [salaryData.employeeId, salaryData.effectiveFrom],
      set: { ...values, updatedByLabel: actor.label, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('salary data not saved');
  if (effectiveFrom <= currentPeriod) {
    const later = await tx
      .select({ id: salaryData.id })
      .from(salaryData)
      .where(
        and(
          eq(salaryData.employeeId, employee.id),
          sql`${salaryData.effectiveFrom} > ${effectiveFrom}`,
          lte(salaryData.effectiveFrom, currentPeriod),
        ),
      );
    if (later.length === 0) {
      const fixed = values.components
        .filter((c) => c.kind === 'fixed-allowance')
        .reduce((sum, c) => sum + c.amount, 0);
      await tx
        .update(employees)
        .set({ baseSalary: values.baseSalary, fixedAllowances: fixed, updatedAt: new Date() })
        .where(eq(employees.id, employee.id));
    }
  }
  await recordAudit(tx, actor, {
    action: before ? 'salary-data.update' : 'salary-data.create',
    entity: 'employee',
    entityId: employee.id,
    before: before ?? null,
    after: row,
  });
  return salaryView(employee, row);
}
