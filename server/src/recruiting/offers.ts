import { links } from '@staffdesk/api/links';
import { and, eq, isNull } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import {
  applications,
  type CandidateConfirmation,
  type CandidatePayrollData,
  type OfferTerms,
} from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { formatDateTimeWib, formatRupiah } from '../format.js';
import { HttpProblem } from '../http/problem.js';
import { toLocale } from '../i18n/locale.js';
import { queueTemplatedMail } from '../mail/outbox.js';
import { issueLink, linkActor, openLink } from '../public-links/links.js';
import { recordActivity } from './activities.js';
import { applicationContext } from './application-context.js';
import {
  auditablePayroll,
  interviewOrReason,
  payrollGivenDetail,
  ptkpStatusOf,
  publicPayrollView,
} from './hire-ready.js';

export const OFFER_PURPOSE = 'candidate-offer';
export const OFFER_LINK_DAYS = 14;

/**
 * Makes the candidate an offer: the stage becomes `offered` and the candidate gets a mail whose
 * link confirms their data and then accepts or declines. An offer already answered cannot be
 * made again (409); one not yet answered is replaced, with a new link.
 */
export async function makeOffer(
  db: Db,
  ctx: Pick<AppContext, 'config'>,
  applicationId: string,
  input: OfferTerms & { skipInterviewReason?: string | null },
  actor: Actor,
) {
  return transactionWithRetry(db, async (tx) => {
    const { skipInterviewReason, ...terms } = input;
    const { application, candidate, requirement, client } = await applicationContext(
      tx,
      applicationId,
      true,
    );
    if (!['interview', 'offered', 'cv-sent', 'screened'].includes(application.stage)) {
      throw new HttpProblem(
        409,
        'conflict',
        'An offer goes to a candidate between screening and hiring.',
      );
    }
    if (application.offerRespondedAt) {
      throw new HttpProblem(
        409,
        'already-decided',
        'The candidate has already answered this offer.',
      );
    }
    if (!candidate.email) {
      const message = 'The candidate has no email address to send the offer to.';
      throw new HttpProblem(400, 'validation-failed', message, { email: message });
    }
    if (requirement.contractType === 'pkwt' && !terms.contractEnd) {
      const message = 'A PKWT (fixed-term) offer needs the contract’s last day.';
      throw new HttpProblem(400, 'validation-failed', message, { contractEnd: message });
    }
    // An offer follows the interview; without one, the recruiter says why (audited, on the activity).
    const skipReason = await interviewOrReason(tx, applicationId, skipInterviewReason);
    const now = new Date();
    await tx
      .update(applications)
      .set({
        stage: 'offered',
        offer: terms,
        offeredAt: now,
        offerInterviewSkipReason: skipReason,
        candidateConfirmation: null,
        candidateConfirmedAt: null,
        candidatePayroll: null,
        stageChangedAt: application.stage === 'offered' ? application.stageChangedAt : now,
        updatedAt: now,
      })
      .where(eq(applications.id, applicationId));
    const { token, link } = await issueLink(tx, {
      purpose: OFFER_PURPOSE,
      recordId: applicationId,
      email: candidate.email,
      locale: toLocale(candidate.preferredLanguage),
      expiresInDays: OFFER_LINK_DAYS,
    });
    await queueTemplatedMail(
      tx,
      'recruiting.offer',
      {
        recipient: { name: candidate.fullName, email: candidate.email },
        requirement: { position: requirement.position },
        client: { name: client.legalName },
        salary: formatRupiah(terms.salary),
        joinDate: new Date(`${terms.joinDate}T00:00:00+07:00`),
        link: `${ctx.config.publicUrl}${links.candidateConfirmation(requirement.id, candidate.id, token, candidate.email)}`,
        expiresAt: link.expiresAt,
      },
      { locale: toLocale(candidate.preferredLanguage) },
    );
    await recordActivity(tx, actor, {
      candidateId: candidate.id,
      requirementId: requirement.id,
      kind: application.stage === 'offered' ? 'note' : 'stage-changed',
      fromStage: application.stage === 'offered' ? null : application.stage,
      toStage: application.stage === 'offered' ? null : 'offered',
      detail: `Offer: ${formatRupiah(terms.salary)} from ${terms.joinDate}${skipReason ? `; made without a held interview: ${skipReason}` : ''}`,
    });
    await recordAudit(tx, actor, {
      action: 'application.offer',
      entity: 'application',
      entityId: applicationId,
      before: application.offer,
      after: { ...terms, interviewSkipReason: skipReason },
    });
    return { expiresAt: link.expiresAt.toISOString() };
  });
}

// ——— The candidate's side ———

export type OfferAccess = {
  token: string;
  email: string;
  requirementId: string;
  candidateId: string;
};

/**
 * The offer behind a candidate's link: 404 for an unknown token, another address, or a
 * requirement or candidate that is not the link's; 410 once it expired.
 */
async function openOfferLink(db: Db, access: OfferAccess, forUpdate = false) {
  const { link, record } = await openLink(
    db,
    access,
    {
      purpose: OFFER_PURPOSE,
      notFound: 'This link is not valid. Ask the recruiter for a new one.',
      expired: 'This offer link has expired. Ask the recruiter for a new one.',
      load: async (found) => {
        const row = await applicationContext(db, found.recordId, forUpdate).catch(() => null);
        return row?.requirement.id === access.requirementId &&
          row.candidate.id === access.candidateId
          ? row
          : null;
      },
      // The candidate's answer is the link's decision: it stays readable after the expiry.
      decidedThroughLink: (row) => row.application.offerRespondedAt !== null,
    },
    'view',
  );
  return { link, ...record };
}

