/** Joins class names, skipping falsy ones; undefined when none are left. */
export function cx(...parts: Array<string | false | null | undefined>): string | undefined {
  return parts.filter(Boolean).join(' ') || undefined;
}
