import { links } from '@staffdesk/api/links';
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import {
  applications,
  candidates,
  clientPics,
  clients,
  interviews,
  publicLinks,
  requirements,
} from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { formatDateTimeWib } from '../format.js';
import { HttpProblem } from '../http/problem.js';
import { toLocale } from '../i18n/locale.js';
import { queueTemplatedMail } from '../mail/outbox.js';
import { issueLink, linkActor, openLink } from '../public-links/links.js';
import { recordActivities, recordActivity } from './activities.js';
import { assertCvFiles } from './hire-ready.js';
import { findRequirementOrThrow } from './requirements.js';

export const CLIENT_REVIEW_PURPOSE = 'client-cv-review';
/** How long the PIC's link works; the recruiter renews it with a new mail. */
export const CLIENT_LINK_DAYS = 14;

/** Stages from which a CV may be sent. */
const SENDABLE = new Set(['sourced', 'screened', 'cv-sent']);

async function picOfClient(db: Db, clientId: string, picId: string) {
  const [pic] = await db
    .select()
    .from(clientPics)
    .where(and(eq(clientPics.id, picId), eq(clientPics.clientId, clientId)));
  if (!pic?.email) {
    const message = 'Choose a PIC of this client who has an email address.';
    throw new HttpProblem(400, 'validation-failed', message, { picId: message });
  }
  return pic;
}

/**
 * Sends candidates' CVs to a PIC of the requirement's client: each moves to `cv-sent` and joins
 * the PIC's list, and the PIC gets a mail with one link that opens every CV sent for the
 * requirement. Answers the link's expiry.
 */
export async function sendCvs(
  db: Db,
  ctx: Pick<AppContext, 'config'>,
  input: { requirementId: string; applicationIds: string[]; picId: string },
  actor: Actor & { name: string },
) {
  return transactionWithRetry(db, async (tx) => {
    const requirement = await findRequirementOrThrow(tx, input.requirementId, true);
    const pic = await picOfClient(tx, requirement.clientId, input.picId);
    const rows = await tx
      .select({ application: applications, candidate: candidates })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(
        and(
          eq(applications.requirementId, requirement.id),
          inArray(applications.id, [...new Set(input.applicationIds)]),
        ),
      )
      .for('update', { of: applications });
    if (rows.length !== new Set(input.applicationIds).size) {
      const message = 'One of the candidates is not in this requirement’s pipeline.';
      throw new HttpProblem(400, 'validation-failed', message, { applicationIds: message });
    }
    const blocked = rows.find((r) => !SENDABLE.has(r.application.stage));
    if (blocked) {
      const message = `${blocked.candidate.fullName} is past the CV stage; only sourced and screened candidates are sent.`;
      throw new HttpProblem(409, 'conflict', message, { applicationIds: message });
    }
    assertCvFiles(rows);
    const now = new Date();
    for (const { application } of rows) {
      await tx
        .update(applications)
        .set({
          stage: 'cv-sent',
          sharedAt: application.sharedAt ?? now,
          stageChangedAt: now,
          updatedAt: now,
        })
        .where(eq(applications.id, application.id));
    }
    await recordActivities(
      tx,
      actor,
      rows.map(({ application }) => ({
        candidateId: application.candidateId,
        requirementId: requirement.id,
        kind: 'stage-changed' as const,
        fromStage: application.stage,
        toStage: 'cv-sent' as const,
        detail: `CV sent to ${pic.name} <${pic.email}>`,
      })),
    );
    const link = await mailClientLink(tx, ctx, {
      requirement,
      pic,
      candidates: rows.map((r) => r.candidate),
      senderName: actor.name,
    });
    await recordAudit(tx, actor, {
      action: 'requirement.cvs-sent',
      entity: 'requirement',
      entityId: requirement.id,
      after: {
        pic: pic.email,
        candidates: rows.map((r) => r.candidate.id),
        expiresAt: link.expiresAt,
      },
    });
    return { sent: rows.length, expiresAt: link.expiresAt.toISOString() };
  });
}

async function mailClientLink(
  tx: Db,
  ctx: Pick<AppContext, 'config'>,
  input: {
    requirement: typeof requirements.$inferSelect;
    pic: typeof clientPics.$inferSelect;
    candidates: { fullName: string; city: string; experienceYears: number }[];
    senderName: string;
  },
) {
  const locale = toLocale(input.pic.preferredLanguage);
  const { token, link } = await issueLink(tx, {
    purpose: CLIENT_REVIEW_PURPOSE,
    recordId: input.requirement.id,
    email: input.pic.email!,
    locale,
    expiresInDays: CLIENT_LINK_DAYS,
  });
  const [client] = await tx
    .select()
    .from(clients)
    .where(eq(clients.id, input.requirement.clientId));
  const years = (n: number) => (locale === 'id' ? `${n} tahun` : `${n} year${n === 1 ? '' : 's'}`);
  await queueTemplatedMail(
    tx,
    'recruiting.cv-review',
    {
      recipient: { name: input.pic.name, email: input.pic.email },
      requirement: { number: input.requirement.number, position: input.requirement.position },
      client: { name: client!.legalName },
      candidates: input.candidates
        .map(
          (c) =>
            `- ${c.fullName} (${[c.city, years(c.experienceYears)].filter(Boolean).join(', ')})`,
        )
        .join('\n'),
      link: `${ctx.config.publicUrl}${links.clientCvList(input.requirement.id, token, input.pic.email!)}`,
      expiresAt: link.expiresAt,
      recruiter: { name: input.senderName },
    },
    { locale },
  );
  return link;
}

