/** Characters that never belong in an in-app path: C0 controls, DEL and C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** A base that only serves to resolve a relative path; never shown or visited. */
const PROBE_ORIGIN = 'https://staffdesk.invalid';

const REDIRECT_PREFIX = '/redirect-page/';

/**
 * Turns the `:query` of `/redirect-page/:query` into the in-app path it names, or `null` when it
 * does not name one. The router usually hands the parameter over decoded already
 * (`/user-management?tab=roles`); a value that still starts encoded (`%2F…`) is decoded once.
 *
 * Accepted: a path that starts with exactly one `/`. Refused: `//host` and `/\host` (browsers
 * read both as another origin), anything with a scheme (`https:`, `javascript:`), backslashes,
 * control characters (tabs and line breaks are dropped by URL parsers and could smuggle a host),
 * and another redirect page (no loops). The answer is normalised (`/a/../b` → `/b`).
 */
export function safeInAppPath(query: string | null | undefined): string | null {
  if (typeof query !== 'string') return null;
  let target = query;
  if (/^%2f/i.test(target)) {
    try {
      target = decodeURIComponent(target);
    } catch {
      return null;
    }
  }
  if (!target.startsWith('/')) return null;
  if (target.startsWith('//')) return null;
  if (target.includes('\\')) return null;
  if (CONTROL_CHARACTERS.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith(REDIRECT_PREFIX) || path.startsWith('//')) return null;
  return path;
}
