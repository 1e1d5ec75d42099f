import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { employees, leaveApprovals, leaveRequests } from '../db/schema.js';
import { policyForClient } from '../leave/policies.js';
import { buildChain, countLeaveDays } from '../leave/requests.js';
import { addDays, todayInJakarta } from '../shared/business-dates.js';

type Spec = {
  start: number;
  end: number;
  type: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  /** Days since the request was made. */
  age: number;
  /** For pending requests: how many steps are already approved. */
  approvedSteps?: number;
};

const SPECS: Spec[] = [
  { start: 0, end: 2, type: 'annual', reason: 'Pulang kampung', status: 'approved', age: 12 },
  { start: -1, end: 1, type: 'sick', reason: 'Demam berdarah', status: 'approved', age: 1 },
  { start: 2, end: 4, type: 'marriage', reason: 'Pernikahan sendiri', status: 'approved', age: 20 },
  { start: 10, end: 12, type: 'annual', reason: 'Liburan keluarga', status: 'pending', age: 1 },
  {
    start: 14,
    end: 15,
    type: 'annual',
    reason: 'Urusan keluarga',
    status: 'pending',
    age: 5,
    approvedSteps: 1,
  },
  { start: 21, end: 25, type: 'annual', reason: 'Umrah', status: 'pending', age: 9 },
  { start: -30, end: -28, type: 'annual', reason: 'Acara keluarga', status: 'rejected', age: 40 },
];

/**
 * A few leave requests of demo employees (not the demo account's own), so HR's dashboard and
 * approval list are not empty: some approved (away today and this week), some pending at each
 * age and step, one rejected. No mail is sent and no link issued for them.
 */
export async function seedDemoLeave(tx: Db, options: { exceptEmployeeId: string }) {
  const today = todayInJakarta();
  const people = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.status, 'active'), ne(employees.id, options.exceptEmployeeId)))
    .orderBy(asc(employees.employeeNumber))
    .limit(SPECS.length * 3);
  const withPic = people.filter((p) => p.approverPicIds.length > 0);
  const chosen = [...withPic, ...people.filter((p) => p.approverPicIds.length === 0)];
  for (const [i, spec] of SPECS.entries()) {
    const employee = chosen[i * 2];
    if (!employee) break;
    const policy = await policyForClient(tx, employee.clientId);
    let start = addDays(today, spec.start);
    let end = addDays(today, spec.end);
    let count = await countLeaveDays(tx, {
      employee,
      policy,
      unit: 'working-days',
      startDate: start,
      endDate: end,
      halfDay: null,
    });
    if (count.halfDays === 0) {
      start = addDays(start, 2);
      end = addDays(end, 2);
      count = await countLeaveDays(tx, {
        employee,
        policy,
        unit: 'working-days',
        startDate: start,
        endDate: end,
        halfDay: null,
      });
      if (count.halfDays === 0) continue;
    }
    const createdAt = new Date(Date.now() - spec.age * 86_400_000);
    const decidedAt = new Date(createdAt.getTime() + 86_400_000);
    const [request] = await tx
      .insert(leaveRequests)
      .values({
        employeeId: employee.id,
        type: spec.type,
        startDate: start,
        endDate: end,
        halfDays: count.halfDays,
        dates: count.dates,
        reason: spec.reason,
        status: spec.status,
        createdAt,
        decidedAt: spec.status === 'pending' ? null : decidedAt,
      })
      .returning();
    const chain = await buildChain(tx, policy, employee);
    const approved =
      spec.status === 'approved'
        ? chain.length
        : Math.min(spec.approvedSteps ?? 0, chain.length - 1);
    await tx.insert(leaveApprovals).values(
      chain.map((step, index) => {
        const decided = index < approved || (spec.status === 'rejected' && index === 0);
        return {
          ...step,
          requestId: request!.id,
          ...(step.approverType === 'hr' && decided
            ? { approverName: 'Rina Wulandari', approverEmail: 'hr@staffdesk.local' }
            : {}),
          decision: decided
            ? spec.status === 'rejected'
              ? ('rejected' as const)
              : ('approved' as const)
            : index === approved && spec.status === 'pending'
              ? ('pending' as const)
              : null,
          comment: spec.status === 'rejected' && decided ? 'Peak season at the branch.' : null,
          decidedAt: decided ? decidedAt : null,
          via: decided
            ? step.approverType === 'pic'
              ? ('link' as const)
              : ('app' as const)
            : null,
        };
      }),
    );
  }
}
