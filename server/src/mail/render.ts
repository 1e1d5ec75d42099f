const VARIABLE = /\{\{\s*([a-zA-Z0-9_.]+)\s*\}\}/g;

function lookup(values: Record<string, unknown>, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Replaces `{{a.b}}` with its value; a missing value becomes an empty string. */
export function renderTemplate(text: string, values: Record<string, unknown>): string {
  return text.replace(VARIABLE, (_, path: string) => {
    const value = lookup(values, path);
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The variables a text uses that the event does not offer. */
export function unknownVariables(text: string, offered: string[]): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(VARIABLE)) {
    if (!offered.includes(match[1]!)) unknown.add(match[1]!);
  }
  return [...unknown];
}

/** Addresses from a to/cc rule after rendering: comma or semicolon separated. */
export function addressesOf(rendered: string): string[] {
  return rendered
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
}
