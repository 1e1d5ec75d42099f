import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { type HalfDay, leaveApprovals, leaveRequests, leaveTypes } from '../db/schema.js';
import { HttpProblem } from '../http/problem.js';
import { queueTemplatedMail, recipientLocale } from '../mail/outbox.js';
import type { EmployeeRow } from '../people/employees.js';
import { todayOf } from '../shared/business-dates.js';
import { lockRequestForDecision } from './locks.js';
import {
  buildChain,
  checkNewRequest,
  hrApprovers,
  type LeaveContext,
  notifyStep,
} from './requests.js';
import { localizedTypeName } from './type-names.js';

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

export type Attachment = { data: Buffer; filename: string; contentType: string };

const KINDS = [
  { type: 'application/pdf', ext: 'pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  { type: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
];

/** The kind of an attachment from its first bytes (PDF, PNG or JPEG), or null. */
export function attachmentKind(data: Buffer) {
  return KINDS.find((k) => k.magic.every((byte, i) => data[i] === byte)) ?? null;
}

/**
 * Files a request for an employee: checks it, stores the attachment, builds the approval
 * chain from the policy and mails the first step's approvers — all in one transaction, under
 * the employee's row lock so two requests at once cannot both pass the overlap and balance checks.
 */
export async function createLeaveRequest(
  tx: Db,
  ctx: LeaveContext,
  employee: EmployeeRow,
  input: {
    type: string;
    startDate: string;
    endDate: string;
    halfDay: HalfDay | null;
    reason: string;
  },
  attachment: Attachment | null,
  actor: Actor,
) {
  const { policy, count } = await checkNewRequest(tx, ctx, employee, {
    ...input,
    hasAttachment: attachment !== null,
  });
  const id = randomUUID();
  let stored: { key: string; kind: (typeof KINDS)[number] } | null = null;
  if (attachment) {
    const kind = attachmentKind(attachment.data)!;
    stored = { key: `leave/${employee.id}/${id}.${kind.ext}`, kind };
  }
  const [request] = await tx
    .insert(leaveRequests)
    .values({
      id,
      employeeId: employee.id,
      type: input.type,
      startDate: input.startDate,
      endDate: input.endDate,
      halfDay: input.halfDay,
      halfDays: count.halfDays,
      dates: count.dates,
      reason: input.reason,
      attachmentKey: stored?.key ?? null,
      attachmentName: attachment ? attachment.filename.slice(0, 200) : null,
      attachmentSize: attachment?.data.length ?? null,
      attachmentType: stored?.kind.type ?? null,
      requestedByUserId: actor.userId,
      createdAt: ctx.now(),
    })
    .returning();
  const chain = await buildChain(tx, policy, employee);
  const approvals = await tx
    .insert(leaveApprovals)
    .values(chain.map((s) => ({ ...s, requestId: id })))
    .returning();
  const first = approvals.find((a) => a.decision === 'pending')!;
  await notifyStep(tx, ctx, request!, first, employee);
  await recordAudit(tx, actor, {
    action: 'leave.requested',
    entity: 'leave-request',
    entityId: id,
    after: {
      employeeId: employee.id,
      type: input.type,
      startDate: input.startDate,
      endDate: input.endDate,
      halfDay: input.halfDay,
      days: count.halfDays / 2,
      chain: chain.map((s) => s.approverType),
    },
  });
  if (stored && attachment) await ctx.blobs.put(stored.key, attachment.data);
  return request!;
}

/**
 * Cancels a pending or approved request before its first day (locks in the order of
 * `locks.ts`: the caller holds the employee, then the request and its approvals): its days return to the balance
 * (balances are derived), and the approvers of a pending step are told.
 */
export async function cancelLeaveRequest(
  tx: Db,
  ctx: LeaveContext,
  employee: EmployeeRow,
  requestId: string,
  actor: Actor,
) {
  const locked = await lockRequestForDecision(tx, requestId);
  const request = locked?.request;
  if (!locked || !request || request.employeeId !== employee.id) {
    throw new HttpProblem(404, 'not-found', 'This leave request does not exist.');
  }
  if (request.status !== 'pending' && request.status !== 'approved') {
    throw new HttpProblem(409, 'not-cancellable', `This request was already ${request.status}.`);
  }
  if (request.startDate <= todayOf(ctx)) {
    throw new HttpProblem(
      409,
      'already-started',
      'This leave has already started; ask HR to change it.',
    );
  }
  const { approvals } = locked;
  const pendingStep = approvals.find((a) => a.decision === 'pending');
  const [updated] = await tx
    .update(leaveRequests)
    .set({ status: 'cancelled', cancelledAt: ctx.now() })
    .where(eq(leaveRequests.id, request.id))
    .returning();
  if (pendingStep) {
    await tx
      .update(leaveApprovals)
      .set({ decision: null })
      .where(eq(leaveApprovals.id, pendingStep.id));
    const recipients =
      pendingStep.approverType !== 'hr'
        ? pendingStep.approverEmail
          ? [
              {
                name: pendingStep.approverName,
                email: pendingStep.approverEmail,
                userId: null,
                picId: pendingStep.picId,
              },
            ]
          : []
        : await hrApprovers(tx, employee.userId);
    const [type] = await tx
      .select({ name: leaveTypes.name })
      .from(leaveTypes)
      .where(eq(leaveTypes.key, request.type));
    for (const r of recipients) {
      await queueTemplatedMail(
        tx,
        'leave.cancelled',
        {
          recipient: { name: r.name, email: r.email },
          employee: { name: employee.fullName },
          leave: {
            type: localizedTypeName(request.type, type?.name ?? request.type),
            startDate: request.startDate,
            endDate: request.endDate,
            workingDays: request.halfDays / 2,
          },
        },
        { locale: await recipientLocale(tx, r) },
      );
    }
  }
  await recordAudit(tx, actor, {
    action: 'leave.cancelled',
    entity: 'leave-request',
    entityId: request.id,
    before: { status: request.status },
    after: { status: 'cancelled' },
  });
  return updated!;
}
