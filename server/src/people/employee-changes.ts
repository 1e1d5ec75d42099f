import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { employees, roles } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { type Inviter, inviteUser } from '../identity/invitations.js';
import {
  assertNikFree,
  auditableEmployee,
  checkPlacement,
  clientNameOf,
  findEmployeeOrThrow,
  insertEmployees,
  PLACEMENT_FIELDS,
  placementOf,
  type Recorder,
  recordHistory,
  SALARY_FIELDS,
} from './employees.js';
import { syncAccountLanguage } from './language.js';
import type { EmployeeCreate, EmployeePatch, PlacementInput, SupportingInput } from './schemas.js';
import { withUniqueConflicts } from './unique.js';

/**
 * HR's changes to an employee record, each in one transaction with its audit entry (and, for the
 * placement and salary, its work-history entries).
 */

function sameValue(a: unknown, b: unknown) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Adds an employee (the number is generated); 409 `nik-taken`. Answers the new id. */
export function createEmployee(db: Db, input: EmployeeCreate, recorder: Recorder, actor: Actor) {
  return withUniqueConflicts(() =>
    inTransaction(db, async (tx) => {
      await assertNikFree(tx, input.nik);
      await checkPlacement(tx, input.placement);
      const [row] = await insertEmployees(tx, [input], recorder);
      await recordAudit(tx, actor, {
        action: 'employee.created',
        entity: 'employee',
        entityId: row!.id,
        after: auditableEmployee(row!),
      });
      return row!.id;
    }),
  );
}

/**
 * Changes the personal fields sent, except those in `withheld` (fields the caller may not see are
 * not theirs to change). Nothing changed, nothing written.
 */
export function updateEmployeePersonal(
  db: Db,
  id: string,
  patch: z.output<typeof EmployeePatch>,
  withheld: ReadonlySet<string>,
  actor: Actor,
) {
  return withUniqueConflicts(() =>
    inTransaction(db, async (tx) => {
      const row = await findEmployeeOrThrow(tx, id, true);
      const changes: Record<string, unknown> = {};
      const before: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || withheld.has(key)) continue;
        const current = row[key as keyof typeof row];
        if (sameValue(current, value)) continue;
        changes[key] = value;
        before[key] = current;
      }
      if (Object.keys(changes).length === 0) return;
      if (typeof changes.nik === 'string') await assertNikFree(tx, changes.nik, id);
      await tx
        .update(employees)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(employees.id, id));
      // One language per person: the employee's account speaks it too.
      if (patch.preferredLanguage && 'preferredLanguage' in changes) {
        await syncAccountLanguage(tx, row.userId, patch.preferredLanguage);
      }
      await recordAudit(tx, actor, {
        action: 'employee.updated',
        entity: 'employee',
        entityId: id,
        before,
        after: changes,
      });
    }),
  );
}

/**
 * Changes the placement and salary: one work-history entry for the placement and one for the
 * salary, each with before and after. Without `seesPay` the salary stays as it is.
 */
