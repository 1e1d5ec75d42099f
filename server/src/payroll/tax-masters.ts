import {
  type BpjsProgrammeVersion,
  officialRules,
  periodStart,
  type RuleSet,
  selectEffective,
} from '@staffdesk/id-payroll';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { type TaxMasterKind, taxMasterVersions } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';

export type TaxMasterRow = typeof taxMasterVersions.$inferSelect;

type Dated = { from: string; to?: string | null; legalBasis?: string };

/** Where each kind lives in the rule set, and whether it is chosen by the month or the year. */
const KIND_SOURCES: Record<
  TaxMasterKind,
  { list: (r: RuleSet) => readonly Dated[]; byYear: boolean }
> = {
  ptkp: { list: (r) => r.pph21.ptkp, byYear: true },
  ter: { list: (r) => r.pph21.ter, byYear: false },
  article17: { list: (r) => r.pph21.article17, byYear: true },
  'job-expense': { list: (r) => r.pph21.jobExpense, byYear: true },
  'no-npwp': { list: (r) => r.pph21.noNpwpSurcharge, byYear: false },
  'bpjs-kesehatan': { list: (r) => r.bpjs.kesehatan, byYear: false },
  'bpjs-jht': { list: (r) => r.bpjs.jht, byYear: false },
  'bpjs-jp': { list: (r) => r.bpjs.jp, byYear: false },
  'bpjs-jkm': { list: (r) => r.bpjs.jkm, byYear: false },
};

export const TAX_MASTER_KIND_LIST = Object.keys(KIND_SOURCES) as TaxMasterKind[];

/** Seeds every kind that has no version yet from `@staffdesk/id-payroll`'s official set. */
export async function ensureTaxMasters(db: Db) {
  const present = await db.selectDistinct({ kind: taxMasterVersions.kind }).from(taxMasterVersions);
  const have = new Set(present.map((p) => p.kind));
  const rows = TAX_MASTER_KIND_LIST.filter((kind) => !have.has(kind)).flatMap((kind) =>
    KIND_SOURCES[kind].list(officialRules).map(({ from, to, legalBasis, ...data }) => ({
      kind,
      effectiveFrom: from,
      effectiveTo: to ?? null,
      legalBasis: legalBasis ?? '',
      data: data as Record<string, unknown>,
      official: true,
    })),
  );
  if (rows.length > 0) await db.insert(taxMasterVersions).values(rows).onConflictDoNothing();
}

function dated(row: TaxMasterRow) {
  return {
    ...row.data,
    from: row.effectiveFrom,
    to: row.effectiveTo,
    legalBasis: row.legalBasis,
  } as never;
}

export type MasterRules = {
  rules: RuleSet;
  rows: TaxMasterRow[];
};

/** The rule set the masters make: the official set with every versioned master replaced. */
export async function loadMasterRules(db: Db): Promise<MasterRules> {
  const rows = await db
    .select()
    .from(taxMasterVersions)
    .orderBy(asc(taxMasterVersions.kind), asc(taxMasterVersions.effectiveFrom));
  const of = <T>(kind: TaxMasterKind): T[] => rows.filter((r) => r.kind === kind).map(dated);
  const rules: RuleSet = {
    ...officialRules,
    name: 'Staffdesk masters',
    pph21: {
      ...officialRules.pph21,
      ptkp: of('ptkp'),
      ter: of('ter'),
      article17: of('article17'),
      jobExpense: of('job-expense'),
      noNpwpSurcharge: of('no-npwp'),
    },
    bpjs: {
      kesehatan: of<BpjsProgrammeVersion>('bpjs-kesehatan'),
      jht: of<BpjsProgrammeVersion>('bpjs-jht'),
      jp: of<BpjsProgrammeVersion>('bpjs-jp'),
      jkm: of<BpjsProgrammeVersion>('bpjs-jkm'),
    },
  };
  return { rules, rows };
}

