import { links } from '@staffdesk/api/links';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { createEvent } from 'ics';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import {
  type ApplicationStage,
  applications,
  candidates,
  clientPics,
  clients,
  interviews,
  requirements,
} from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { formatDateTimeWib } from '../format.js';
import { HttpProblem } from '../http/problem.js';
import { toLocale } from '../i18n/locale.js';
import { queueTemplatedMail } from '../mail/outbox.js';
import { issueLink } from '../public-links/links.js';
import { recordActivity } from './activities.js';
import { applicationContext } from './application-context.js';
import { CLIENT_LINK_DAYS, CLIENT_REVIEW_PURPOSE } from './client-review.js';

export type InterviewInput = {
  startsAt: string;
  durationMinutes: number;
  location: string;
  notes: string;
  /** The PIC of the client who interviews (gets the invitation and the feedback link). */
  picId: string;
};

/** The invitation as an iCalendar file: one event whose UID stays and SEQUENCE rises on a move. */
export function interviewIcs(input: {
  id: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}): string {
  const start = input.startsAt;
  const { error, value } = createEvent({
    uid: `interview-${input.id}@staffdesk`,
    sequence: input.sequence,
    method: 'REQUEST',
    productId: 'staffdesk/recruiting',
    start: [
      start.getUTCFullYear(),
      start.getUTCMonth() + 1,
      start.getUTCDate(),
      start.getUTCHours(),
      start.getUTCMinutes(),
    ],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: input.durationMinutes },
    title: input.title,
    description: input.description,
    location: input.location,
    status: 'CONFIRMED',
    organizer: input.organizer,
    attendees: input.attendees.map((a) => ({ ...a, rsvp: true, role: 'REQ-PARTICIPANT' })),
  });
  if (error || !value) throw error ?? new Error('The interview invitation could not be written.');
  return value;
}

/**
 * Schedules the candidate's interview with the client, or moves the one scheduled: the stage
 * becomes `interview`, and the candidate and the PIC get the invitation (.ics) by mail; the PIC's
 * mail carries the interview feedback link.
 */
