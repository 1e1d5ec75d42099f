import type { FastifyReply } from 'fastify';
import { SECTION_FLAGS, type SectionFlag } from './permissions.js';

/** The cookie names the browser reads: `sd_flag_<section>` and `sd_flag_super`. */
export const flagCookieName = (flag: SectionFlag | 'super') => `sd_flag_${flag}`;

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean) {
  const parts = [`${name}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Sets the section flag cookies for what the user may enter, and clears the others. They only
 * steer the UI; the server authorises every request itself.
 */
export function setFlagCookies(
  reply: FastifyReply,
  grants: { superAccess: boolean; sections: SectionFlag[] },
  options: { maxAgeSeconds: number; secure: boolean },
) {
  const cookies = SECTION_FLAGS.map((flag) =>
    grants.sections.includes(flag)
      ? cookie(flagCookieName(flag), '1', options.maxAgeSeconds, options.secure)
      : cookie(flagCookieName(flag), '', 0, options.secure),
  );
  cookies.push(
    grants.superAccess
      ? cookie(flagCookieName('super'), '1', options.maxAgeSeconds, options.secure)
      : cookie(flagCookieName('super'), '', 0, options.secure),
  );
  reply.header('Set-Cookie', cookies);
}

export function clearFlagCookies(reply: FastifyReply, secure: boolean) {
  reply.header('Set-Cookie', [
    ...SECTION_FLAGS.map((flag) => cookie(flagCookieName(flag), '', 0, secure)),
    cookie(flagCookieName('super'), '', 0, secure),
  ]);
}
