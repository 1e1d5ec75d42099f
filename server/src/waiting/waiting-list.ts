import { links } from '@staffdesk/api/links';
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  applications,
  clients,
  employees,
  interviews,
  leaveApprovals,
  leaveRequests,
  outbox,
  overtimeRequests,
  payrollRuns,
  requirements,
  timesheets,
  users,
} from '../db/schema.js';
import { formatRupiah } from '../format.js';
import type { Locale } from '../i18n/locale.js';
import { can, type Identity } from '../identity/identity.js';

/** A sentence in each language Staffdesk speaks. */
export type Texts = Record<Locale, string>;

/**
 * One thing that waits for the signed-in user, shown on the home page: `title` in the language
 * asked for, `titles` in each language (the page shows the one it speaks, also after a switch).
 */
export type WaitingItem = {
  key: string;
  title: string;
  titles: Texts;
  count: number;
  href: string;
};

/** What a provider answers: the sentence in every language; the list picks the reader's. */
export type WaitingEntry = Omit<WaitingItem, 'title'>;

/** Each area adds what waits for a user in it. */
export type WaitingProvider = (db: Db, identity: Identity) => Promise<WaitingEntry[]>;

/** How long a decision others made shows as a notice on the home list. */
const NOTICE_DAYS = 3;
const noticeSince = () => new Date(Date.now() - NOTICE_DAYS * 86_400_000);

/** `November 2026` (Indonesian `November 2026`, `Mei 2026`) of a `2026-11` period. */
function monthOf(period: string, locale: Locale) {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 15));
}

/** The entry when `n` things wait, none when nothing does. */
function counted(n: number, entry: Omit<WaitingEntry, 'count'>): WaitingEntry[] {
  return n > 0 ? [{ ...entry, count: n }] : [];
}

/** English needs `1 email`/`2 emails`; Indonesian has one form. */
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

const failedMail: WaitingProvider = async (db, identity) => {
  if (!can(identity, 'outbox.read')) return [];
  const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'failed'));
  const n = row?.n ?? 0;
  return counted(n, {
    key: 'outbox.failed',
    titles: {
      en: plural(n, '1 email could not be sent', `${n} emails could not be sent`),
      id: `${n} email gagal dikirim`,
    },
    href: links.emailNotification({ tab: 'outbox', status: 'failed' }),
  });
};

const staleInvitations: WaitingProvider = async (db, identity) => {
  if (!can(identity, 'users.manage')) return [];
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.status, 'invited'), lt(users.createdAt, weekAgo)));
  const n = row?.n ?? 0;
  return counted(n, {
    key: 'users.invitations-stale',
    titles: {
      en: `${n} invitation${n === 1 ? '' : 's'} not accepted after 7 days`,
      id: `${n} undangan belum diterima setelah 7 hari`,
    },
    href: links.userManagement({ status: 'invited' }),
  });
};

/** Leave requests waiting for HR: the HR steps, and PIC steps HR may decide on their behalf. */
const pendingLeave: WaitingProvider = async (db, identity) => {
  if (!can(identity, 'leave.approve') || !can(identity, 'leave.manage')) return [];
  const [row] = await db
    .select({ n: count() })
    .from(leaveRequests)
    .innerJoin(leaveApprovals, eq(leaveApprovals.requestId, leaveRequests.id))
    .where(
      and(
        eq(leaveRequests.status, 'pending'),
        eq(leaveApprovals.decision, 'pending'),
        eq(leaveApprovals.approverType, 'hr'),
      ),
    );
  const n = row?.n ?? 0;
  return counted(n, {
    key: 'leave.approvals-pending',
    titles: {
      en: `${n} leave request${n === 1 ? '' : 's'} waiting for HR approval`,
      id: `${n} pengajuan cuti menunggu persetujuan HR`,
    },
    href: links.humanResourceLeaveApproval(),
  });
};

/** Leave requests of the user's team waiting for them as line manager (`/employee/leaves-approval`). */
const teamLeave: WaitingProvider = async (db, identity) => {
  const [row] = await db
    .select({ n: count() })
    .from(leaveApprovals)
    .innerJoin(leaveRequests, eq(leaveRequests.id, leaveApprovals.requestId))
    .innerJoin(employees, eq(employees.id, leaveApprovals.managerEmployeeId))
    .where(
      and(
        eq(employees.userId, identity.user.id),
        eq(leaveApprovals.approverType, 'manager'),
        eq(leaveApprovals.decision, 'pending'),
        eq(leaveRequests.status, 'pending'),
      ),
    );
  const n = row?.n ?? 0;
  return counted(n, {
    key: 'leave.team-pending',
    titles: {
      en: `${n} leave request${n === 1 ? '' : 's'} of your team waiting for your decision`,
      id: `${n} pengajuan cuti tim Anda menunggu keputusan Anda`,
    },
    href: links.employeeLeavesApproval(),
  });
};