function presentOffer(row: Awaited<ReturnType<typeof openOfferLink>>) {
  const { application: a, candidate: c, requirement: r, client } = row;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    locale: toLocale(row.link.locale),
    requirement: {
      id: r.id,
      position: r.position,
      clientName: client.legalName,
      location: r.location,
      contractType: r.contractType,
    },
    candidate: {
      id: c.id,
      fullName: c.fullName,
      email: c.email,
      phone: c.phone ? `+${c.phone}` : null,
      city: c.city,
    },
    offer: a.offer!,
    confirmation: a.candidateConfirmation,
    payroll: publicPayrollView(a.candidatePayroll),
    confirmedAt: iso(a.candidateConfirmedAt),
    response: a.offerResponse,
    responseReason: a.offerResponseReason,
    respondedAt: iso(a.offerRespondedAt),
    expiresAt: row.link.expiresAt.toISOString(),
  };
}

export async function candidateOffer(db: Db, access: OfferAccess) {
  return presentOffer(await openOfferLink(db, access));
}

/** What payroll needs, as the confirmation form asks it (the PTKP status is derived). */
export type PayrollAnswers = Omit<CandidatePayrollData, 'ptkpStatus'>;

/** The candidate confirms their identity and data, and gives what payroll needs, once. */
export async function confirmCandidate(
  tx: Db,
  access: OfferAccess & { ip: string },
  data: Omit<CandidateConfirmation, 'email'>,
  payrollAnswers: PayrollAnswers,
) {
  const row = await openOfferLink(tx, access, true);
  const { application } = row;
  if (application.candidateConfirmedAt) {
    throw new HttpProblem(
      409,
      'already-decided',
      `You already confirmed your data on ${formatDateTimeWib(application.candidateConfirmedAt, toLocale(row.link.locale))}.`,
    );
  }
  const now = new Date();
  const confirmation: CandidateConfirmation = { ...data, email: row.link.email };
  const payroll: CandidatePayrollData = {
    ...payrollAnswers,
    ptkpStatus: ptkpStatusOf({
      maritalStatus: payrollAnswers.maritalStatus,
      dependants: payrollAnswers.dependants,
      gender: data.gender,
    }),
  };
  const [updated] = await tx
    .update(applications)
    .set({
      candidateConfirmation: confirmation,
      candidatePayroll: payroll,
      candidateConfirmedAt: now,
      updatedAt: now,
    })
    .where(and(eq(applications.id, application.id), isNull(applications.candidateConfirmedAt)))
    .returning();
  if (!updated) throw new HttpProblem(409, 'already-decided', 'You already confirmed your data.');
  const actor = linkActor(data.fullName, row.link.email, access.ip);
  await recordActivity(tx, actor, {
    candidateId: row.candidate.id,
    requirementId: row.requirement.id,
    kind: 'note',
    detail: `The candidate confirmed their data for the offer; ${payrollGivenDetail(payroll)}`,
  });
  await recordAudit(tx, actor, {
    action: 'application.candidate-confirmed',
    entity: 'application',
    entityId: application.id,
    after: {
      ...confirmation,
      nik: `${confirmation.nik.slice(0, 6)}…`,
      payroll: auditablePayroll(payroll),
    },
  });
  return presentOffer({ ...row, application: updated });
}

/** The candidate accepts or declines the offer (after confirming their data), once. */
export async function respondToOffer(
  tx: Db,
  access: OfferAccess & { ip: string },
  input: { decision: 'accept' | 'decline'; reason: string | null },
) {
  const row = await openOfferLink(tx, access, true);
  const { application } = row;
  if (application.offerRespondedAt) {
    throw new HttpProblem(
      409,
      'already-decided',
      `You already ${application.offerResponse} this offer on ${formatDateTimeWib(application.offerRespondedAt, toLocale(row.link.locale))}.`,
    );
  }
  if (!application.candidateConfirmedAt) {
    throw new HttpProblem(409, 'conflict', 'Confirm your data first, then answer the offer.');
  }
  if (input.decision === 'decline' && !input.reason) {
    const message = 'Say why you decline the offer.';
    throw new HttpProblem(400, 'validation-failed', message, { reason: message });
  }
  const accepted = input.decision === 'accept';
  const now = new Date();
  const [updated] = await tx
    .update(applications)
    .set({
      offerResponse: accepted ? 'accepted' : 'declined',
      offerResponseReason: input.reason,
      offerRespondedAt: now,
      ...(accepted
        ? { joiningInfo: { joinDate: application.offer!.joinDate, documents: [], notes: '' } }
        : {
            stage: 'withdrawn' as const,
            reason: `Declined the offer: ${input.reason}`,
            stageChangedAt: now,
          }),
      updatedAt: now,
    })
    .where(and(eq(applications.id, application.id), isNull(applications.offerRespondedAt)))
    .returning();
  if (!updated) throw new HttpProblem(409, 'already-decided', 'You already answered this offer.');
  const actor = linkActor(row.candidate.fullName, row.link.email, access.ip);
  await recordActivity(tx, actor, {
    candidateId: row.candidate.id,
    requirementId: row.requirement.id,
    kind: accepted ? 'note' : 'stage-changed',
    fromStage: accepted ? null : application.stage,
    toStage: accepted ? null : 'withdrawn',
    detail: accepted
      ? 'The candidate accepted the offer'
      : `The candidate declined the offer: ${input.reason}`,
  });
  await recordAudit(tx, actor, {
    action: accepted ? 'application.offer-accepted' : 'application.offer-declined',
    entity: 'application',
    entityId: application.id,
    after: { response: updated.offerResponse, reason: input.reason },
  });
  return presentOffer({ ...row, application: updated });
}
