import { describe, expect, it } from 'vitest';
import { canEnter, flagCookieName, readFlags, SECTIONS, type SectionId } from './flags';

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting flag cookies.
  document.cookie = cookie;
}

describe('flagCookieName', () => {
  it('names one cookie per section, old-bizdev sharing bizdev', () => {
    const names = Object.fromEntries(SECTIONS.map((section) => [section, flagCookieName(section)]));
    expect(names).toEqual({
      'website-cms': 'sd_flag_website-cms',
      'job-portal': 'sd_flag_job-portal',
      employee: 'sd_flag_employee',
      'human-resource': 'sd_flag_human-resource',
      'old-bizdev': 'sd_flag_bizdev',
      bizdev: 'sd_flag_bizdev',
      recruiter: 'sd_flag_recruiter',
      finance: 'sd_flag_finance',
      'accounting-and-tax': 'sd_flag_accounting-and-tax',
    });
  });
});

describe('readFlags', () => {
  it('turns on the sections whose cookie is 1 or true', () => {
    const flags = readFlags('sd_flag_finance=1; sd_flag_employee=true; sd_flag_recruiter=0; x=1');
    expect(flags.super).toBe(false);
    expect(flags.sections.finance).toBe(true);
    expect(flags.sections.employee).toBe(true);
    expect(flags.sections.recruiter).toBe(false);
    expect(flags.sections['human-resource']).toBe(false);
  });

  it('opens both business development sections with the shared flag', () => {
    const flags = readFlags('sd_flag_bizdev=1');
    expect(canEnter(flags, 'bizdev')).toBe(true);
    expect(canEnter(flags, 'old-bizdev')).toBe(true);
    expect(canEnter(flags, 'finance')).toBe(false);
  });

  it('lets sd_flag_super open every section', () => {
    const flags = readFlags('sd_flag_super=true');
    for (const section of SECTIONS) expect(canEnter(flags, section as SectionId)).toBe(true);
  });

  it('reads document.cookie by default', () => {
    setCookie('sd_flag_job-portal=1; path=/');
    expect(readFlags().sections['job-portal']).toBe(true);
    setCookie('sd_flag_job-portal=; path=/; max-age=0');
    expect(readFlags().sections['job-portal']).toBe(false);
  });

  it('denies everything without cookies', () => {
    const flags = readFlags('');
    for (const section of SECTIONS) expect(canEnter(flags, section)).toBe(false);
  });
});
