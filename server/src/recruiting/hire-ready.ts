// A hire ready for payroll (issue #28): the checks before a CV goes to the client and before an
// offer, and what payroll needs from the candidate's confirmation, as views and as the employee.

import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  type CandidatePayrollData,
  type Gender,
  interviews,
  type MaritalStatus,
  type PtkpStatusValue,
} from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';

/** PTKP counts at most this many dependants (UU PPh Pasal 7). */
export const PTKP_MAX_DEPENDANTS = 3;

/**
 * The PTKP status of a marital status and number of dependants: `K/n` when married, `TK/n`
 * otherwise, n at most 3. A married woman's PTKP covers herself only (TK/0) unless she gives HR
 * a written statement that her husband has no income (PMK 168/2023 Pasal 9(2)-(3)); HR changes
 * the status then.
 */
export function ptkpStatusOf(input: {
  maritalStatus: MaritalStatus;
  dependants: number;
  gender: Gender;
}): PtkpStatusValue {
  const n = Math.max(0, Math.min(PTKP_MAX_DEPENDANTS, Math.trunc(input.dependants)));
  if (input.maritalStatus === 'married') {
    return input.gender === 'female' ? 'TK/0' : (`K/${n}` as PtkpStatusValue);
  }
  return `TK/${n}` as PtkpStatusValue;
}

/** A number shown by its last four digits only. */
export function lastFour(digits: string): string {
  return `•••• ${digits.slice(-4)}`;
}

/** Refuses CVs without a file: a client is never sent a candidate it cannot read (422). */
export function assertCvFiles(rows: { candidate: { fullName: string; cvKey: string | null } }[]) {
  const missing = rows.filter((r) => !r.candidate.cvKey).map((r) => r.candidate.fullName);
  if (missing.length === 0) return;
  const message =
    missing.length === 1
      ? `${missing[0]} has no CV file. Upload their CV before sending it to the client.`
      : `These candidates have no CV file: ${missing.join(', ')}. Upload their CVs before sending them to the client.`;
  throw new HttpProblem(422, 'validation-failed', message, { applicationIds: message });
}

/** The latest interview of an application that took place: scheduled in the past, not cancelled. */
export async function heldInterviewOf(db: Db, applicationId: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(interviews)
    .where(
      and(
        eq(interviews.applicationId, applicationId),
        eq(interviews.status, 'scheduled'),
        lte(interviews.startsAt, now),
      ),
    )
    .orderBy(desc(interviews.startsAt))
    .limit(1);
  return row ?? null;
}

/**
 * An offer needs a held interview, or a reason to make it without one (422 otherwise). Answers
 * the reason kept with the offer: null when an interview took place.
 */
export async function interviewOrReason(
  db: Db,
  applicationId: string,
  reason: string | null | undefined,
): Promise<string | null> {
  if (await heldInterviewOf(db, applicationId)) return null;
  const given = reason?.trim() ?? '';
  if (given) return given;
  const message =
    'No interview of this candidate has taken place yet. Hold the interview first, or say why the offer is made without one.';
  throw new HttpProblem(422, 'validation-failed', message, { skipInterviewReason: message });
}

/** What the candidate sees of the payroll data they gave: the NPWP and account by their last 4 digits. */
export function publicPayrollView(data: CandidatePayrollData | null) {
  if (!data) return null;
  return {
    hasNpwp: data.npwp !== null,
    npwp: data.npwp ? lastFour(data.npwp) : null,
    maritalStatus: data.maritalStatus,
    dependants: data.dependants,
    ptkpStatus: data.ptkpStatus,
    religion: data.religion,
    emergencyContact: data.emergencyContact,
    bankName: data.bankName,
    bankAccountNumber: lastFour(data.bankAccountNumber),
    bankAccountName: data.bankAccountName,
  };
}

/** The payroll data on the on-boarding list (the bank fields are withheld by pay visibility). */
export function onboardingPayrollView(data: CandidatePayrollData | null) {
  if (!data) return null;
  return {
    given: true as const,
    hasNpwp: data.npwp !== null,
    npwp: data.npwp,
    maritalStatus: data.maritalStatus,
    dependants: data.dependants,
    ptkpStatus: data.ptkpStatus,
    religion: data.religion,
    emergencyContact: data.emergencyContact,
    bankName: data.bankName,
    bankAccountNumber: data.bankAccountNumber,
    bankAccountName: data.bankAccountName,
  };
}

/** The payroll data as the audit log keeps it: the NPWP and account number by their last 4 digits. */
export function auditablePayroll(data: CandidatePayrollData) {
  return {
    ...data,
    npwp: data.npwp ? lastFour(data.npwp) : null,
    bankAccountNumber: lastFour(data.bankAccountNumber),
  };
}

/** A short line for the candidate's activity: that the data was given, not the numbers. */
export function payrollGivenDetail(data: CandidatePayrollData): string {
  return `payroll data given: ${data.npwp ? 'NPWP' : 'no NPWP'}, PTKP ${data.ptkpStatus}, bank account, religion, emergency contact`;
}
