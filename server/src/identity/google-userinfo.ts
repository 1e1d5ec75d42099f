import type { FastifyBaseLogger } from 'fastify';
import { HttpProblem, loggableError } from '../http/problem.js';

/**
 * The verified email (lower case) of the Google account behind an access token, asked of
 * Google's userinfo endpoint: 401 when Google refuses the token or the email is not verified,
 * 503 when Google cannot be reached.
 */
export async function verifiedGoogleEmail(
  userinfoUrl: string,
  accessToken: string,
  log: FastifyBaseLogger,
) {
  try {
    const res = await fetch(userinfoUrl, {
      headers: { Authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 401 || res.status === 403) {
      throw new HttpProblem(
        401,
        'google-token-invalid',
        'Google did not accept this sign-in. Please try again.',
      );
    }
    if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
    const info = (await res.json()) as { email?: string; email_verified?: boolean | string };
    const verified = info.email_verified === true || info.email_verified === 'true';
    if (!info.email || !verified) {
      throw new HttpProblem(
        401,
        'google-email-unverified',
        'Your Google account has no verified email.',
      );
    }
    return info.email.toLowerCase();
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    log.warn({ err: loggableError(error) }, 'Google userinfo failed');
    throw new HttpProblem(
      503,
      'google-unavailable',
      'Google sign-in is not reachable right now. Try again, or sign in with your password.',
    );
  }
}