/** A new link for the PIC (the old ones keep working until they expire), mailed with the CVs sent so far. */
export async function renewClientLink(
  db: Db,
  ctx: Pick<AppContext, 'config'>,
  input: { requirementId: string; picId: string },
  actor: Actor & { name: string },
) {
  return transactionWithRetry(db, async (tx) => {
    const requirement = await findRequirementOrThrow(tx, input.requirementId);
    const pic = await picOfClient(tx, requirement.clientId, input.picId);
    const shared = await tx
      .select({
        fullName: candidates.fullName,
        city: candidates.city,
        experienceYears: candidates.experienceYears,
      })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(and(eq(applications.requirementId, requirement.id), isNotNull(applications.sharedAt)));
    if (shared.length === 0) {
      throw new HttpProblem(409, 'conflict', 'No CV of this requirement has been sent yet.');
    }
    const link = await mailClientLink(tx, ctx, {
      requirement,
      pic,
      candidates: shared,
      senderName: actor.name,
    });
    await recordAudit(tx, actor, {
      action: 'requirement.client-link-renewed',
      entity: 'requirement',
      entityId: requirement.id,
      after: { pic: pic.email, expiresAt: link.expiresAt },
    });
    return { sent: shared.length, expiresAt: link.expiresAt.toISOString() };
  });
}

/** What the recruiter sees of the client's review: the links and each CV sent. */
export async function clientReviewOf(db: Db, requirementId: string) {
  await findRequirementOrThrow(db, requirementId);
  const [linkRows, rows] = await Promise.all([
    db
      .select({
        email: publicLinks.email,
        expiresAt: publicLinks.expiresAt,
        createdAt: publicLinks.createdAt,
      })
      .from(publicLinks)
      .where(
        and(
          eq(publicLinks.purpose, CLIENT_REVIEW_PURPOSE),
          eq(publicLinks.recordId, requirementId),
        ),
      )
      .orderBy(desc(publicLinks.createdAt)),
    db
      .select({ application: applications, fullName: candidates.fullName })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(and(eq(applications.requirementId, requirementId), isNotNull(applications.sharedAt)))
      .orderBy(asc(applications.sharedAt), asc(candidates.fullName)),
  ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    links: linkRows.map((l) => ({
      email: l.email,
      sentAt: l.createdAt.toISOString(),
      expiresAt: l.expiresAt.toISOString(),
    })),
    candidates: rows.map(({ application: a, fullName }) => ({
      applicationId: a.id,
      candidateId: a.candidateId,
      fullName,
      stage: a.stage,
      sharedAt: iso(a.sharedAt)!,
      openedAt: iso(a.clientOpenedAt),
      decision: a.clientDecision,
      reason: a.clientReason,
      decidedAt: iso(a.clientDecidedAt),
      decidedBy: a.clientDecidedBy,
      interviewFeedback: a.interviewFeedback,
      interviewFeedbackAt: iso(a.interviewFeedbackAt),
    })),
  };
}

// ——— The PIC's side: no sign-in; the token and the address it was sent to are the credential ———

export type ClientLinkAccess = { token: string; email: string; requirementId?: string };

/**
 * The requirement a PIC's token opens. 404 for an unknown token, another address, or another
 * requirement than the token's; 410 once it expired (a decision made before stays visible to
 * the recruiter, not through the link).
 */
export async function openClientLink(db: Db, access: ClientLinkAccess, now = new Date()) {
  const opened = await openLink(
    db,
    { token: access.token, email: access.email, now },
    {
      purpose: CLIENT_REVIEW_PURPOSE,
      notFound: 'This link is not valid. Ask the recruiter for a new one.',
      expired: 'This link has expired. Ask the recruiter to send the CVs again.',
      load: async (link) => {
        if (access.requirementId && link.recordId !== access.requirementId) return null;
        const [row] = await db
          .select({ requirement: requirements, clientName: clients.legalName })
          .from(requirements)
          .innerJoin(clients, eq(clients.id, requirements.clientId))
          .where(eq(requirements.id, link.recordId));
        return row;
      },
    },
    'view',
  );
  const { link, record: row } = opened;
  const [pic] = await db
    .select({ name: clientPics.name })
    .from(clientPics)
    .where(
      and(eq(clientPics.clientId, row.requirement.clientId), eq(clientPics.email, link.email)),
    );
  return {
    link,
    requirement: row.requirement,
    clientName: row.clientName,
    picName: pic?.name ?? link.email,
  };
}

async function interviewOf(db: Db, applicationId: string) {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), eq(interviews.status, 'scheduled')))
    .orderBy(desc(interviews.updatedAt))
    .limit(1);
  return row ?? null;
}

