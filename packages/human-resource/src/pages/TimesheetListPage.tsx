import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  describeFailure,
  failureStatus,
  hasPermission,
  paths,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  AccessDenied,
  hoursMinutes,
  isMonth,
  monthYearLabel,
  PagedList,
  shiftMonth,
  TIMESHEET_STATUS_LABELS,
  type TimesheetStatus,
  type TimesheetSummary,
  thisMonthInJakarta,
  useClientChoices,
} from '@staffdesk/kit';
import {
  Banner,
  Button,
  ClickableRows,
  type ColumnDef,
  ConfirmDialog,
  EmptyState,
  FilterSelect,
  formatDate,
  formatNumber,
  PageHeader,
  Stack,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ClientPeriodFilters } from '../components/ClientPeriodFilters';
import { ReasonDialog } from '../components/ReasonDialog';
import { TimesheetStatusBadge } from '../components/StatusBadges';
import { TimesheetApprovalRequests } from '../components/TimesheetApprovalRequests';
import { TimesheetMessages } from '../components/TimesheetMessages';
import type { TimesheetPeriodBody } from '../hooks/types';
import { useTimesheetSettings } from '../hooks/useTimesheetSettings';
import { useBuildTimesheets, useSendTimesheets, useTimesheets } from '../hooks/useTimesheets';

export const TIMESHEETS_PAGE_SIZE = 50;

/** The states in the order of a sheet's life, as the filter offers them. */
const STATUSES: readonly TimesheetStatus[] = ['draft', 'submitted', 'disputed', 'approved'];

const NUMBER = { align: 'right' } as const;

