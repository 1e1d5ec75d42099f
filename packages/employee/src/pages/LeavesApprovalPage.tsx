import { hasPermission, useCurrentUser } from '@staffdesk/core';
import { LoadingState, PageHeader } from '@staffdesk/ui';
import { LeaveDecisions } from '../components/LeaveDecisions';
import { AccessDenied } from '../components/StatusPages';

/** `/employee/leaves-approval`: the leave requests waiting for my decision (`leave.approve`). */
export function Component() {
  const me = useCurrentUser();
  if (me.isPending) return <LoadingState rows={2} />;
  if (!hasPermission(me.data, 'leave.approve')) return <AccessDenied />;
  return (
    <div className="sd-stack">
      <PageHeader
        title="Leave approvals"
        description="Leave requests that wait for your decision. The employee is told by email."
      />
      <LeaveDecisions />
    </div>
  );
}
