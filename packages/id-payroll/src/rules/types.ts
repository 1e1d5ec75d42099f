/**
 * The shape of a payroll rule set. Rates are held exactly as integers:
 * `...Bp` fields are basis points (1 bp = 0.01 %, so 1.25 % = 125 and 3.7 % = 370),
 * `...Pct` multipliers are hundredths (1.5x = 150, 0.75x = 75). Amounts are whole rupiah.
 */

/** PTKP (non-taxable income) status used for withholding: TK = single, K = married, /n dependants. */
export type PtkpStatus = 'TK/0' | 'TK/1' | 'TK/2' | 'TK/3' | 'K/0' | 'K/1' | 'K/2' | 'K/3';

/** TER (tarif efektif rata-rata) category of PP 58/2023. */
export type TerCategory = 'A' | 'B' | 'C';

/** A calendar date `YYYY-MM-DD`; dates compare as strings. */
export type IsoDate = string;

/**
 * A version of a rule, in force from `from` (inclusive) to `to` (inclusive; open-ended when
 * absent or null). When several versions are in force on a date, the one with the latest `from`
 * wins, so a newer entry can supersede an open-ended older one.
 */
export interface Effective {
  readonly from: IsoDate;
  readonly to?: IsoDate | null;
  readonly legalBasis?: string;
}

/** One TER row: `lower <= monthly gross <= upper` (upper null = no upper bound). */
export interface TerRow {
  readonly lower: number;
  readonly upper: number | null;
  readonly rateBp: number;
}

export interface TerVersion extends Effective {
  readonly tables: Readonly<Record<TerCategory, readonly TerRow[]>>;
}

export interface PtkpVersion extends Effective {
  /** Annual PTKP in rupiah per status. */
  readonly amounts: Readonly<Record<PtkpStatus, number>>;
}

/** One Article 17 bracket on annual PKP: the part above `over` up to `upTo` (inclusive). */
export interface Article17Bracket {
  readonly over: number;
  readonly upTo: number | null;
  readonly rateBp: number;
}

export interface Article17Version extends Effective {
  readonly brackets: readonly Article17Bracket[];
  /** PKP is rounded down to a multiple of this (1,000 rupiah). */
  readonly pkpRoundDownTo: number;
}

export interface JobExpenseVersion extends Effective {
  /** Biaya jabatan rate on gross (5 % = 500 bp). */
  readonly rateBp: number;
  /** Cap per month worked in the year (500,000). */
  readonly maxPerMonth: number;
  /** Cap per year (6,000,000). */
  readonly maxPerYear: number;
}

export interface NoNpwpSurchargeVersion extends Effective {
  /** Extra withholding when the employee has no NPWP (20 % more = 2,000 bp). */
  readonly surchargeBp: number;
}

/** A BPJS programme's rates in a period. `wageCap` null = uncapped. */
export interface BpjsProgrammeVersion extends Effective {
  readonly employerBp: number;
  readonly employeeBp: number;
  readonly wageCap: number | null;
}

/** One overtime tier: hours `fromHour..toHour` (inclusive, 1-based) paid at `multiplierPct`. */
export interface OvertimeTier {
  readonly fromHour: number;
  readonly toHour: number | null;
  readonly multiplierPct: number;
}

export interface OvertimeRules {
  readonly legalBasis?: string;
  /** Hourly wage = monthly wage / this (173). */
  readonly monthlyHoursDivisor: number;
  /** Maximum overtime hours on a working day (4). */
  readonly maxWorkdayHours: number;
  /** Base = this share of the total wage when basic + fixed allowances fall below it (75 %). */
  readonly totalWageFloorBp: number;
  readonly workday: readonly OvertimeTier[];
  readonly restOrHolidaySixDayWeek: readonly OvertimeTier[];
  readonly holidayOnShortestWorkdaySixDayWeek: readonly OvertimeTier[];
  readonly restOrHolidayFiveDayWeek: readonly OvertimeTier[];
}

/** Termination reasons of PP 35/2021 Pasal 41-57. */
export type TerminationReason =
  | 'merger'
  | 'takeover'
  | 'takeover-changed-terms'
  | 'efficiency-losses'
  | 'efficiency-prevent-losses'
  | 'closure-losses'
  | 'closure-no-losses'
  | 'force-majeure-closure'
  | 'force-majeure-no-closure'
  | 'pkpu-losses'
  | 'pkpu-no-losses'
  | 'bankruptcy'
  | 'employer-misconduct'
  | 'misconduct-not-proven'
  | 'resignation'
  | 'absence'
  | 'warning-breach'
  | 'urgent-breach'
  | 'detained-with-loss'
  | 'detained-no-loss'
  | 'illness'
  | 'retirement'
  | 'death';

/** Service-years tier: `fromYears <= years < toYears` (toYears null = no upper bound). */
export interface ServiceTier {
  readonly fromYears: number;
  readonly toYears: number | null;
  readonly months: number;
}

export interface SeveranceReasonRule {
  readonly pasal: string;
  readonly description: string;
  /** Multiplier of the uang pesangon table, in hundredths (0.5x = 50). */
  readonly pesangonPct: number;
  /** Multiplier of the UPMK table, in hundredths. */
  readonly upmkPct: number;
  /** Whether the worker also receives uang pisah (amount set by PK/PP/PKB, not computed here). */
  readonly uangPisah: boolean;
}

export interface SeveranceRules {
  readonly legalBasis?: string;
  readonly pesangon: readonly ServiceTier[];
  readonly upmk: readonly ServiceTier[];
  readonly reasons: Readonly<Record<TerminationReason, SeveranceReasonRule>>;
  /** Daily rate for unused leave: monthly wage / 21 (5-day week) or / 25 (6-day week). */
  readonly leaveDayDivisor: Readonly<{ 5: number; 6: number }>;
}

export interface ProratedMonthRules {
  readonly legalBasis?: string;
  /** Nothing is due below this many months of service (1). */
  readonly minMonths: number;
  /** Pay = wage x months / this (12). */
  readonly monthsPerWage: number;
}

export interface ThrRules extends ProratedMonthRules {
  /** From this many months of service, one full month's wage (12). */
  readonly fullFromMonths: number;
}

/** A complete rule set. The official one is `officialRules`; masters may supply their own. */
export interface RuleSet {
  readonly name: string;
  readonly pph21: {
    readonly terCategories: Readonly<Record<PtkpStatus, TerCategory>>;
    readonly ter: readonly TerVersion[];
    readonly ptkp: readonly PtkpVersion[];
    readonly article17: readonly Article17Version[];
    readonly jobExpense: readonly JobExpenseVersion[];
    readonly noNpwpSurcharge: readonly NoNpwpSurchargeVersion[];
  };
  readonly bpjs: {
    readonly kesehatan: readonly BpjsProgrammeVersion[];
    readonly jht: readonly BpjsProgrammeVersion[];
    readonly jp: readonly BpjsProgrammeVersion[];
    readonly jkm: readonly BpjsProgrammeVersion[];
  };
  readonly overtime: OvertimeRules;
  readonly severance: SeveranceRules;
  readonly thr: ThrRules;
  readonly pkwt: ProratedMonthRules;
}