function publicCandidate(
  candidate: typeof candidates.$inferSelect,
  application: typeof applications.$inferSelect,
  interview: typeof interviews.$inferSelect | null,
) {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: candidate.id,
    fullName: candidate.fullName,
    city: candidate.city,
    skills: candidate.skills,
    experienceYears: candidate.experienceYears,
    expectedSalary: candidate.expectedSalary,
    experience: candidate.experience,
    education: candidate.education,
    hasCv: Boolean(candidate.cvKey),
    cvFileName: candidate.cvFileName,
    stage: application.stage,
    cvReview: {
      decision: application.clientDecision,
      reason: application.clientReason,
      decidedAt: iso(application.clientDecidedAt),
      decidedBy: application.clientDecidedBy,
    },
    interview: interview
      ? {
          startsAt: interview.startsAt.toISOString(),
          durationMinutes: interview.durationMinutes,
          location: interview.location,
          held: interview.startsAt.getTime() <= Date.now(),
        }
      : null,
    interviewFeedback: application.interviewFeedback
      ? { ...application.interviewFeedback, decidedAt: iso(application.interviewFeedbackAt) }
      : null,
  };
}

/** Every CV sent for the link's requirement, in the order they were sent. */
export async function clientCvList(db: Db, access: ClientLinkAccess) {
  const opened = await openClientLink(db, access);
  const rows = await db
    .select({ application: applications, candidate: candidates })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(
      and(eq(applications.requirementId, opened.requirement.id), isNotNull(applications.sharedAt)),
    )
    .orderBy(asc(applications.sharedAt), asc(candidates.fullName));
  const items = [];
  for (const { application, candidate } of rows) {
    items.push(publicCandidate(candidate, application, await interviewOf(db, application.id)));
  }
  return {
    locale: toLocale(opened.link.locale),
    requirement: {
      id: opened.requirement.id,
      number: opened.requirement.number,
      position: opened.requirement.position,
      clientName: opened.clientName,
      location: opened.requirement.location,
      headcount: opened.requirement.headcount,
      description: opened.requirement.description,
      qualifications: opened.requirement.qualifications,
    },
    pic: { name: opened.picName, email: opened.link.email },
    expiresAt: opened.link.expiresAt.toISOString(),
    candidates: items,
  };
}

/** One candidate sent for the link's requirement: 404 for a candidate not sent for it. */
async function sharedApplication(
  db: Db,
  requirementId: string,
  candidateId: string,
  forUpdate = false,
) {
  const query = db
    .select({ application: applications, candidate: candidates })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(
      and(
        eq(applications.requirementId, requirementId),
        eq(applications.candidateId, candidateId),
        isNotNull(applications.sharedAt),
      ),
    );
  const [row] = forUpdate ? await query.for('update', { of: applications }) : await query;
  if (!row)
    throw new HttpProblem(404, 'not-found', 'This candidate was not sent for this requirement.');
  return row;
}

/** A candidate as the PIC sees them; the first look is recorded for the recruiter. */
export async function clientCandidate(db: Db, access: ClientLinkAccess & { candidateId: string }) {
  const opened = await openClientLink(db, access);
  const { application, candidate } = await sharedApplication(
    db,
    opened.requirement.id,
    access.candidateId,
  );
  await markOpened(db, application.id);
  return publicCandidate(candidate, application, await interviewOf(db, application.id));
}

/** Records when the PIC first opened a CV (a conditional update: the first time stays). */
export async function markOpened(db: Db, applicationId: string) {
  await db
    .update(applications)
    .set({ clientOpenedAt: new Date() })
    .where(and(eq(applications.id, applicationId), isNull(applications.clientOpenedAt)));
}

/** The CV file of a sent candidate, through the PIC's link. */
export async function clientCvFile(db: Db, access: ClientLinkAccess & { candidateId: string }) {
  const opened = await openClientLink(db, access);
  const { application, candidate } = await sharedApplication(
    db,
    opened.requirement.id,
    access.candidateId,
  );
  if (!candidate.cvKey) throw new HttpProblem(404, 'not-found', 'This candidate has no CV.');
  await markOpened(db, application.id);
  return candidate;
}

