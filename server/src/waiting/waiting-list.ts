import { links } from '@staffdesk/api/links';
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { employees, leaveApprovals, leaveRequests, outbox, users } from '../db/schema.js';
import { can, type Identity } from '../identity/identity.js';

/** One thing that waits for the signed-in user, shown on the home page. */
export type WaitingItem = { key: string; title: string; count: number; href: string };

/** Each area adds what waits for a user in it. */
export type WaitingProvider = (db: Db, identity: Identity) => Promise<WaitingItem[]>;

const failedMail: WaitingProvider = async (db, identity) => {
  if (!can(identity, 'outbox.read')) return [];
  const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'failed'));
  const n = row?.n ?? 0;
  return n > 0
    ? [
        {
          key: 'outbox.failed',
          title: n === 1 ? '1 email could not be sent' : `${n} emails could not be sent`,
          count: n,
          href: links.emailNotification({ tab: 'outbox', status: 'failed' }),
        },
      ]
    : [];
};

const staleInvitations: WaitingProvider = async (db, identity) => {
  if (!can(identity, 'users.manage')) return [];
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.status, 'invited'), lt(users.createdAt, weekAgo)));
  const n = row?.n ?? 0;
  return n > 0
    ? [
        {
          key: 'users.invitations-stale',
          title: `${n} invitation${n === 1 ? '' : 's'} not accepted after 7 days`,
          count: n,
          href: links.userManagement({ status: 'invited' }),
        },
      ]
    : [];
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
  return n > 0
    ? [
        {
          key: 'leave.approvals-pending',
          title: `${n} leave request${n === 1 ? '' : 's'} waiting for HR approval`,
          count: n,
          href: links.humanResourceLeaveApproval(),
        },
      ]
    : [];
};

/** The in-app notice of a decision: the employee's requests decided in the last 3 days. */
const decidedLeave: WaitingProvider = async (db, identity) => {
  const since = new Date(Date.now() - 3 * 86_400_000);
  const [row] = await db
    .select({ n: count() })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .where(
      and(
        eq(employees.userId, identity.user.id),
        inArray(leaveRequests.status, ['approved', 'rejected']),
        gte(leaveRequests.decidedAt, since),
      ),
    );
  const n = row?.n ?? 0;
  return n > 0
    ? [
        {
          key: 'leave.decided',
          title:
            n === 1 ? 'Your leave request was decided' : `${n} of your leave requests were decided`,
          count: n,
          href: links.employeeLeavesDashboard(),
        },
      ]
    : [];
};

export const WAITING_PROVIDERS: WaitingProvider[] = [
  failedMail,
  staleInvitations,
  pendingLeave,
  decidedLeave,
];

export async function waitingFor(db: Db, identity: Identity): Promise<WaitingItem[]> {
  const lists = await Promise.all(WAITING_PROVIDERS.map((provider) => provider(db, identity)));
  return lists.flat();
}