/** The version of each master a month's payroll uses (the yearly ones as at 1 January). */
export function versionsUsed(rows: readonly TaxMasterRow[], period: string) {
  const monthDate = periodStart(period);
  const yearDate = `${period.slice(0, 4)}-01-01`;
  const used: Record<string, string> = {};
  const labels: Record<string, string> = {};
  for (const kind of TAX_MASTER_KIND_LIST) {
    const candidates = rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ from: r.effectiveFrom, to: r.effectiveTo, row: r }));
    try {
      const chosen = selectEffective(
        candidates,
        KIND_SOURCES[kind].byYear ? yearDate : monthDate,
        kind,
      );
      used[kind] = chosen.row.id;
      labels[kind] = `${kind} ${chosen.from}`;
    } catch {
      // A master without a version then: the calculation itself names what is missing.
    }
  }
  return { used, labels };
}

export async function listTaxMasters(db: Db, kind?: TaxMasterKind) {
  const rows = await db
    .select()
    .from(taxMasterVersions)
    .where(kind ? eq(taxMasterVersions.kind, kind) : undefined)
    .orderBy(asc(taxMasterVersions.kind), asc(taxMasterVersions.effectiveFrom));
  const used = await usedVersionIds(db);
  return rows.map((row) => taxMasterView(row, used.has(row.id)));
}

async function usedVersionIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ id: sql<string>`v.value` })
    .from(sql`payroll_runs, jsonb_each_text(payroll_runs.rule_versions) as v`)
    .where(sql`payroll_runs.state in ('approved', 'paid', 'closed')`);
  return new Set(rows.map((r) => r.id));
}

export function taxMasterView(row: TaxMasterRow, usedByApprovedRun: boolean) {
  return {
    id: row.id,
    kind: row.kind,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    legalBasis: row.legalBasis,
    data: row.data,
    official: row.official,
    usedByApprovedRun,
    updatedByLabel: row.updatedByLabel,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export class TaxMasterInUse extends HttpProblem {
  constructor() {
    super(
      409,
      'tax-master-in-use',
      'An approved payroll run used this version, so it cannot change. Add a new version from the month the change applies.',
    );
  }
}

export type TaxMasterInput = {
  effectiveFrom: string;
  effectiveTo: string | null;
  legalBasis: string;
  data: Record<string, unknown>;
};

function assertRange(input: TaxMasterInput) {
  if (input.effectiveTo !== null && input.effectiveTo < input.effectiveFrom) {
    throw new HttpProblem(400, 'validation-failed', 'Some fields are not valid.', {
      effectiveTo: 'The version must end on or after its start.',
    });
  }
}

/** Adds a version; 409 when the kind already has one from that date. */
export async function createTaxMaster(
  tx: Db,
  kind: TaxMasterKind,
  input: TaxMasterInput,
  actor: Actor,
) {
  assertRange(input);
  const [row] = await tx
    .insert(taxMasterVersions)
    .values({ kind, ...input, updatedByLabel: actor.label })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new HttpProblem(
      409,
      'tax-master-exists',
      `There is already a version from ${input.effectiveFrom}; edit that one instead.`,
    );
  }
  await recordAudit(tx, actor, {
    action: 'tax-master.create',
    entity: 'tax_master_version',
    entityId: row.id,
    after: row,
  });
  return taxMasterView(row, false);
}

/** Changes a version no approved run has used (those are history); 409 otherwise. */
export async function updateTaxMaster(
  tx: Db,
  kind: TaxMasterKind,
  id: string,
  input: TaxMasterInput,
  actor: Actor,
) {
  assertRange(input);
  const [before] = await tx
    .select()
    .from(taxMasterVersions)
    .where(and(eq(taxMasterVersions.id, id), eq(taxMasterVersions.kind, kind)))
    .for('update');
  if (!before) throw new HttpProblem(404, 'not-found', 'There is no such version.');
  if ((await usedVersionIds(tx)).has(id)) throw new TaxMasterInUse();
  const [row] = await tx
    .update(taxMasterVersions)
    .set({ ...input, official: false, updatedByLabel: actor.label, updatedAt: new Date() })
    .where(eq(taxMasterVersions.id, id))
    .returning();
  if (!row) throw new HttpProblem(404, 'not-found', 'There is no such version.');
  await recordAudit(tx, actor, {
    action: 'tax-master.update',
    entity: 'tax_master_version',
    entityId: id,
    before,
    after: row,
  });
  return taxMasterView(row, false);
}
