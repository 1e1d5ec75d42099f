/**
 * Bench: a monthly payroll (BPJS + PPh 21 TER) and a December reconciliation (Article 17 annual)
 * for 10,000 synthetic employees. Prints the median of several timed runs after a warm-up and
 * exits non-zero if either is over the budget.
 *
 *   npm run bench -w @staffdesk/id-payroll
 */
import {
  bpjsContributions,
  type Pph21AnnualMonth,
  type PtkpStatus,
  pph21Annual,
  pph21Monthly,
} from '../src/index';

const EMPLOYEES = 10_000;
const BUDGET_MS = 100;
const WARM_UP = 5;
const RUNS = 7;

/** A small deterministic PRNG (mulberry32), so every run builds the same employees. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Employee {
  readonly status: PtkpStatus;
  readonly wage: number;
  readonly variablePay: number;
  readonly hasNpwp: boolean;
  readonly jkkRatePercent: number;
  readonly kesehatanFloor: number;
}

const STATUSES: PtkpStatus[] = ['TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3'];
const JKK = [0.24, 0.54, 0.89, 1.27, 1.74];
const rand = prng(20_240_101);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const employees: Employee[] = Array.from({ length: EMPLOYEES }, () => ({
  status: pick(STATUSES),
  wage: 4_000_000 + Math.floor(rand() * 76_000_000),
  variablePay: Math.floor(rand() * 5_000_000),
  hasNpwp: rand() > 0.05,
  jkkRatePercent: pick(JKK),
  kesehatanFloor: 5_067_381,
}));

function runMonth(period: string): number {
  let checksum = 0;
  for (const e of employees) {
    const b = bpjsContributions({
      wage: e.wage,
      period,
      jkkRatePercent: e.jkkRatePercent,
      kesehatanFloor: e.kesehatanFloor,
    });
    const gross = e.wage + e.variablePay + b.taxableEmployerPremiums;
    const t = pph21Monthly({ ptkpStatus: e.status, gross, hasNpwp: e.hasNpwp, period });
    checksum += t.tax + b.employeeDeductions;
  }
  return checksum;
}

// The year's months per employee, built once outside the timed December run.
const year: Pph21AnnualMonth[][] = employees.map((e) =>
  Array.from({ length: 12 }, (_, i) => {
    const period = `2025-${String(i + 1).padStart(2, '0')}`;
    const b = bpjsContributions({
      wage: e.wage,
      period,
      jkkRatePercent: e.jkkRatePercent,
      kesehatanFloor: e.kesehatanFloor,
    });
    const gross = e.wage + e.variablePay + b.taxableEmployerPremiums;
    return {
      gross,
      jhtEmployee: b.jht.employee,
      jpEmployee: b.jp.employee,
      terWithheld: pph21Monthly({ ptkpStatus: e.status, gross, hasNpwp: e.hasNpwp, period }).tax,
    };
  }),
);

function runDecember(): number {
  let checksum = 0;
  for (let i = 0; i < EMPLOYEES; i++) {
    const e = employees[i]!;
    const r = pph21Annual({
      year: 2025,
      ptkpStatus: e.status,
      months: year[i]!,
      hasNpwp: e.hasNpwp,
    });
    checksum += r.finalMonthTax;
  }
  return checksum;
}

function time(label: string, run: () => number): number {
  let sink = 0;
  for (let i = 0; i < WARM_UP; i++) sink += run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    sink += run();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  console.log(
    `${label} x ${EMPLOYEES}: ${median.toFixed(1)} ms (median of ${RUNS}; checksum ${sink % 1_000_007})`,
  );
  return median;
}

const month = time('month (BPJS + PPh 21 TER)', () => runMonth('2025-06'));
const december = time('December (annual reconciliation)', runDecember);

if (month > BUDGET_MS || december > BUDGET_MS) {
  console.error(`over budget: each must be under ${BUDGET_MS} ms`);
  process.exit(1);
}
