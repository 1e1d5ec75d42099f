// Hours worked as people type them on a timesheet (the employee on their own sheet, HR on an
// employee's), turned into the whole minutes the API stores.

/** A day has at most 24 hours (the server refuses more). */
export const MAX_DAY_MINUTES = 24 * 60;

const CLOCK = /^(\d{1,2}):([0-5]\d)$/;
const DECIMAL = /^(\d{1,2})(?:[.,](\d{1,2}))?$/;

/**
 * Whole minutes from hours written as `H:MM` (`8:30`) or as hours with a decimal point or comma
 * (`8.5`, `8,5`, `8`); null when the text is neither (or empty).
 */
export function minutesFromHours(text: string): number | null {
  const value = text.trim();
  const clock = CLOCK.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const decimal = DECIMAL.exec(value);
  if (decimal) return Math.round(Number(`${decimal[1]}.${decimal[2] ?? '0'}`) * 60);
  return null;
}