/** The period's columns, in the language shown. */
function useTimesheetColumns(): ColumnDef<TimesheetSummary>[] {
  const { t } = useLingui();
  const count = (value: number) => <span className="sd-num">{formatNumber(value)}</span>;
  return [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row }) => (
        <Link to={paths.humanResource.timesheet.detail(row.original.id)} data-row-primary="">
          {row.original.employee.fullName}
        </Link>
      ),
    },
    {
      id: 'employeeNumber',
      header: t`Employee number`,
      cell: ({ row }) => <span className="sd-num">{row.original.employee.employeeNumber}</span>,
    },
    {
      id: 'status',
      header: t`Status`,
      cell: ({ row }) => (
        <Stack as="span" gap={0} align="start">
          <TimesheetStatusBadge status={row.original.status} />
          {row.original.status === 'submitted' && !row.original.sentToPic ? (
            <span className="sd-text-muted">
              <Trans>Not sent to the PIC yet</Trans>
            </span>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'hours',
      header: t({ message: 'Hours', context: 'hours worked in a timesheet period' }),
      cell: ({ row }) => (
        <span className="sd-num">{hoursMinutes(row.original.totals.workedMinutes)}</span>
      ),
      meta: NUMBER,
    },
    {
      id: 'overtime',
      header: t`Overtime`,
      cell: ({ row }) => (
        <span className="sd-num">{hoursMinutes(row.original.totals.overtimeMinutes)}</span>
      ),
      meta: NUMBER,
    },
    {
      id: 'present',
      header: t({ message: 'Present', context: 'days present in a timesheet period' }),
      cell: ({ row }) => count(row.original.totals.presentDays),
      meta: NUMBER,
    },
    {
      id: 'leave',
      header: t({ message: 'Leave', context: 'days on leave in a timesheet period' }),
      cell: ({ row }) => count(row.original.totals.leaveDays),
      meta: NUMBER,
    },
    {
      id: 'sick',
      header: t({ message: 'Sick', context: 'days sick in a timesheet period' }),
      cell: ({ row }) => count(row.original.totals.sickDays),
      meta: NUMBER,
    },
    {
      id: 'absent',
      header: t({ message: 'Absent', context: 'days absent in a timesheet period' }),
      cell: ({ row }) => count(row.original.totals.absentDays),
      meta: NUMBER,
    },
    {
      id: 'decidedBy',
      header: t`Decided by`,
      cell: ({ row }) =>
        row.original.decidedBy ? (
          <Stack as="span" gap={0}>
            <span>{row.original.decidedBy}</span>
            {row.original.decidedAt ? (
              <span className="sd-text-muted sd-num">{formatDate(row.original.decidedAt)}</span>
            ) : null}
          </Stack>
        ) : (
          <span className="sd-text-muted">—</span>
        ),
    },
  ];
}

/**
 * `/human-resource/timesheet`: a client's period, one timesheet per employee: the state of each
 * (and whether the client PIC has been asked), hours, overtime and days. Makes the missing sheets,
 * sends the submitted ones to the PIC now, and lists whom Staffdesk asked. Client, period, state
 * and search live in the URL; the period defaults to the one before the client's current period.
 */
function Page() {
  const { t } = useLingui();
  const { toast } = useToast();
  const me = useCurrentUser().data;
  const columns = useTimesheetColumns();
  const { values, page, update } = useListParams(['client', 'period', 'status', 'search'] as const);
  const clientId = values.client || null;
  const clients = useClientChoices();
  const settings = useTimesheetSettings(clientId);
  const thisMonth = thisMonthInJakarta();
  // The period HR usually works on: the one before the client's current period.
  const currentPeriod = settings.data?.currentPeriod ?? thisMonth;
  const defaultPeriod = shiftMonth(currentPeriod, -1);
  const chosenPeriod = isMonth(values.period) ? values.period : null;
  const period = chosenPeriod ?? defaultPeriod;
  const status = STATUSES.find((value) => value === values.status);
  // Without a period in the address, wait for the client's settings to know its default.
  const ready = clientId !== null && (chosenPeriod !== null || !settings.isPending);
  const scope: TimesheetPeriodBody | null = ready && clientId ? { clientId, period } : null;
  const sheets = useTimesheets(
    scope
      ? {
          ...scope,
          ...compact({ status, search: values.search }),
          page,
          pageSize: TIMESHEETS_PAGE_SIZE,
        }
      : null,
  );
  const build = useBuildTimesheets();
  const send = useSendTimesheets();
  const [confirmingSend, setConfirmingSend] = useState(false);
  const [sendingEarly, setSendingEarly] = useState(false);
  const [noApprover, setNoApprover] = useState<{ clientId: string; message: string } | null>(null);

  if (failureStatus(sheets.error) === 403 || (me && !hasPermission(me, 'attendance.manage'))) {
    return <AccessDenied />;
  }

  const counts = sheets.data?.counts;
  const notSent = counts?.notSent ?? 0;
  const closing = scope ? sheets.data?.closing : undefined;
  // Sent from the period's last day on (or early, with a reason); never once payroll approved it.
  const locked = closing?.payrollApproved ?? false;
  const ended = closing?.ended ?? true;
  const opensOn = closing ? formatDate(closing.submittableFrom) : '';
  const drafts = counts?.draft ?? 0;
  const all = counts
    ? counts.draft + counts.submitted + counts.approved + counts.disputed
    : undefined;
  const clientName =
    clients.data?.items.find((client) => client.id === clientId)?.legalName ??
    settings.data?.clientName ??
    '';
  const monthLabel = monthYearLabel(period);
  const goTo = (next: string) => update({ period: next === defaultPeriod ? null : next });
  const settingsPath = clientId ? paths.humanResource.clientsFormat.form('edit', clientId) : '';

  async function makeMissing() {
    if (!scope) return;
    try {
      const { created, existing } = await build.mutateAsync(scope);
      toast({
        tone: 'success',
        title:
          created === 0
            ? t`No timesheets were missing`
            : t`Made ${plural(created, { one: '# timesheet', other: '# timesheets' })}`,
        description:
          existing > 0
            ? t`${plural(existing, {
                one: '# timesheet was there already and is kept as it was.',
                other: '# timesheets were there already and are kept as they were.',
              })}`
            : undefined,
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The timesheets were not made`,
        description: describeFailure(error).message,
      });
    }
  }

  async function sendNow(earlyReason?: string) {
    if (!scope) return;
    try {
      const { sent, approver } = await send.mutateAsync(
        earlyReason ? { ...scope, earlyReason } : scope,
      );
      setNoApprover(null);
      if (sent === 0 || !approver) {
        toast({
          tone: 'info',
          title: t`Nothing to send`,
          description: t`Every submitted timesheet of this period has been sent to the PIC already.`,
        });
        return;
      }
      const name = approver.name;
      toast({
        tone: 'success',
        title: t`Sent ${plural(sent, { one: '# timesheet', other: '# timesheets' })} to ${name}`,
        description: approver.email,
      });
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.code === 'no-approver' && clientId) {
        setNoApprover({ clientId, message: failure.message });
        return;
      }
      toast({
        tone: 'error',
        title: t`The timesheets were not sent`,
        description: failure.message,
      });
    }
  }

  const makeButton = (
    <Button
      onClick={() => void makeMissing()}
      loading={build.isPending}
      disabled={!scope || locked}
    >
      <Trans>Make missing timesheets</Trans>
    </Button>
  );
  const filtered = Boolean(status || values.search);

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Timesheets`}
        description={t`Each employee’s timesheet of a client’s period: make the missing ones, correct them, and send the submitted ones to the client PIC.`}
        actions={
          <>
            {makeButton}
            {!ended && !locked ? (
              <Button onClick={() => setSendingEarly(true)} disabled={drafts + notSent === 0}>
                <Trans>Send early…</Trans>
              </Button>
            ) : null}
            <Button
              variant="primary"
              onClick={() => setConfirmingSend(true)}
              disabled={!scope || notSent === 0 || !ended || locked}
              aria-describedby={!ended && !locked ? 'send-opens' : undefined}
            >
              <Trans>Send to the PIC now</Trans>
            </Button>
          </>
        }
      />
      {!ended && !locked ? (
        <p className="sd-text-muted" id="send-opens">
          <Trans>Can be sent to the PIC from {opensOn}</Trans>
        </p>
      ) : null}
      {locked ? (
        <Banner tone="info" title={t`The payroll of ${monthLabel} is approved`}>
          <Trans>
            This period’s timesheets can no longer be made, submitted, approved or reopened. Reopen
            the payroll run first if they have to change.
          </Trans>
        </Banner>
      ) : null}
      {noApprover && noApprover.clientId === clientId ? (
        <Banner
          tone="warning"
          title={t`Nobody approves this client’s timesheets yet`}
          action={
            <Button asChild size="sm">
              <Link to={settingsPath}>
                <Trans>Choose the approver</Trans>
              </Link>
            </Button>
          }
        >
          {noApprover.message}
        </Banner>
      ) : null}
      <ClickableRows>
        <PagedList
          label={
            clientName
              ? t`Timesheets of ${clientName} for ${monthLabel}`
              : t`Timesheets for ${monthLabel}`
          }
          columns={columns}
          pageSize={TIMESHEETS_PAGE_SIZE}
          params={{ page, update, values }}
          loading={clientId !== null && (!scope || sheets.isPending)}
          query={scope ? sheets : { ...sheets, data: undefined }}
          getRowId={(sheet) => sheet.id}
          getRowLabel={(sheet) => sheet.employee.fullName}
          emptyState={
            !clientId ? (
              <EmptyState
                title={t`Choose a client`}
                description={t`Timesheets are kept per client and period.`}
              />
            ) : filtered ? (
              <EmptyState
                title={t`No timesheets match`}
                description={t`Try another name or employee number, or another status.`}
              />
            ) : (
              <EmptyState
                title={t`No timesheets for ${monthLabel} yet`}
                description={t`Make them from attendance, approved leave and the calendar for everyone placed at the client.`}
                action={makeButton}
              />
            )
          }
          search={{
            label: t`Search timesheets`,
            placeholder: t`Search by employee name or number`,
          }}
          filters={
            <>
              <ClientPeriodFilters
                client={values.client}
                onClient={(client) => update({ client, period: null, status: null })}
                allLabel={t`Choose a client`}
                period={period}
                latest={currentPeriod}
                onPeriod={goTo}
                periodLabel={t({ message: 'Period', context: 'a timesheet period' })}
                bounds={scope ? sheets.data : null}
              />
              <FilterSelect
                label={t`Status`}
                value={status ?? ''}
                onChange={(next) => update({ status: next })}
                allLabel={all === undefined ? t`All` : t`All (${all})`}
                options={STATUSES.map((value) => {
                  const label = TIMESHEET_STATUS_LABELS[value];
                  const n = counts?.[value];
                  return { value, label: n === undefined ? label : `${label} (${n})` };
                })}
              />
            </>
          }
        />
      </ClickableRows>
      {scope ? (
        <p className="sd-text-muted" aria-live="polite">
          {notSent > 0
            ? t`${plural(notSent, {
                one: '# submitted timesheet has not been sent to the PIC yet.',
                other: '# submitted timesheets have not been sent to the PIC yet.',
              })}`
            : t`No submitted timesheet waits to be sent.`}
        </p>
      ) : null}
      {scope ? <TimesheetApprovalRequests clientId={scope.clientId} period={period} /> : null}
      <ConfirmDialog
        open={confirmingSend}
        onOpenChange={setConfirmingSend}
        title={t`Send ${plural(notSent, { one: '# timesheet', other: '# timesheets' })} to the client PIC?`}
        description={t`The client’s approver gets one email with a link to approve or dispute the submitted timesheets of ${monthLabel} that were not sent yet.`}
        confirmLabel={t`Send now`}
        onConfirm={() => sendNow()}
      />
      {sendingEarly ? (
        <ReasonDialog
          title={t`Send ${monthLabel} to the client PIC before it ends?`}
          description={t`The period ends on ${opensOn}. Its draft timesheets are submitted on the employees’ behalf and sent with the submitted ones; the days still to come stay empty. Your reason is kept in the period’s history.`}
          formLabel={t`Send the period early`}
          submitLabel={<Trans>Send early</Trans>}
          field="earlyReason"
          maxLength={500}
          requiredMessage={t`Say why the period is sent before it ends.`}
          onSend={(reason) => sendNow(reason)}
          onClose={() => setSendingEarly(false)}
        />
      ) : null}
    </div>
  );
}

export function Component() {
  return (
    <TimesheetMessages>
      <Page />
    </TimesheetMessages>
  );
}
