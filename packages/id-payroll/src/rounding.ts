/**
 * Exact integer helpers. Every division here is exact: safe-integer arithmetic when the
 * intermediate products fit in 2^53 - 1, BigInt otherwise. Nothing goes through a float quotient
 * without being corrected.
 */

/** An exact non-negative rational number `n / d` (d > 0). */
export interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n))
    throw new RangeError(`result ${value} exceeds the safe integer range`);
  return n;
}

function floorDivBig(n: bigint, d: bigint): bigint {
  const q = n / d; // truncates toward zero
  return n % d !== 0n && n < 0n !== d < 0n ? q - 1n : q;
}

/** floor(n / d) for integers, d > 0. */
export function floorDiv(n: number | bigint, d: number | bigint): number {
  if (typeof n === 'number' && typeof d === 'number' && Number.isSafeInteger(n)) {
    let q = Math.floor(n / d);
    const r = n - q * d;
    if (r < 0) q -= 1;
    else if (r >= d) q += 1;
    return q;
  }
  return toSafeNumber(floorDivBig(BigInt(n), BigInt(d)));
}

/** n / d rounded half up (toward +infinity at exactly .5), for integers, d > 0. */
export function roundHalfUpDiv(n: number | bigint, d: number | bigint): number {
  if (typeof n === 'number' && typeof d === 'number') {
    const n2 = 2 * n + d;
    const d2 = 2 * d;
    if (Number.isSafeInteger(n2) && Number.isSafeInteger(d2)) return floorDiv(n2, d2);
  }
  const bn = BigInt(n);
  const bd = BigInt(d);
  return toSafeNumber(floorDivBig(2n * bn + bd, 2n * bd));
}

/** a * b / d, exactly, then floored or rounded half up. All integers, d > 0. */
export function mulDiv(a: number, b: number, d: number, rounding: 'floor' | 'halfUp'): number {
  const p = a * b;
  if (Number.isSafeInteger(p)) return rounding === 'floor' ? floorDiv(p, d) : roundHalfUpDiv(p, d);
  const bp = BigInt(a) * BigInt(b);
  return rounding === 'floor' ? floorDiv(bp, BigInt(d)) : roundHalfUpDiv(bp, BigInt(d));
}

/** Rounds an exact ratio half up to an integer. */
export function roundRatio(r: Ratio): number {
  return roundHalfUpDiv(r.n, r.d);
}

/** Floors an exact ratio to an integer. */
export function floorRatio(r: Ratio): number {
  return floorDiv(r.n, r.d);
}

/** a x r / extraDen, exactly, then floored or rounded half up (a integer, extraDen > 0). */
export function mulRatio(
  a: number,
  r: Ratio,
  extraDen: number,
  rounding: 'floor' | 'halfUp',
): number {
  const rn = Number(r.n);
  const rd = Number(r.d) * extraDen;
  if (Number.isSafeInteger(rn) && Number.isSafeInteger(rd)) return mulDiv(a, rn, rd, rounding);
  const n = BigInt(a) * r.n;
  const d = r.d * BigInt(extraDen);
  return rounding === 'floor' ? floorDiv(n, d) : roundHalfUpDiv(n, d);
}

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;
const ratioCache = new Map<number, Ratio>();

/**
 * The exact decimal value of a non-negative finite number as written (its shortest round-trip
 * decimal form, so `0.445` is 445/1000, not the nearest binary fraction).
 */
export function decimalRatio(x: number, name: string): Ratio {
  const cached = ratioCache.get(x);
  if (cached !== undefined) return cached;
  if (typeof x !== 'number' || !Number.isFinite(x) || x < 0) {
    throw new RangeError(`${name} must be a finite non-negative number, got ${x}`);
  }
  const m = DECIMAL.exec(String(x));
  if (m === null) throw new RangeError(`${name} is not a plain decimal: ${x}`);
  const frac = m[2] ?? '';
  const exp = Number(m[3] ?? '0') - frac.length;
  let n = BigInt(`${m[1]}${frac}`);
  let d = 1n;
  if (exp >= 0) n *= 10n ** BigInt(exp);
  else d = 10n ** BigInt(-exp);
  const r: Ratio = { n, d };
  if (ratioCache.size < 1024) ratioCache.set(x, r);
  return r;
}

/** Checks that an amount is a whole, non-negative, safe-integer number of rupiah. */
export function assertRupiah(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole non-negative number of rupiah, got ${value}`);
  }
}