function alreadyDecided(
  what: string,
  by: string | null,
  at: Date | null,
  locale: 'en' | 'id' = 'en',
) {
  return new HttpProblem(
    409,
    'already-decided',
    `This ${what} was already given by ${by ?? 'someone'} on ${at ? formatDateTimeWib(at, locale) : 'an earlier day'}.`,
  );
}

/**
 * The PIC accepts a CV for an interview or rejects it with a reason, once per candidate: a
 * conditional update, so of two at once exactly one wins and the other gets 409.
 */
export async function decideCv(
  tx: Db,
  input: ClientLinkAccess & {
    candidateId: string;
    decision: 'accept' | 'reject';
    reason: string | null;
    ip: string;
  },
) {
  const opened = await openClientLink(tx, input);
  const { application } = await sharedApplication(
    tx,
    opened.requirement.id,
    input.candidateId,
    true,
  );
  if (application.clientDecidedAt) {
    throw alreadyDecided('answer', application.clientDecidedBy, application.clientDecidedAt);
  }
  if (input.decision === 'reject' && !input.reason) {
    const message = 'Say why the candidate is rejected.';
    throw new HttpProblem(400, 'validation-failed', message, { reason: message });
  }
  const now = new Date();
  const accepted = input.decision === 'accept';
  const exits = application.stage === 'rejected' || application.stage === 'withdrawn';
  const nextStage = exits ? application.stage : accepted ? 'interview' : 'rejected';
  const [row] = await tx
    .update(applications)
    .set({
      clientDecision: accepted ? 'accepted' : 'rejected',
      clientReason: input.reason,
      clientDecidedAt: now,
      clientDecidedBy: opened.picName,
      clientOpenedAt: application.clientOpenedAt ?? now,
      stage: nextStage,
      reason: accepted ? application.reason : `Client: ${input.reason}`,
      stageChangedAt: nextStage === application.stage ? application.stageChangedAt : now,
      updatedAt: now,
    })
    .where(and(eq(applications.id, application.id), isNull(applications.clientDecidedAt)))
    .returning();
  if (!row) throw alreadyDecided('answer', null, null);
  const actor = linkActor(opened.picName, opened.link.email, input.ip);
  await recordActivity(tx, actor, {
    candidateId: application.candidateId,
    requirementId: opened.requirement.id,
    kind: 'stage-changed',
    fromStage: application.stage,
    toStage: nextStage,
    detail: accepted
      ? 'Client accepted the CV for an interview'
      : `Client rejected the CV: ${input.reason}`,
  });
  await recordAudit(tx, actor, {
    action: 'application.client-cv-decision',
    entity: 'application',
    entityId: application.id,
    before: { stage: application.stage },
    after: { stage: nextStage, decision: row.clientDecision, reason: input.reason },
  });
  return row;
}

/** The PIC scores a held interview, once per candidate. */
export async function giveInterviewFeedback(
  tx: Db,
  input: ClientLinkAccess & {
    candidateId: string;
    score: number;
    recommendation: 'hire' | 'reject' | 'undecided';
    comments: string;
    ip: string;
  },
) {
  const opened = await openClientLink(tx, input);
  const { application } = await sharedApplication(
    tx,
    opened.requirement.id,
    input.candidateId,
    true,
  );
  if (application.interviewFeedbackAt) {
    throw alreadyDecided(
      'feedback',
      application.interviewFeedback?.decidedBy ?? null,
      application.interviewFeedbackAt,
    );
  }
  const interview = await interviewOf(tx, application.id);
  if (!interview) {
    throw new HttpProblem(
      409,
      'conflict',
      'No interview of this candidate has been scheduled yet.',
    );
  }
  if (interview.startsAt.getTime() > Date.now()) {
    throw new HttpProblem(
      409,
      'conflict',
      `The interview is on ${formatDateTimeWib(interview.startsAt)}; give your feedback after it.`,
    );
  }
  const now = new Date();
  const feedback = {
    score: input.score,
    recommendation: input.recommendation,
    comments: input.comments,
    decidedBy: opened.picName,
  };
  const [row] = await tx
    .update(applications)
    .set({ interviewFeedback: feedback, interviewFeedbackAt: now, updatedAt: now })
    .where(and(eq(applications.id, application.id), isNull(applications.interviewFeedbackAt)))
    .returning();
  if (!row) throw alreadyDecided('feedback', null, null);
  const actor = linkActor(opened.picName, opened.link.email, input.ip);
  await recordActivity(tx, actor, {
    candidateId: application.candidateId,
    requirementId: opened.requirement.id,
    kind: 'note',
    detail: `Interview feedback: ${input.score}/5, ${input.recommendation}${input.comments ? ` — ${input.comments}` : ''}`,
  });
  await recordAudit(tx, actor, {
    action: 'application.interview-feedback',
    entity: 'application',
    entityId: application.id,
    after: feedback,
  });
  return row;
}
