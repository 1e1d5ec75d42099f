import type { Db } from '../db/database.js';
import { leavePolicies, leaveTypes } from '../db/schema.js';

type LeaveTypeSeed = typeof leaveTypes.$inferInsert;

/**
 * The kinds of leave of Indonesian labour law (UU 13/2003 as amended by UU 6/2023, art. 79, 82,
 * 93) and the usual company additions. Special leaves have a per-request maximum (their days)
 * and no yearly balance.
 */
export const LEAVE_TYPE_SEEDS: LeaveTypeSeed[] = (
  [
    {
      key: 'annual',
      name: 'Annual leave',
      paid: true,
      defaultDays: 12,
      hasBalance: true,
      rules: '12 working days a year after 12 months of service; the quota comes from the policy.',
    },
    {
      key: 'sick',
      name: 'Sick leave',
      paid: true,
      defaultDays: null,
      noticeApplies: false,
      rules: "A doctor's letter is required for more than 1 day (the policy may change the limit).",
    },
    {
      key: 'maternity',
      name: 'Maternity leave',
      paid: true,
      defaultDays: 90,
      unit: 'calendar-days' as const,
      rules: '90 calendar days (1.5 months before and 1.5 months after giving birth).',
    },
    {
      key: 'marriage',
      name: 'Marriage',
      paid: true,
      defaultDays: 3,
      rules: 'Own marriage: 3 days.',
    },
    {
      key: 'child-marriage',
      name: "Child's marriage",
      paid: true,
      defaultDays: 2,
      rules: 'Marriage of a child: 2 days.',
    },
    {
      key: 'child-circumcision-baptism',
      name: "Child's circumcision or baptism",
      paid: true,
      defaultDays: 2,
      rules: 'Circumcision or baptism of a child: 2 days.',
    },
    {
      key: 'wife-giving-birth',
      name: 'Wife giving birth or miscarriage',
      paid: true,
      defaultDays: 2,
      noticeApplies: false,
      rules: 'Wife giving birth or having a miscarriage: 2 days.',
    },
    {
      key: 'bereavement-close',
      name: 'Bereavement (close family)',
      paid: true,
      defaultDays: 2,
      noticeApplies: false,
      rules: 'Death of a spouse, parent, child or in-law: 2 days.',
    },
    {
      key: 'bereavement-household',
      name: 'Bereavement (household member)',
      paid: true,
      defaultDays: 1,
      noticeApplies: false,
      rules: 'Death of a member of the household: 1 day.',
    },
    {
      key: 'unpaid',
      name: 'Unpaid leave',
      paid: false,
      defaultDays: null,
      rules: 'No balance; the days are deducted from pay.',
    },
  ] as Omit<LeaveTypeSeed, 'sortOrder'>[]
).map((t, i) => ({ ...t, sortOrder: i }));

/** The default policy every employee without a client policy follows. */
export const DEFAULT_POLICY = {
  name: 'Default policy',
  clientId: null,
  isDefault: true,
  annualQuota: 12,
  accrual: 'yearly' as const,
  prorateJoiners: true,
  carryOverCap: 6,
  carryOverExpiresOn: '03-31',
  countWeekends: false,
  countHolidays: false,
  minimumNoticeDays: 3,
  sickAttachmentOverDays: 1,
  approvalChain: 'pic-then-hr' as const,
};

/** Seeds the leave types and the default policy once; later edits by HR are kept. */
export async function ensureLeaveSystemData(db: Db) {
  await db.insert(leaveTypes).values(LEAVE_TYPE_SEEDS).onConflictDoNothing();
  await db.insert(leavePolicies).values(DEFAULT_POLICY).onConflictDoNothing();
}
