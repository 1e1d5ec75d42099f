import { useLingui } from '@lingui/react/macro';
import { useCatalogs, useListParams } from '@staffdesk/core';
import {
  type Decision,
  DecisionButtons,
  LeaveDecisionDialog,
  type LeaveRequest,
  PagedListPage,
  useLeaveRequestColumns,
} from '@staffdesk/kit';
import { type ColumnDef, formatDateTime, Inline, LoadingState } from '@staffdesk/ui';
import { useState } from 'react';
import { useDecideTeamLeave, useTeamLeaveApprovals } from '../hooks/useTeamLeave';
import { teamLeaveCatalog } from '../locales/pages/team-leave/catalog';

export const TEAM_LEAVE_PAGE_SIZE = 20;

type Deciding = { request: LeaveRequest; decision: Decision };

/**
 * `/employee/leaves-approval`: the leave requests of my team that wait for me as their line
 * manager (their client has no PIC leave approver), oldest first. I approve or reject each (a
 * reason to reject) after confirming; the server lets only the named manager decide, once.
 * Loads its own words.
 */
export function Component() {
  const ready = useCatalogs(teamLeaveCatalog);
  return ready ? <TeamLeaveApprovalsPage /> : <LoadingState rows={5} />;
}

function TeamLeaveApprovalsPage() {
  const { t } = useLingui();
  const { values, page, update } = useListParams(['search'] as const);
  const requests = useTeamLeaveApprovals({
    search: values.search,
    page,
    pageSize: TEAM_LEAVE_PAGE_SIZE,
  });
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const decide = useDecideTeamLeave();
  const leadingColumns = useLeaveRequestColumns();
  const { search } = values;

  const columns: ColumnDef<LeaveRequest>[] = [
    ...leadingColumns,
    {
      id: 'createdAt',
      header: t`Requested at`,
      cell: ({ row }) => <span className="sd-num">{formatDateTime(row.original.createdAt)}</span>,
    },
    {
      id: 'decide',
      header: () => <span className="sd-visually-hidden">{t`Decision`}</span>,
      cell: ({ row }) => (
        <Inline as="span" justify="end">
          <DecisionButtons
            approveLabel={t`Approve`}
            rejectLabel={t`Reject`}
            onDecide={(decision) => setDeciding({ request: row.original, decision })}
          />
        </Inline>
      ),
    },
  ];

  return (
    <PagedListPage
      title={t`Team leave approval`}
      description={t`Leave requests of the people you manage that wait for your decision.`}
      label={t`Leave requests waiting for you`}
      columns={columns}
      query={requests}
      pageSize={TEAM_LEAVE_PAGE_SIZE}
      params={{ page, update, values }}
      getRowId={(request) => request.id}
      getRowLabel={(request) => request.employee.fullName}
      empty={{
        filtered: Boolean(values.search),
        match: {
          title: t`No request matches “${search}”`,
          description: t`Search by name, employee number or NIK.`,
        },
        none: {
          title: t`Nothing waits for your decision`,
          description: t`When someone you manage asks for leave and their client has no PIC to approve it, the request appears here.`,
        },
      }}
      search={{
        label: t`Search your team`,
        placeholder: t`Name or employee number`,
      }}
    >
      {deciding ? (
        <LeaveDecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          decider="manager"
          onClose={() => setDeciding(null)}
          send={(body) =>
            decide.mutateAsync({ id: deciding.request.id, decision: deciding.decision, ...body })
          }
        />
      ) : null}
    </PagedListPage>
  );
}