/** The in-app notice of a decision: the employee's requests decided in the last 3 days. */
const decidedLeave: WaitingProvider = async (db, identity) => {
  const [row] = await db
    .select({ n: count() })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .where(
      and(
        eq(employees.userId, identity.user.id),
        inArray(leaveRequests.status, ['approved', 'rejected']),
        gte(leaveRequests.decidedAt, noticeSince()),
      ),
    );
  const n = row?.n ?? 0;
  return counted(n, {
    key: 'leave.decided',
    titles: {
      en: plural(n, 'Your leave request was decided', `${n} of your leave requests were decided`),
      id: plural(
        n,
        'Pengajuan cuti Anda sudah diputuskan',
        `${n} pengajuan cuti Anda sudah diputuskan`,
      ),
    },
    href: links.employeeLeavesDashboard(),
  });
};

/** The approval page's promise "the employee is told by email": decided overtime, 3 days. */
const decidedOvertime: WaitingProvider = async (db, identity) => {
  const [row] = await db
    .select({ n: count() })
    .from(overtimeRequests)
    .innerJoin(employees, eq(employees.id, overtimeRequests.employeeId))
    .where(
      and(
        eq(employees.userId, identity.user.id),
        inArray(overtimeRequests.status, ['approved', 'rejected']),
        gte(overtimeRequests.decidedAt, noticeSince()),
      ),
    );
  const n = row?.n ?? 0;
  return counted(n, {
    key: 'overtime.decided',
    titles: {
      en: plural(
        n,
        'Your overtime request was decided',
        `${n} of your overtime requests were decided`,
      ),
      id: plural(
        n,
        'Pengajuan lembur Anda sudah diputuskan',
        `${n} pengajuan lembur Anda sudah diputuskan`,
      ),
    },
    href: links.employeeOvertime(),
  });
};

/** "Disputed timesheets go back to their employees": my disputed sheets, to correct. */
const disputedTimesheets: WaitingProvider = async (db, identity) => {
  const rows = await db
    .select({ period: timesheets.period })
    .from(timesheets)
    .innerJoin(employees, eq(employees.id, timesheets.employeeId))
    .where(and(eq(employees.userId, identity.user.id), eq(timesheets.status, 'disputed')))
    .orderBy(desc(timesheets.period));
  return rows.map(({ period }) => ({
    key: `timesheet.disputed.${period}`,
    titles: {
      en: `Your timesheet of ${monthOf(period, 'en')} was disputed by the client: correct it and submit it again`,
      id: `Timesheet Anda periode ${monthOf(period, 'id')} disanggah klien: perbaiki lalu kirim kembali`,
    },
    count: 1,
    href: links.employeeTimesheet(period),
  }));
};

/** Finance pays approved runs: each run waiting for payment, with what it pays. */
const runsAwaitingPayment: WaitingProvider = async (db, identity) => {
  if (!can(identity, 'finance.manage')) return [];
  const rows = await db
    .select({
      id: payrollRuns.id,
      period: payrollRuns.period,
      totals: payrollRuns.totals,
      clientName: clients.legalName,
    })
    .from(payrollRuns)
    .leftJoin(clients, eq(clients.id, payrollRuns.clientId))
    .where(eq(payrollRuns.state, 'approved'))
    .orderBy(payrollRuns.period, payrollRuns.scope);
  return rows.map((run) => {
    const people = run.totals?.employees ?? 0;
    const net = formatRupiah(run.totals?.net ?? 0);
    const en = run.clientName ?? 'the company’s own staff';
    const id = run.clientName ?? 'karyawan internal';
    return {
      key: `payroll.awaiting-payment.${run.id}`,
      titles: {
        en: `Payroll of ${en} for ${monthOf(run.period, 'en')} waits for payment: ${net} to ${people} employee${people === 1 ? '' : 's'}`,
        id: `Penggajian ${id} bulan ${monthOf(run.period, 'id')} menunggu pembayaran: ${net} untuk ${people} karyawan`,
      },
      count: people,
      href: links.financePayrollRun(run.id),
    };
  });
};

/** Candidates who accepted an offer and are not employees yet: HR completes and hires them. */
const acceptedOffers: WaitingProvider = async (db, identity) => {
  if (!can(identity, 'employees.manage')) return [];
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.offerResponse, 'accepted'), isNull(applications.employeeId)));
  const n = row?.n ?? 0;
  return counted(n, {
    key: 'recruiting.offers-accepted',
    titles: {
      en: plural(
        n,
        '1 candidate accepted an offer and waits to be made an employee',
        `${n} candidates accepted an offer and wait to be made employees`,
      ),
      id: `${n} kandidat menerima penawaran kerja dan menunggu didaftarkan sebagai karyawan`,
    },
    href: links.humanResourceOffered(),
  });
};

/**
 * The requirements whose recruiter the user is: assigned to them, or (unassigned) any, for a
 * user who recruits. The same rule picks whom the answers are mailed to (answer-notices.ts).
 */