export async function scheduleInterview(
  db: Db,
  ctx: Pick<AppContext, 'config' | 'blobs'>,
  applicationId: string,
  input: InterviewInput,
  actor: Actor & { name: string; email: string },
) {
  return transactionWithRetry(db, async (tx) => {
    const { application, candidate, requirement, client } = await applicationContext(
      tx,
      applicationId,
      true,
    );
    if (['rejected', 'withdrawn', 'hired', 'offered'].includes(application.stage)) {
      throw new HttpProblem(
        409,
        'conflict',
        'Only a candidate still in the pipeline before the offer can be interviewed.',
      );
    }
    const [pic] = await tx
      .select()
      .from(clientPics)
      .where(and(eq(clientPics.id, input.picId), eq(clientPics.clientId, client.id)));
    if (!pic?.email) {
      const message = 'Choose a PIC of this client who has an email address.';
      throw new HttpProblem(400, 'validation-failed', message, { picId: message });
    }
    const startsAt = new Date(input.startsAt);
    const [existing] = await tx
      .select()
      .from(interviews)
      .where(and(eq(interviews.applicationId, applicationId), eq(interviews.status, 'scheduled')))
      .orderBy(desc(interviews.updatedAt))
      .limit(1)
      .for('update');
    const now = new Date();
    const [row] = existing
      ? await tx
          .update(interviews)
          .set({
            startsAt,
            durationMinutes: input.durationMinutes,
            location: input.location,
            notes: input.notes,
            sequence: existing.sequence + 1,
            updatedAt: now,
          })
          .where(eq(interviews.id, existing.id))
          .returning()
      : await tx
          .insert(interviews)
          .values({
            applicationId,
            startsAt,
            durationMinutes: input.durationMinutes,
            location: input.location,
            notes: input.notes,
            createdByLabel: actor.label,
          })
          .returning();
    const interview = row!;
    if (application.stage !== 'interview') {
      await tx
        .update(applications)
        .set({
          stage: 'interview',
          // An interview means the client has the candidate's CV in its list.
          sharedAt: application.sharedAt ?? now,
          stageChangedAt: now,
          updatedAt: now,
        })
        .where(eq(applications.id, applicationId));
    }

    // The PIC's link to the candidate's interview feedback (the requirement's CV link).
    const picLocale = toLocale(pic.preferredLanguage);
    const { token } = await issueLink(tx, {
      purpose: CLIENT_REVIEW_PURPOSE,
      recordId: requirement.id,
      email: pic.email,
      locale: picLocale,
      expiresInDays:
        CLIENT_LINK_DAYS +
        Math.max(0, Math.ceil((startsAt.getTime() - now.getTime()) / 86_400_000)),
    });
    const ics = interviewIcs({
      id: interview.id,
      sequence: interview.sequence,
      startsAt,
      durationMinutes: interview.durationMinutes,
      title: `Interview: ${candidate.fullName} — ${requirement.position} (${client.legalName})`,
      description: input.notes,
      location: input.location,
      organizer: { name: actor.name, email: actor.email },
      attendees: [
        { name: pic.name, email: pic.email },
        ...(candidate.email ? [{ name: candidate.fullName, email: candidate.email }] : []),
      ],
    });
    const blobKey = `interviews/${interview.id}/${interview.sequence}.ics`;
    await ctx.blobs.put(blobKey, Buffer.from(ics));
    const attachments = [
      { filename: 'interview.ics', blobKey, contentType: 'text/calendar; method=REQUEST' },
    ];
    const moved = Boolean(existing);
    const recipients = [
      {
        name: pic.name,
        email: pic.email,
        locale: picLocale,
        feedbackLink: `${ctx.config.publicUrl}${links.clientInterviewFeedback(requirement.id, candidate.id, token, pic.email)}`,
      },
      ...(candidate.email
        ? [
            {
              name: candidate.fullName,
              email: candidate.email,
              locale: toLocale(candidate.preferredLanguage),
              feedbackLink: '',
            },
          ]
        : []),
    ];
    for (const recipient of recipients) {
      const feedbackLine = recipient.feedbackLink
        ? recipient.locale === 'id'
          ? `Setelah wawancara, berikan penilaian Anda di sini: ${recipient.feedbackLink}`
          : `After the interview, give your feedback here: ${recipient.feedbackLink}`
        : '';
      await queueTemplatedMail(
        tx,
        'recruiting.interview',
        {
          recipient: { name: recipient.name, email: recipient.email },
          candidate: { name: candidate.fullName },
          requirement: { position: requirement.position },
          client: { name: client.legalName },
          when: formatDateTimeWib(startsAt, recipient.locale),
          location: input.location,
          change: moved
            ? recipient.locale === 'id'
              ? 'Jadwal wawancara berubah.'
              : 'The interview has moved.'
            : '',
          feedbackLink: feedbackLine,
        },
        { locale: recipient.locale, attachments },
      );
    }
    await recordActivity(tx, actor, {
      candidateId: candidate.id,
      requirementId: requirement.id,
      kind: application.stage === 'interview' ? 'note' : 'stage-changed',
      fromStage: application.stage === 'interview' ? null : application.stage,
      toStage: application.stage === 'interview' ? null : 'interview',
      detail: `${moved ? 'Interview moved to' : 'Interview on'} ${formatDateTimeWib(startsAt)}, ${input.location}`,
    });
    await recordAudit(tx, actor, {
      action: moved ? 'interview.reschedule' : 'interview.schedule',
      entity: 'interview',
      entityId: interview.id,
      before: existing ?? null,
      after: interview,
    });
    return interview;
  });
}

export function presentInterview(row: {
  interview: typeof interviews.$inferSelect;
  candidateId: string;
  candidateName: string;
  requirementId: string;
  requirementNumber: string;
  position: string;
  clientId: string;
  clientName: string;
  applicationId: string;
  stage: ApplicationStage;
}) {
  return {
    id: row.interview.id,
    applicationId: row.applicationId,
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    requirementId: row.requirementId,
    requirementNumber: row.requirementNumber,
    position: row.position,
    clientId: row.clientId,
    clientName: row.clientName,
    startsAt: row.interview.startsAt.toISOString(),
    durationMinutes: row.interview.durationMinutes,
    location: row.interview.location,
    notes: row.interview.notes,
    sequence: row.interview.sequence,
    stage: row.stage,
  };
}

/**
 * The interviews scheduled between two instants, for the recruiter's and BD's calendars; of one
 * requirement or one client when asked.
 */
export async function listInterviews(
  db: Db,
  range: {
    from: Date;
    to: Date;
    requirementId?: string | undefined;
    clientId?: string | undefined;
  },
) {
  const rows = await db
    .select({
      interview: interviews,
      applicationId: applications.id,
      stage: applications.stage,
      candidateId: candidates.id,
      candidateName: candidates.fullName,
      requirementId: requirements.id,
      requirementNumber: requirements.number,
      position: requirements.position,
      clientId: clients.id,
      clientName: clients.legalName,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(requirements, eq(requirements.id, applications.requirementId))
    .innerJoin(clients, eq(clients.id, requirements.clientId))
    .where(
      and(
        eq(interviews.status, 'scheduled'),
        gte(interviews.startsAt, range.from),
        lt(interviews.startsAt, range.to),
        range.requirementId ? eq(requirements.id, range.requirementId) : undefined,
        range.clientId ? eq(clients.id, range.clientId) : undefined,
      ),
    )
    .orderBy(asc(interviews.startsAt))
    .limit(500);
  return { items: rows.map(presentInterview) };
}