export function changePlacement(
  db: Db,
  id: string,
  input: { effectiveDate: string; placement: PlacementInput; note: string | null },
  who: { seesPay: boolean; recorder: Recorder; actor: Actor },
) {
  const { effectiveDate, note } = input;
  return inTransaction(db, async (tx) => {
    const row = await findEmployeeOrThrow(tx, id, true);
    const current = placementOf(row);
    // The salary is not changed by those who may not see it.
    const asked = {
      ...input.placement,
      // Absent: the manager set stays (forms that do not show it keep it).
      managerEmployeeId:
        input.placement.managerEmployeeId === undefined
          ? current.managerEmployeeId
          : input.placement.managerEmployeeId,
    };
    const placement = who.seesPay
      ? asked
      : {
          ...asked,
          baseSalary: current.baseSalary,
          fixedAllowances: current.fixedAllowances,
        };
    await checkPlacement(tx, placement, 'placement', id);
    const diff = (fields: readonly (keyof typeof current)[]) => {
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of fields) {
        if (sameValue(current[field], placement[field])) continue;
        before[field] = current[field];
        after[field] = placement[field];
      }
      return Object.keys(after).length > 0 ? { before, after } : null;
    };
    const placementChange = diff(PLACEMENT_FIELDS);
    // A salary entry always shows both amounts.
    const salaryChange = diff(SALARY_FIELDS)
      ? {
          before: { baseSalary: current.baseSalary, fixedAllowances: current.fixedAllowances },
          after: {
            baseSalary: placement.baseSalary,
            fixedAllowances: placement.fixedAllowances,
          },
        }
      : null;
    if (!placementChange && !salaryChange) return;
    if (placementChange && 'clientId' in placementChange.after) {
      placementChange.before.clientName = await clientNameOf(tx, current.clientId);
      placementChange.after.clientName = await clientNameOf(tx, placement.clientId);
    }
    await tx
      .update(employees)
      .set({ ...placement, updatedAt: new Date() })
      .where(eq(employees.id, id));
    const entries = [
      ...(placementChange ? [{ kind: 'placement' as const, ...placementChange }] : []),
      ...(salaryChange ? [{ kind: 'salary' as const, ...salaryChange }] : []),
    ];
    await recordHistory(
      tx,
      who.recorder,
      entries.map((e) => ({ ...e, employeeId: id, effectiveDate, note })),
    );
    await recordAudit(tx, who.actor, {
      action: 'employee.placement-changed',
      entity: 'employee',
      entityId: id,
      before: current,
      after: { ...placement, effectiveDate, note },
    });
  });
}

/**
 * Gives the employee an account with the Employee role and queues the invitation to their
 * personal email: 409 `has-account` when they have one, 400 without a personal email.
 */
export function inviteEmployeeAccount(db: Db, id: string, inviter: Inviter, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const row = await findEmployeeOrThrow(tx, id, true);
    if (row.userId) {
      throw new HttpProblem(409, 'has-account', 'This employee already has an account.');
    }
    if (!row.personalEmail) {
      throw new HttpProblem(
        400,
        'validation-failed',
        'Add a personal email to the employee first.',
        { personalEmail: 'Add a personal email to the employee first.' },
      );
    }
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, 'employee'));
    if (!role) throw new Error('The seeded Employee role is missing');
    const user = await inviteUser(
      tx,
      {
        email: row.personalEmail,
        name: row.fullName,
        roleIds: [role.id],
        preferredLanguage: row.preferredLanguage,
      },
      inviter,
      'personalEmail',
    );
    await tx
      .update(employees)
      .set({ userId: user.id, updatedAt: new Date() })
      .where(eq(employees.id, id));
    await recordAudit(tx, actor, {
      action: 'employee.account-invited',
      entity: 'employee',
      entityId: id,
      after: { userId: user.id, email: user.email, role: 'employee' },
    });
  });
}

/** Replaces the insurance policies, assets and BPJS numbers and class. */
export function replaceSupporting(
  db: Db,
  id: string,
  input: z.output<typeof SupportingInput>,
  actor: Actor,
) {
  const { insurance, assets, bpjs } = input;
  return inTransaction(db, async (tx) => {
    const row = await findEmployeeOrThrow(tx, id, true);
    const values = {
      insurance,
      assets,
      bpjsKesehatanNumber: bpjs.kesehatanNumber,
      bpjsKetenagakerjaanNumber: bpjs.ketenagakerjaanNumber,
      bpjsKesehatanClass: bpjs.kesehatanClass,
    };
    await tx
      .update(employees)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(employees.id, id));
    await recordAudit(tx, actor, {
      action: 'employee.supporting-updated',
      entity: 'employee',
      entityId: id,
      before: {
        insurance: row.insurance,
        assets: row.assets,
        bpjsKesehatanNumber: row.bpjsKesehatanNumber,
        bpjsKetenagakerjaanNumber: row.bpjsKetenagakerjaanNumber,
        bpjsKesehatanClass: row.bpjsKesehatanClass,
      },
      after: values,
    });
  });
}
