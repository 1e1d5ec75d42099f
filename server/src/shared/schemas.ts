import { z } from 'zod';

/** Schemas and conversions every area's requests and answers share. */

/** An email address as typed: trimmed, lower-cased, at most 254 characters. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Enter a valid email address.' }));

/** A timestamp as the API sends it (ISO 8601, UTC), or null. */
export function toIso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