function mine(identity: Identity): SQL {
  return or(
    sql`${identity.user.id}::uuid = any(${requirements.recruiterIds})`,
    sql`cardinality(${requirements.recruiterIds}) = 0`,
  )!;
}

/**
 * A recruiter's entry over applications matching `where`: the count, and a link to the one
 * requirement they belong to, or to the requirements when they span several.
 */
async function recruiterEntry(
  db: Db,
  identity: Identity,
  where: SQL,
  key: string,
  titles: (n: number) => Texts,
): Promise<WaitingEntry[]> {
  if (!can(identity, 'recruiting.manage')) return [];
  const rows = await db
    .select({ requirementId: applications.requirementId, n: count() })
    .from(applications)
    .innerJoin(requirements, eq(requirements.id, applications.requirementId))
    .where(and(mine(identity), where))
    .groupBy(applications.requirementId);
  const n = rows.reduce((sum, r) => sum + r.n, 0);
  const href =
    rows.length === 1
      ? links.recruiterRequirement(rows[0]!.requirementId)
      : links.recruiterRequirements();
  return counted(n, { key, titles: titles(n), href });
}

/** "The recruiter is told at once; for a candidate you accepted, they arrange the interview." */
const cvsAcceptedToSchedule: WaitingProvider = (db, identity) =>
  recruiterEntry(
    db,
    identity,
    and(
      eq(applications.clientDecision, 'accepted'),
      eq(applications.stage, 'interview'),
      sql`not exists (select 1 from ${interviews} where ${interviews.applicationId} = ${applications.id} and ${interviews.status} = 'scheduled')`,
    )!,
    'recruiting.cvs-accepted',
    (n) => ({
      en: plural(
        n,
        '1 candidate accepted by the client waits for an interview to be arranged',
        `${n} candidates accepted by the client wait for an interview to be arranged`,
      ),
      id: `${n} kandidat diterima klien dan menunggu jadwal wawancara`,
    }),
  );

/** CVs the client rejected in the last 3 days: the recruiter is told. */
const cvsRejected: WaitingProvider = (db, identity) =>
  recruiterEntry(
    db,
    identity,
    and(
      eq(applications.clientDecision, 'rejected'),
      gte(applications.clientDecidedAt, noticeSince()),
    )!,
    'recruiting.cvs-rejected',
    (n) => ({
      en: plural(n, '1 CV was rejected by the client', `${n} CVs were rejected by the client`),
      id: `${n} CV ditolak klien`,
    }),
  );

/** The client scored an interview and no offer is made yet: the recruiter decides what next. */
const interviewFeedback: WaitingProvider = (db, identity) =>
  recruiterEntry(
    db,
    identity,
    and(
      isNotNull(applications.interviewFeedbackAt),
      eq(applications.stage, 'interview'),
      isNull(applications.offeredAt),
    )!,
    'recruiting.interview-feedback',
    (n) => ({
      en: `The client’s feedback on ${n} interview${n === 1 ? '' : 's'} waits for your next step`,
      id: `${n} penilaian wawancara dari klien menunggu langkah Anda berikutnya`,
    }),
  );

/** Offers the candidates answered in the last 3 days: the recruiter is told. */
const offersAnswered: WaitingProvider = async (db, identity) => {
  const recent = gte(applications.offerRespondedAt, noticeSince());
  const [accepted, declined] = await Promise.all([
    recruiterEntry(
      db,
      identity,
      and(eq(applications.offerResponse, 'accepted'), recent)!,
      'recruiting.offers-accepted-recently',
      (n) => ({
        en: plural(n, '1 candidate accepted your offer', `${n} candidates accepted your offers`),
        id: `${n} kandidat menerima penawaran kerja Anda`,
      }),
    ),
    recruiterEntry(
      db,
      identity,
      and(eq(applications.offerResponse, 'declined'), recent)!,
      'recruiting.offers-declined',
      (n) => ({
        en: plural(n, '1 candidate declined your offer', `${n} candidates declined your offers`),
        id: `${n} kandidat menolak penawaran kerja Anda`,
      }),
    ),
  ]);
  return [...accepted, ...declined];
};

export const WAITING_PROVIDERS: WaitingProvider[] = [
  failedMail,
  staleInvitations,
  pendingLeave,
  teamLeave,
  decidedLeave,
  decidedOvertime,
  disputedTimesheets,
  runsAwaitingPayment,
  acceptedOffers,
  cvsAcceptedToSchedule,
  cvsRejected,
  interviewFeedback,
  offersAnswered,
];

/** What waits for the user, each sentence in `locale` (and in every language, as `titles`). */
export async function waitingFor(
  db: Db,
  identity: Identity,
  locale: Locale,
): Promise<WaitingItem[]> {
  const lists = await Promise.all(WAITING_PROVIDERS.map((provider) => provider(db, identity)));
  return lists.flat().map((entry) => ({ ...entry, title: entry.titles[locale] }));
}
