/**
 * Section permission flags (product-spec §6), read from cookies the server sets at sign-in:
 * `sd_flag_<flag>` per section and `sd_flag_super` overriding all. A flag is on when its value is
 * `1` or `true`. The flags only steer the UI; the server authorises every request itself.
 */

export const SECTIONS = [
  'website-cms',
  'job-portal',
  'employee',
  'human-resource',
  'old-bizdev',
  'bizdev',
  'recruiter',
  'finance',
  'accounting-and-tax',
] as const;

export type SectionId = (typeof SECTIONS)[number];

/** The flag each section reads; old and new business development share `bizdev`. */
export const SECTION_FLAGS: Readonly<Record<SectionId, string>> = {
  'website-cms': 'website-cms',
  'job-portal': 'job-portal',
  employee: 'employee',
  'human-resource': 'human-resource',
  'old-bizdev': 'bizdev',
  bizdev: 'bizdev',
  recruiter: 'recruiter',
  finance: 'finance',
  'accounting-and-tax': 'accounting-and-tax',
};

export const FLAG_COOKIE_PREFIX = 'sd_flag_';
export const SUPER_FLAG_COOKIE = `${FLAG_COOKIE_PREFIX}super`;

export type Flags = {
  /** Super access: every section is open. */
  super: boolean;
  /** Each section's own (or shared) flag. */
  sections: Record<SectionId, boolean>;
};

export function isSectionId(value: unknown): value is SectionId {
  return typeof value === 'string' && (SECTIONS as readonly string[]).includes(value);
}

/** The cookie that holds a section's flag, e.g. `sd_flag_bizdev` for `old-bizdev`. */
export function flagCookieName(section: SectionId): string {
  return `${FLAG_COOKIE_PREFIX}${SECTION_FLAGS[section]}`;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function parseCookies(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    // The first occurrence wins, as browsers list the most specific path first.
    if (name && !cookies.has(name)) cookies.set(name, decode(part.slice(index + 1).trim()));
  }
  return cookies;
}

function isOn(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}

function currentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

export function readFlags(cookieString: string = currentCookies()): Flags {
  const cookies = parseCookies(cookieString);
  const sections = {} as Record<SectionId, boolean>;
  for (const section of SECTIONS) sections[section] = isOn(cookies.get(flagCookieName(section)));
  return { super: isOn(cookies.get(SUPER_FLAG_COOKIE)), sections };
}

/** Whether the flags open a section (super access opens all). */
export function canEnter(flags: Flags, section: SectionId): boolean {
  return flags.super || flags.sections[section];
}

/** Sections that require a stored token besides their flag (product-spec §6). */
export function requiresToken(section: SectionId): boolean {
  return section === 'bizdev';
}
