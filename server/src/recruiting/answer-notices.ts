import { links } from '@staffdesk/api/links';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { applications, type requirements, users } from '../db/schema.js';
import { formatDay } from '../format.js';
import { localized } from '../i18n/locale.js';
import { usersHolding } from '../identity/users-holding.js';
import { queueTemplatedMail } from '../mail/outbox.js';
import { applicationContext } from './application-context.js';

type Person = { id: string; name: string; email: string };
type NoticeContext = Pick<AppContext, 'config'>;

/**
 * "The recruiter" of a requirement, as the public pages promise to tell them: its assigned
 * recruiters who are active; when none is assigned (or none is active), every recruiter
 * (`recruiting.manage`, not super admins). The home list (waiting/waiting-list.ts) uses the same
 * rule, so whoever is mailed also finds the entry.
 */
export async function recruitersToTell(
  db: Db,
  requirement: Pick<typeof requirements.$inferSelect, 'recruiterIds'>,
): Promise<Person[]> {
  if (requirement.recruiterIds.length > 0) {
    const assigned = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(inArray(users.id, requirement.recruiterIds), eq(users.status, 'active')))
      .orderBy(asc(users.name));
    if (assigned.length > 0) return assigned;
  }
  return usersHolding(db, 'recruiting.manage', { withSuperAccess: false });
}

async function mailEach(db: Db, people: Person[], key: string, values: Record<string, unknown>) {
  for (const person of people) {
    // The recipient's language: their preferred one (see recipientLocale).
    await queueTemplatedMail(db, key, {
      ...values,
      recipient: { name: person.name, email: person.email },
    });
  }
}

function aboutApplication(row: Awaited<ReturnType<typeof applicationContext>>) {
  return {
    candidate: { name: row.candidate.fullName },
    requirement: { number: row.requirement.number, position: row.requirement.position },
    client: { name: row.client.legalName },
  };
}

/** The client's PIC answered a CV: the requirement's recruiters are mailed. */
export async function tellCvAnswered(tx: Db, ctx: NoticeContext, applicationId: string) {
  const row = await applicationContext(tx, applicationId);
  const { application } = row;
  if (!application.clientDecision) return;
  const accepted = application.clientDecision === 'accepted';
  const reason = application.clientReason ?? '-';
  await mailEach(tx, await recruitersToTell(tx, row.requirement), 'recruiting.cv-answered', {
    ...aboutApplication(row),
    pic: { name: application.clientDecidedBy ?? '' },
    answer: accepted
      ? localized({ en: 'Accepted for an interview.', id: 'Diterima untuk wawancara.' })
      : localized({ en: `Rejected. Reason: ${reason}`, id: `Ditolak. Alasan: ${reason}` }),
    next: accepted
      ? localized({
          en: 'Arrange the interview with the client:',
          id: 'Silakan atur jadwal wawancara dengan klien:',
        })
      : localized({
          en: 'The candidate has left this requirement’s pipeline:',
          id: 'Kandidat ini keluar dari proses kebutuhan ini:',
        }),
    link: `${ctx.config.publicUrl}${links.recruiterRequirement(row.requirement.id)}`,
  });
}

const RECOMMENDATIONS = {
  hire: localized({ en: 'Hire', id: 'Rekrut' }),
  reject: localized({ en: 'Reject', id: 'Tolak' }),
  undecided: localized({ en: 'Undecided', id: 'Belum memutuskan' }),
} as const;

/** The client's PIC scored an interview: the requirement's recruiters are mailed. */
export async function tellInterviewFeedback(tx: Db, ctx: NoticeContext, applicationId: string) {
  const row = await applicationContext(tx, applicationId);
  const feedback = row.application.interviewFeedback;
  if (!feedback) return;
  await mailEach(
    tx,
    await recruitersToTell(tx, row.requirement),
    'recruiting.interview-feedback-given',
    {
      ...aboutApplication(row),
      pic: { name: feedback.decidedBy },
      score: feedback.score,
      recommendation: RECOMMENDATIONS[feedback.recommendation],
      comments: feedback.comments || '-',
      link: `${ctx.config.publicUrl}${links.recruiterRequirement(row.requirement.id)}`,
    },
  );
}

/**
 * The candidate answered the offer: the requirement's recruiters are mailed either way; on an
 * acceptance HR (`employees.manage`, who make the candidate an employee) is mailed too, once per
 * person (a recruiter who is also HR gets HR's mail, which leads to the on-boarding).
 */
export async function tellOfferAnswered(
  tx: Db,
  ctx: NoticeContext,
  access: { requirementId: string; candidateId: string },
) {
  const [found] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.requirementId, access.requirementId),
        eq(applications.candidateId, access.candidateId),
      ),
    );
  if (!found) return;
  const row = await applicationContext(tx, found.id);
  const { application } = row;
  if (!application.offerResponse) return;
  const accepted = application.offerResponse === 'accepted';
  const joinDate = application.joiningInfo?.joinDate ?? application.offer?.joinDate ?? '';
  const reason = application.offerResponseReason ?? '-';
  const hr = accepted ? await usersHolding(tx, 'employees.manage', { withSuperAccess: false }) : [];
  const hrEmails = new Set(hr.map((p) => p.email));
  const recruiters = (await recruitersToTell(tx, row.requirement)).filter(
    (p) => !hrEmails.has(p.email),
  );
  await mailEach(tx, recruiters, 'recruiting.offer-answered', {
    ...aboutApplication(row),
    answer: accepted
      ? localized({
          en: `Accepted, starting ${formatDay(joinDate, 'en')}.`,
          id: `Diterima, mulai bekerja ${formatDay(joinDate, 'id')}.`,
        })
      : localized({ en: `Declined. Reason: ${reason}`, id: `Ditolak. Alasan: ${reason}` }),
    next: accepted
      ? localized({
          en: 'HR is told to make them an employee. Contact the candidate about the contract and the first day:',
          id: 'HR juga diberi tahu untuk mendaftarkannya sebagai karyawan. Silakan hubungi kandidat tentang kontrak dan hari pertama kerja:',
        })
      : localized({
          en: 'The candidate has left this requirement’s pipeline:',
          id: 'Kandidat ini keluar dari proses kebutuhan ini:',
        }),
    link: `${ctx.config.publicUrl}${links.recruiterRequirement(row.requirement.id)}`,
  });
  await mailEach(tx, hr, 'recruiting.offer-accepted', {
    ...aboutApplication(row),
    joinDate,
    link: `${ctx.config.publicUrl}${links.humanResourceOffered()}`,
  });
}
