import { LeaveDecisionList } from '@staffdesk/kit';

/**
 * `<LeaveApprovalWidget />`: the leave requests whose current step the signed-in user may decide
 * (`GET /leave-approvals/pending`), each with Approve / Reject and an optional comment. Uses no
 * router and no toasts, so it works in any `<StaffdeskProvider>` (an embedding app included).
 * The list itself is kit's `LeaveDecisionList`, shared with every package that decides leave.
 */
export function LeaveApprovalWidget() {
  return <LeaveDecisionList />;
}
