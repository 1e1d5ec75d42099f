import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { payslipPasswords } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import { COMMON_PASSWORD_WORDS } from './common-passwords.js';

export const PAYSLIP_PASSWORD_MIN = 10;
export const PAYSLIP_PASSWORD_MAX = 128;

/** The field messages of a refused e-payslip password (each has its Indonesian in problem-i18n). */
export const WEAK_PASSWORD = {
  short: 'Use at least 10 characters.',
  digits: 'Use letters too: a password of digits is guessed in seconds.',
  date: 'Do not use a date: every date is tried in seconds.',
  record:
    'Do not use your birth date, employee number, NIK or phone number: they are on your record and on lists.',
  common: 'This password is on the lists guessers try first. Choose a phrase of your own.',
  repetitive: 'Use more different characters.',
} as const;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'januari',
  'februari',
  'maret',
  'mei',
  'juni',
  'juli',
  'agustus',
  'oktober',
  'desember',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'agu',
  'agt',
  'sep',
  'sept',
  'oct',
  'okt',
  'nov',
  'dec',
  'des',
];
const TEXT_DATE = new RegExp(`^(\\d{1,2})?(${MONTHS.join('|')})(\\d{1,2})?(\\d{2}|\\d{4})?$`);
const SEPARATORS = /[\s\-/._,:;'"|\\]/g;

/** The digits of a value (a phone number: `+62 812-3456-7890` is `6281234567890`). */
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The ways a birth date is written, as digits: ddmmyyyy, yyyymmdd, mmddyyyy, ddmmyy, yymmdd. */
function birthDateForms(birthDate: string): string[] {
  const [y, m, d] = birthDate.split('-') as [string, string, string];
  const yy = y.slice(2);
  return [`${d}${m}${y}`, `${y}${m}${d}`, `${m}${d}${y}`, `${d}${m}${yy}`, `${yy}${m}${d}`];
}

/**
 * Why an e-payslip password is refused, or null when it is not one a guesser tries early: at
 * least 10 characters; not only digits (any number, so any date, falls in seconds offline); not
 * a date written with a month's name; nothing from the employee's record (birth date in any
 * common form, employee number, NIK, phone); not a word of the breach lists padded with digits
 * or symbols; not one or two characters repeated.
 */
export function weakPayslipPasswordReason(
  password: string,
  employee: {
    birthDate: string | null;
    number: string;
    nik: string | null;
    phone: string | null;
  },
): string | null {
  if ([...password].length < PAYSLIP_PASSWORD_MIN) return WEAK_PASSWORD.short;
  const lower = password.toLowerCase();
  const compact = lower.replace(SEPARATORS, '');
  const digits = digitsOf(password);
  if (/^\d*$/.test(compact)) return WEAK_PASSWORD.digits;
  if (TEXT_DATE.test(compact)) return WEAK_PASSWORD.date;
  const fromRecord = [
    ...(employee.birthDate ? birthDateForms(employee.birthDate) : []),
    employee.nik ? digitsOf(employee.nik) : '',
    digitsOf(employee.number),
    // A phone without its country or trunk prefix: its last nine digits.
    employee.phone ? digitsOf(employee.phone).slice(-9) : '',
  ].filter((form) => form.length >= 6);
  if (fromRecord.some((form) => digits.includes(form))) return WEAK_PASSWORD.record;
  const number = employee.number.toLowerCase().replace(SEPARATORS, '');
  if (number.length >= 4 && compact.includes(number)) return WEAK_PASSWORD.record;
  const core = betweenLetters(compact);
  if (COMMON_PASSWORD_WORDS.has(core) || COMMON_PASSWORD_WORDS.has(compact)) {
    return WEAK_PASSWORD.common;
  }
  // Letters only as a short prefix or suffix of a number: `ab12345678`, `1234567890x`.
  if (core.length <= 3 && digits.length >= compact.length - 3) return WEAK_PASSWORD.digits;
  if (new Set(compact).size < 5) return WEAK_PASSWORD.repetitive;
  return null;
}

/** The key e-payslip passwords are sealed with, derived from the server secret. */
function keyOf(secret: string) {
  return Buffer.from(
    hkdfSync('sha256', secret, 'staffdesk', 'e-payslip password at rest', 32) as ArrayBuffer,
  );
}

/** AES-256-GCM of the password, the employee id as associated data (a row cannot be moved). */
export function sealPayslipPassword(secret: string, employeeId: string, password: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(employeeId));
  const encrypted = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
}

