import type { PayrollPaths, PayrollSchema } from '@staffdesk/api';
import { formatNumber } from '@staffdesk/ui';

/** One version of a tax master, as `GET /tax-masters/{kind}` lists it. */
export type TaxMaster = PayrollSchema<'TaxMaster'>;
/** ptkp, ter, article17, job-expense, no-npwp and the four BPJS programmes. */
export type TaxMasterKind = TaxMaster['kind'];
/** What `POST /tax-masters/{kind}` and `PUT /tax-masters/{kind}/{id}` take. */
export type TaxMasterInput =
  PayrollPaths['/tax-masters/{kind}']['post']['requestBody']['content']['application/json'];

export type PtkpStatusInfo = PayrollSchema<'PtkpStatusInfo'>;
export type PtkpStatusRow = PtkpStatusInfo['items'][number];
export type PtkpStatus = PtkpStatusRow['status'];
export type TerCategory = PtkpStatusRow['terCategory'];

// A version's `data` follows its kind (the API leaves it open): rates in basis points (1 % = 100),
// amounts in whole rupiah, `null` for no upper bound or no cap.

/** `ptkp`: the annual PTKP per status. */
export type PtkpData = { amounts: Record<PtkpStatus, number> };
/** One TER row: a monthly gross from `lower` to `upper` (null: and above) at `rateBp`. */
export type TerRow = { lower: number; upper: number | null; rateBp: number };
/** `ter`: the three tables of PP 58/2023. */
export type TerData = { tables: Record<TerCategory, TerRow[]> };
/** One Article 17 bracket: the part of the PKP above `over` up to `upTo` (null: no limit). */
export type Article17Bracket = { over: number; upTo: number | null; rateBp: number };
export type Article17Data = { pkpRoundDownTo: number; brackets: Article17Bracket[] };
export type JobExpenseData = { rateBp: number; maxPerMonth: number; maxPerYear: number };
export type NoNpwpData = { surchargeBp: number };
/** `bpjs-*`: the employer's and the employee's share, and the wage they are capped at. */
export type BpjsData = { employerBp: number; employeeBp: number; wageCap: number | null };

/** The PTKP statuses in the law's order (single first, then married, by dependants). */
export const PTKP_STATUSES: PtkpStatus[] = [
  'TK/0',
  'TK/1',
  'TK/2',
  'TK/3',
  'K/0',
  'K/1',
  'K/2',
  'K/3',
];
export const TER_CATEGORIES: TerCategory[] = ['A', 'B', 'C'];

// ——— Rates: basis points in the API, percent on screen ———

/** A rate for reading: `125` bp is `1,25 %`, `500` bp is `5 %`. */
export function percentText(bp: number): string {
  return `${formatNumber(bp / 100)} %`;
}

/** A rate as a form holds it: `125` bp is `1,25`. */
export function percentInput(bp: number): string {
  return formatNumber(bp / 100);
}

const PERCENT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

/**
 * The basis points of a percentage as typed (`1,25` or `1.25`, at most two decimals, 0 to 100),
 * or null when it is not one.
 */
export function bpFromPercent(text: string): number | null {
  const match = PERCENT.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

// ——— Form values: a version's data with every `…Bp` rate as a `…Percent` text ———

const BP = /Bp$/;
const PERCENT_KEY = /Percent$/;
// Not words: the suffixes of a rate's key on each side, and field path parts.
const BP_SUFFIX = 'Bp';
const PERCENT_SUFFIX = 'Percent';
const SEPARATOR = '.';
const ROOT = 'root';

/** The path of a list's own error (react-hook-form's `.root`), e.g. `data.tables.A.root`. */
export function rootOf(path: string): string {
  return path ? [path, ROOT].join(SEPARATOR) : ROOT;
}

/** A version's data as its form edits it: `rateBp: 125` becomes `ratePercent: '1,25'`. */
export function formValuesOf(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(formValuesOf);
  if (data !== null && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) =>
        BP.test(key) && typeof value === 'number'
          ? [key.replace(BP, PERCENT_SUFFIX), percentInput(value)]
          : [key, formValuesOf(value)],
      ),
    );
  }
  return data;
}

/** The data the API takes from a form's values: every `…Percent` text back to `…Bp`. */
export function dataOf(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(dataOf);
  if (values !== null && typeof values === 'object') {
    return Object.fromEntries(
      Object.entries(values).map(([key, value]) =>
        PERCENT_KEY.test(key) && typeof value === 'string'
          ? [key.replace(PERCENT_KEY, BP_SUFFIX), bpFromPercent(value)]
          : [key, dataOf(value)],
      ),
    );
  }
  return values;
}

/**
 * The form's field of a field the server named: `data.tables.A.3.rateBp` is
 * `data.tables.A.3.ratePercent`; a list itself (`data.tables.A`) shows above its rows (`.root`).
 */
export function formFieldOf(values: unknown) {
  return (serverField: string): string => {
    const field = serverField
      .split(SEPARATOR)
      .map((part) => part.replace(BP, PERCENT_SUFFIX))
      .join(SEPARATOR);
    return Array.isArray(valueAt(values, field)) ? rootOf(field) : field;
  };
}

function valueAt(values: unknown, path: string): unknown {
  let at: unknown = values;
  for (const part of path.split(SEPARATOR)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** Every field path of a form's values (leaves, and each list's `.root`), for its server errors. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (Array.isArray(values)) {
    return [
      rootOf(prefix),
      ...values.flatMap((item, index) => fieldPaths(item, [prefix, index].join(SEPARATOR))),
    ];
  }
  if (values !== null && typeof values === 'object') {
    return Object.entries(values).flatMap(([key, value]) =>
      fieldPaths(value, prefix ? [prefix, key].join(SEPARATOR) : key),
    );
  }
  return [prefix];
}

// ——— Versions ———

/**
 * The version in force on a day (`YYYY-MM-DD`): of those that started by then and have not ended,
 * the one that started last (a newer version supersedes an open-ended older one), as payroll
 * chooses it.
 */
export function versionInForce<T extends Pick<TaxMaster, 'effectiveFrom' | 'effectiveTo'>>(
  versions: readonly T[],
  day: string,
): T | undefined {
  let best: T | undefined;
  for (const version of versions) {
    if (version.effectiveFrom > day) continue;
    if (version.effectiveTo !== null && version.effectiveTo < day) continue;
    if (!best || version.effectiveFrom > best.effectiveFrom) best = version;
  }
  return best;
}

/** Newest first: the order the versions are listed in. */
export function newestFirst<T extends Pick<TaxMaster, 'effectiveFrom'>>(versions: readonly T[]) {
  return [...versions].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
}
