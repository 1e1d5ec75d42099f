import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';

const require = createRequire(import.meta.url);
const commonPasswords = require('fxa-common-password-list') as { test(password: string): boolean };

export const PASSWORD_MIN_LENGTH = 10;

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's baseline). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when no user matches, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash('staffdesk-decoy-password-for-timing');
  return decoyHash;
}

/**
 * The password policy: at least 10 characters, not containing the name part of the user's
 * email, not one of the commonly used passwords. Answers the problem, or null when it is fine.
 */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > 200) return 'Use at most 200 characters.';
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  const nameParts = local.split(/[._+-]+/).filter((part) => part.length >= 3);
  const lower = password.toLowerCase();
  if (local.length >= 3 && (lower.includes(local) || nameParts.some((p) => lower.includes(p)))) {
    return 'Do not use your name or email in your password.';
  }
  if (commonPasswords.test(password) || commonPasswords.test(lower)) {
    return 'This password is too common. Choose one that is harder to guess.';
  }
  return null;
}
