import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, useCatalogs, useListParams } from '@staffdesk/core';
import {
  type Decision,
  type LeaveRequest,
  leaveDates,
  PagedList,
  useLeaveRequestColumns,
  workingDaysText,
} from '@staffdesk/kit';
import {
  Button,
  type ColumnDef,
  Dialog,
  Form,
  FormError,
  formatDateTime,
  LoadingState,
  PageHeader,
  showFailureInForm,
  TextAreaField,
  useToast,
} from '@staffdesk/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDecideTeamLeave, useTeamLeaveApprovals } from '../hooks/useTeamLeave';
import { teamLeaveCatalog } from '../locales/pages/team-leave/catalog';

export const TEAM_LEAVE_PAGE_SIZE = 20;

type Deciding = { request: LeaveRequest; decision: Decision };

/** Asks to confirm a decision, with a comment (required to reject), and sends it. */
function TeamDecisionDialog({ request, decision, onClose }: Deciding & { onClose: () => void }) {
  const { t } = useLingui();
  const formId = useId();
  const { toast } = useToast();
  const decide = useDecideTeamLeave();
  const form = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const submitting = form.formState.isSubmitting;
  const approving = decision === 'approve';
  const name = request.employee.fullName;
  const { typeName } = request;
  const dates = leaveDates(request);
  const days = workingDaysText(request.workingDays);

  async function onSubmit({ comment }: { comment: string }) {
    try {
      const reason = comment.trim();
      await decide.mutateAsync({
        id: request.id,
        decision,
        ...(reason ? { comment: reason } : {}),
      });
      toast({
        tone: 'success',
        title: approving ? t`Leave approved` : t`Leave rejected`,
        description: approving
          ? t`${name}’s request goes on to its next approver, or ${name} is told by email.`
          : t`${name} is told by email, with your reason.`,
      });
      onClose();
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['comment']);
    }
  }

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title={approving ? t`Approve ${name}’s leave?` : t`Reject ${name}’s leave?`}
      description={t`${typeName}, ${dates}, ${days}.`}
      hideClose={submitting}
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={approving ? 'primary' : 'danger'}
            loading={submitting}
          >
            {approving ? t`Approve leave` : t`Reject leave`}
          </Button>
        </>
      }
    >
      <Form
        form={form}
        onSubmit={onSubmit}
        id={formId}
        aria-label={approving ? t`Approve the leave` : t`Reject the leave`}
      >
        <FormError />
        <TextAreaField
          name="comment"
          label={t`Comment`}
          required={!approving}
          requiredMessage={t`Say why you reject, so the employee understands.`}
          rows={3}
          maxLength={1000}
        />
      </Form>
    </Dialog>
  );
}

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
        <span className="sd-inline" style={{ justifyContent: 'flex-end' }}>
          <Button
            size="sm"
            variant="primary"
            onClick={() => setDeciding({ request: row.original, decision: 'approve' })}
          >
            {t`Approve`}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => setDeciding({ request: row.original, decision: 'reject' })}
          >
            {t`Reject`}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Team leave approval`}
        description={t`Leave requests of the people you manage that wait for your decision.`}
      />
      <PagedList
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
      />
      {deciding ? (
        <TeamDecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </div>
  );
}
