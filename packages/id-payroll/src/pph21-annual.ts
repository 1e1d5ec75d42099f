import { assertPtkpStatus, ptkpAmount } from './ptkp';
import { assertRupiah, floorDiv, mulDiv } from './rounding';
import { officialRules } from './rules/official';
import { selectEffective, yearStart } from './rules/select';
import type { Article17Bracket, PtkpStatus, RuleSet } from './rules/types';

export interface Pph21AnnualMonth {
  /** Monthly gross as used for TER (including the employer's taxable BPJS premiums). */
  readonly gross: number;
  /** Employee JHT contribution (2 %) paid through the employer: deductible. */
  readonly jhtEmployee: number;
  /** Employee JP contribution (1 %) paid through the employer: deductible. */
  readonly jpEmployee: number;
  /** TER tax withheld that month (ignored for the final month). */
  readonly terWithheld: number;
}

export interface Pph21AnnualInput {
  readonly year: number;
  /** PTKP status as at 1 January of the year. */
  readonly ptkpStatus: PtkpStatus;
  /** The months worked in the year with this employer, the final one last. */
  readonly months: readonly Pph21AnnualMonth[];
  readonly hasNpwp?: boolean;
}

export interface Pph21AnnualResult {
  readonly grossYear: number;
  readonly jobExpense: number;
  readonly pensionDeductions: number;
  readonly neto: number;
  readonly ptkp: number;
  readonly pkp: number;
  readonly annualTax: number;
  readonly terWithheldBeforeFinal: number;
  /** Tax for the final month; negative for a refund of over-withholding. */
  readonly finalMonthTax: number;
}

/** Article 17 tax on an annual PKP, in basis-point units (sum of part x rateBp), as a BigInt. */
function article17Bp(pkp: number, brackets: readonly Article17Bracket[]): bigint {
  let total = 0n;
  for (const b of brackets) {
    if (pkp <= b.over) continue;
    const top = b.upTo === null || pkp < b.upTo ? pkp : b.upTo;
    total += BigInt(top - b.over) * BigInt(b.rateBp);
  }
  return total;
}

/**
 * The final-period (December, or the month the employee leaves) PPh 21 computation of
 * PMK 168/2023 Pasal 15: Article 17 tax on the (part-)year, minus the TER already withheld.
 */
export function pph21Annual(
  input: Pph21AnnualInput,
  rules: RuleSet = officialRules,
): Pph21AnnualResult {
  const { year, ptkpStatus, months, hasNpwp = true } = input;
  const date = yearStart(year);
  assertPtkpStatus(ptkpStatus);
  if (!Array.isArray(months) || months.length < 1 || months.length > 12) {
    throw new RangeError('months must list between 1 and 12 months, the final one last');
  }
  const jobRule = selectEffective(rules.pph21.jobExpense, date, 'job-expense rule');
  const a17 = selectEffective(rules.pph21.article17, date, 'Article 17 brackets');

  let grossYear = 0;
  let pensionDeductions = 0;
  let terWithheldBeforeFinal = 0;
  const last = months.length - 1;
  for (let i = 0; i <= last; i++) {
    const m = months[i]!;
    assertRupiah(m.gross, `months[${i}].gross`);
    assertRupiah(m.jhtEmployee, `months[${i}].jhtEmployee`);
    assertRupiah(m.jpEmployee, `months[${i}].jpEmployee`);
    grossYear += m.gross;
    pensionDeductions += m.jhtEmployee + m.jpEmployee;
    if (i < last) {
      assertRupiah(m.terWithheld, `months[${i}].terWithheld`);
      terWithheldBeforeFinal += m.terWithheld;
    }
  }
  assertRupiah(grossYear, 'the year gross');

  const jobExpense = Math.min(
    mulDiv(grossYear, jobRule.rateBp, 10_000, 'floor'),
    jobRule.maxPerMonth * months.length,
    jobRule.maxPerYear,
  );
  const neto = grossYear - jobExpense - pensionDeductions;
  const ptkp = ptkpAmount(ptkpStatus, year, rules);
  const step = a17.pkpRoundDownTo;
  const pkp = neto > ptkp ? floorDiv(neto - ptkp, step) * step : 0;

  const taxBp = article17Bp(pkp, a17.brackets);
  let annualTax: number;
  if (hasNpwp) {
    annualTax = floorDiv(taxBp, 10_000n);
  } else {
    const { surchargeBp } = selectEffective(rules.pph21.noNpwpSurcharge, date, 'no-NPWP surcharge');
    annualTax = floorDiv(taxBp * BigInt(10_000 + surchargeBp), 100_000_000n);
  }

  return {
    grossYear,
    jobExpense,
    pensionDeductions,
    neto,
    ptkp,
    pkp,
    annualTax,
    terWithheldBeforeFinal,
    finalMonthTax: annualTax - terWithheldBeforeFinal,
  };
}
