import { useCatalogs } from '@staffdesk/core';
import { kitCatalog, LeaveDecisionList, type LeaveDecisionListProps } from '@staffdesk/kit';
import { LoadingState, uiCatalog } from '@staffdesk/ui';

/**
 * `<LeaveApprovalWidget />`: the leave requests whose current step the signed-in user may decide
 * (`GET /leave-approvals/pending`), each saying whose step it is, with Approve / Reject (a reason
 * required to reject; a client PIC's step decided on their behalf, and the buttons say so).
 * `filter` narrows the list (e.g. to one client); `onDecided` hears each decision. Uses no
 * router and no toasts, so it works in any `<StaffdeskProvider>` (an embedding app included),
 * and brings its own messages (ui's and kit's) in the language the provider shows.
 * The list itself is kit's `LeaveDecisionList`, shared with every package that decides leave.
 */
export function LeaveApprovalWidget(props: LeaveDecisionListProps) {
  const ready = useCatalogs(uiCatalog, kitCatalog);
  if (!ready) return <LoadingState rows={2} />;
  return <LeaveDecisionList {...props} />;
}
