import { assertRupiah, decimalRatio, mulDiv, mulRatio } from './rounding';
import { officialRules } from './rules/official';
import { periodStart, selectEffective } from './rules/select';
import type { BpjsProgrammeVersion, RuleSet } from './rules/types';

/** Which programmes the employee takes part in; each defaults to true. */
export interface BpjsParticipation {
  readonly kesehatan?: boolean;
  readonly jht?: boolean;
  readonly jp?: boolean;
  readonly jkk?: boolean;
  readonly jkm?: boolean;
}

export interface BpjsInput {
  /** Basic wage plus fixed allowances for the month (not overtime, THR or bonus). */
  readonly wage: number;
  /** 'YYYY-MM': the rates and caps in force that month. */
  readonly period: string;
  /** JKK rate of the workplace's risk class in percent (0.24, 0.54, 0.89, 1.27, 1.74). */
  readonly jkkRatePercent?: number;
  /** Kesehatan wage floor: the regional minimum wage (UMK, or UMP without one). */
  readonly kesehatanFloor?: number;
  readonly participate?: BpjsParticipation;
}

export interface BpjsShare {
  readonly employer: number;
  readonly employee: number;
}

export interface BpjsResult {
  readonly kesehatan: BpjsShare;
  readonly jht: BpjsShare;
  readonly jp: BpjsShare;
  readonly jkk: { readonly employer: number };
  readonly jkm: { readonly employer: number };
  /** JKK + JKM + the employer's Kesehatan part: what the PPh 21 monthly gross includes. */
  readonly taxableEmployerPremiums: number;
  /** What the employee pays: Kesehatan + JHT + JP employee parts. */
  readonly employeeDeductions: number;
}

const none = (): BpjsShare => ({ employer: 0, employee: 0 });

function shares(base: number, v: BpjsProgrammeVersion): BpjsShare {
  const capped = v.wageCap !== null && base > v.wageCap ? v.wageCap : base;
  return {
    employer: mulDiv(capped, v.employerBp, 10_000, 'halfUp'),
    employee: mulDiv(capped, v.employeeBp, 10_000, 'halfUp'),
  };
}

/**
 * Monthly BPJS Kesehatan and Ketenagakerjaan (JHT, JP, JKK, JKM) contributions, each part
 * rounded half up to the rupiah.
 */
export function bpjsContributions(input: BpjsInput, rules: RuleSet = officialRules): BpjsResult {
  const { wage, period, jkkRatePercent = 0.24, kesehatanFloor = 0, participate = {} } = input;
  assertRupiah(wage, 'wage');
  assertRupiah(kesehatanFloor, 'kesehatanFloor');
  const date = periodStart(period);
  const { bpjs } = rules;

  let kesehatan = none();
  if (participate.kesehatan !== false) {
    const v = selectEffective(bpjs.kesehatan, date, 'BPJS Kesehatan rate');
    kesehatan = shares(Math.max(wage, kesehatanFloor), v);
  }
  const jht =
    participate.jht === false ? none() : shares(wage, selectEffective(bpjs.jht, date, 'JHT rate'));
  const jp =
    participate.jp === false
      ? none()
      : shares(wage, selectEffective(bpjs.jp, date, 'JP rate and cap'));

  let jkk = 0;
  if (participate.jkk !== false) {
    const r = decimalRatio(jkkRatePercent, 'jkkRatePercent');
    if (r.n > 100n * r.d) throw new RangeError(`jkkRatePercent must be at most 100`);
    jkk = mulRatio(wage, r, 100, 'halfUp');
  }
  const jkm =
    participate.jkm === false
      ? 0
      : shares(wage, selectEffective(bpjs.jkm, date, 'JKM rate')).employer;

  return {
    kesehatan,
    jht,
    jp,
    jkk: { employer: jkk },
    jkm: { employer: jkm },
    taxableEmployerPremiums: jkk + jkm + kesehatan.employer,
    employeeDeductions: kesehatan.employee + jht.employee + jp.employee,
  };
}
