import { asc, eq, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { jobCategories, jobRoles, jobSkills, vacancies } from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { violatedUnique } from '../people/unique.js';

/**
 * The job taxonomy recruiting and the job portal share: categories, the roles under each, and
 * skills (lower-case names, the same words candidates' skills are kept in).
 */
export type TaxonomyKind = 'category' | 'role' | 'skill';

const TAKEN: Record<TaxonomyKind, string> = {
  category: 'A category with this name exists.',
  role: 'This category already has a role with this name.',
  skill: 'This skill exists.',
};

async function unique<T>(kind: TaxonomyKind, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUnique(error)) {
      throw new HttpProblem(409, 'name-taken', TAKEN[kind], { name: TAKEN[kind] });
    }
    throw error;
  }
}

export async function taxonomy(db: Db) {
  const [categories, roles, skills, usage] = await Promise.all([
    db.select().from(jobCategories).orderBy(asc(jobCategories.name)),
    db.select().from(jobRoles).orderBy(asc(jobRoles.name)),
    db.select().from(jobSkills).orderBy(asc(jobSkills.name)),
    db
      .select({
        categoryId: vacancies.categoryId,
        roleId: vacancies.roleId,
        total: sql<number>`count(*)::int`,
      })
      .from(vacancies)
      .groupBy(vacancies.categoryId, vacancies.roleId),
  ]);
  const byCategory = (id: string) =>
    usage.filter((u) => u.categoryId === id).reduce((a, u) => a + u.total, 0);
  const byRole = (id: string) =>
    usage.filter((u) => u.roleId === id).reduce((a, u) => a + u.total, 0);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      vacancies: byCategory(c.id),
      roles: roles
        .filter((r) => r.categoryId === c.id)
        .map((r) => ({ id: r.id, name: r.name, vacancies: byRole(r.id) })),
    })),
    skills: skills.map((s) => ({ id: s.id, name: s.name })),
  };
}

export async function saveCategory(tx: Db, id: string | null, name: string, actor: Actor) {
  const row = await unique('category', async () =>
    id
      ? (
          await tx.update(jobCategories).set({ name }).where(eq(jobCategories.id, id)).returning()
        )[0]
      : (await tx.insert(jobCategories).values({ name }).returning())[0],
  );
  if (!row) throw new HttpProblem(404, 'not-found', 'This category does not exist.');
  await recordAudit(tx, actor, {
    action: id ? 'job-category.update' : 'job-category.create',
    entity: 'job-category',
    entityId: row.id,
    after: row,
  });
  return row;
}

export async function saveRole(
  tx: Db,
  id: string | null,
  input: { categoryId: string; name: string },
  actor: Actor,
) {
  const [category] = await tx
    .select()
    .from(jobCategories)
    .where(eq(jobCategories.id, input.categoryId));
  if (!category) {
    const message = 'This category does not exist.';
    throw new HttpProblem(400, 'validation-failed', message, { categoryId: message });
  }
  const row = await unique('role', async () =>
    id
      ? (await tx.update(jobRoles).set(input).where(eq(jobRoles.id, id)).returning())[0]
      : (await tx.insert(jobRoles).values(input).returning())[0],
  );
  if (!row) throw new HttpProblem(404, 'not-found', 'This role does not exist.');
  await recordAudit(tx, actor, {
    action: id ? 'job-role.update' : 'job-role.create',
    entity: 'job-role',
    entityId: row.id,
    after: row,
  });
  return row;
}

export async function saveSkill(db: Db, id: string | null, name: string, actor: Actor) {
  return transactionWithRetry(db, async (tx) => {
    const normalised = name.trim().toLowerCase().replace(/\s+/g, ' ');
    const row = await unique('skill', async () =>
      id
        ? (
            await tx
              .update(jobSkills)
              .set({ name: normalised })
              .where(eq(jobSkills.id, id))
              .returning()
          )[0]
        : (await tx.insert(jobSkills).values({ name: normalised }).returning())[0],
    );
    if (!row) throw new HttpProblem(404, 'not-found', 'This skill does not exist.');
    await recordAudit(tx, actor, {
      action: id ? 'job-skill.update' : 'job-skill.create',
      entity: 'job-skill',
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

/** Deletes a category, role or skill; a category or role that vacancies use answers 409. */
export async function deleteTaxonomyItem(db: Db, kind: TaxonomyKind, id: string, actor: Actor) {
  return transactionWithRetry(db, async (tx) => {
    if (kind === 'category' || kind === 'role') {
      const column = kind === 'category' ? vacancies.categoryId : vacancies.roleId;
      const [used] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(vacancies)
        .where(eq(column, id));
      if ((used?.total ?? 0) > 0) {
        throw new HttpProblem(
          409,
          'conflict',
          `Vacancies use this ${kind}; move them to another first.`,
        );
      }
    }
    if (kind === 'category') {
      const [roles] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(jobRoles)
        .where(eq(jobRoles.categoryId, id));
      if ((roles?.total ?? 0) > 0)
        throw new HttpProblem(409, 'conflict', 'Delete or move the roles of this category first.');
    }
    const table = kind === 'category' ? jobCategories : kind === 'role' ? jobRoles : jobSkills;
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!row) throw new HttpProblem(404, 'not-found', `This ${kind} does not exist.`);
    await recordAudit(tx, actor, {
      action: `job-${kind}.delete`,
      entity: `job-${kind}`,
      entityId: id,
      before: row,
    });
  });
}

/** Adds (`id` null) or renames a job category, in a transaction of its own. */
export function storeCategory(db: Db, id: string | null, name: string, actor: Actor) {
  return transactionWithRetry(db, (tx) => saveCategory(tx, id, name, actor));
}

/** Adds (`id` null) or changes a job role, in a transaction of its own. */
export function storeRole(
  db: Db,
  id: string | null,
  input: { categoryId: string; name: string },
  actor: Actor,
) {
  return transactionWithRetry(db, (tx) => saveRole(tx, id, input, actor));
}
