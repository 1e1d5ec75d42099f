import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { employeeNumberSequences } from '../db/schema.js';

/** `EMP-2026-00001`: the year and a per-year serial (5 digits, more past 99,999). */
export function formatEmployeeNumber(year: number, serial: number): string {
  return `EMP-${year}-${String(serial).padStart(5, '0')}`;
}

/**
 * Takes the next employee numbers, one per given year (the year each employee joined), in the
 * caller's transaction: the sequence row stays locked until it commits, and a number taken by a
 * transaction that rolls back is simply skipped, so a number is never given twice.
 */
export async function allocateEmployeeNumbers(tx: Db, years: number[]): Promise<string[]> {
  const counts = new Map<number, number>();
  for (const year of years) counts.set(year, (counts.get(year) ?? 0) + 1);
  const next = new Map<number, number>();
  for (const [year, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    const [row] = await tx
      .insert(employeeNumberSequences)
      .values({ year, last: count })
      .onConflictDoUpdate({
        target: employeeNumberSequences.year,
        set: { last: sql`${employeeNumberSequences.last} + ${count}` },
      })
      .returning({ last: employeeNumberSequences.last });
    next.set(year, row!.last - count + 1);
  }
  return years.map((year) => {
    const serial = next.get(year)!;
    next.set(year, serial + 1);
    return formatEmployeeNumber(year, serial);
  });
}