/** The password of a sealed value, or null when it does not open (e.g. the secret changed). */
export function openPayslipPassword(
  secret: string,
  employeeId: string,
  sealed: string,
): string | null {
  try {
    const data = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), data.subarray(0, 12));
    decipher.setAAD(Buffer.from(employeeId));
    decipher.setAuthTag(data.subarray(12, 28));
    return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** When the employee set their e-payslip password, or null when they have none. */
export async function payslipPasswordSetAt(db: Db, employeeId: string) {
  const [row] = await db
    .select({ updatedAt: payslipPasswords.updatedAt })
    .from(payslipPasswords)
    .where(eq(payslipPasswords.employeeId, employeeId));
  return row?.updatedAt ?? null;
}

/** The employee's e-payslip password, to encrypt a PDF with; null when none is set (or readable). */
export async function payslipPasswordOf(db: Db, secret: string, employeeId: string) {
  const [row] = await db
    .select({ sealed: payslipPasswords.sealed })
    .from(payslipPasswords)
    .where(eq(payslipPasswords.employeeId, employeeId));
  return row ? openPayslipPassword(secret, employeeId, row.sealed) : null;
}

/**
 * Sets the employee's own e-payslip password (refused with a field error when weak), sealed;
 * audited without the password.
 */
export async function setPayslipPassword(
  tx: Db,
  secret: string,
  employee: {
    id: string;
    birthDate: string | null;
    number: string;
    nik: string | null;
    phone: string | null;
  },
  password: string,
  actor: Actor,
) {
  const reason = weakPayslipPasswordReason(password, employee);
  if (reason) throw new HttpProblem(400, 'validation-failed', reason, { password: reason });
  const before = await payslipPasswordSetAt(tx, employee.id);
  const sealed = sealPayslipPassword(secret, employee.id, password);
  const now = new Date();
  const [row] = await tx
    .insert(payslipPasswords)
    .values({ employeeId: employee.id, sealed })
    .onConflictDoUpdate({ target: payslipPasswords.employeeId, set: { sealed, updatedAt: now } })
    .returning({ updatedAt: payslipPasswords.updatedAt });
  await recordAudit(tx, actor, {
    action: before ? 'payslip-password.change' : 'payslip-password.set',
    entity: 'employee',
    entityId: employee.id,
    before: { passwordSet: before !== null },
    after: { passwordSet: true },
  });
  return { passwordSet: true, passwordSetAt: row!.updatedAt.toISOString() };
}

/** Removes the employee's e-payslip password (attachments stop until a new one is set); audited. */
export async function clearPayslipPassword(tx: Db, employeeId: string, actor: Actor) {
  const removed = await tx
    .delete(payslipPasswords)
    .where(eq(payslipPasswords.employeeId, employeeId))
    .returning({ employeeId: payslipPasswords.employeeId });
  if (removed.length > 0) {
    await recordAudit(tx, actor, {
      action: 'payslip-password.remove',
      entity: 'employee',
      entityId: employeeId,
      before: { passwordSet: true },
      after: { passwordSet: false },
    });
  }
  return { passwordSet: false, passwordSetAt: null };
}

/** The text from its first to its last letter (`12password!!` → `password`), in one pass. */
function betweenLetters(text: string) {
  const isLetter = (index: number) => text[index]! >= 'a' && text[index]! <= 'z';
  let start = 0;
  while (start < text.length && !isLetter(start)) start++;
  let end = text.length;
  while (end > start && !isLetter(end - 1)) end--;
  return text.slice(start, end);
}
