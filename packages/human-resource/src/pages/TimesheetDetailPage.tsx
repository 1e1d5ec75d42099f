import { Trans, useLingui } from '@lingui/react/macro';
import {
  describeFailure,
  hasPermission,
  paths,
  queryString,
  RouterLink,
  useCurrentUser,
} from '@staffdesk/core';
import {
  AccessDenied,
  DisputeComment,
  dayLabel,
  hoursMinutes,
  monthYearLabel,
  NotFound,
  periodText,
  QueryFailure,
  TIMESHEET_DAY_KIND_LABELS,
  type Timesheet,
  type TimesheetDay,
  TimesheetDayDialog,
  useToastedAction,
} from '@staffdesk/kit';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  formatDate,
  formatDateTime,
  formatNumber,
  Grid,
  LoadingState,
  PageHeader,
  SimpleTable,
  Stack,
  Text,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ReasonDialog } from '../components/ReasonDialog';
import { TimesheetStatusBadge } from '../components/StatusBadges';
import { TimesheetMessages } from '../components/TimesheetMessages';
import {
  useChangeTimesheetDay,
  useDownloadTimesheetPdf,
  useReopenTimesheet,
  useSubmitTimesheet,
  useTimesheet,
} from '../hooks/useTimesheets';

/** `/human-resource/timesheet/:id`: one employee's timesheet of a period, day by day. */
function Page() {
  const { id } = useParams();
  const me = useCurrentUser().data;
  if (!id) return <NotFound />;
  if (me && !hasPermission(me, 'attendance.manage')) return <AccessDenied />;
  return <TimesheetLoader id={id} />;
}

function TimesheetLoader({ id }: { id: string }) {
  const { t } = useLingui();
  const sheet = useTimesheet(id);
  if (sheet.isPending) return <LoadingState label={t`Loading the timesheet…`} />;
  if (sheet.isError) {
    return (
      <QueryFailure
        error={sheet.error}
        onRetry={() => void sheet.refetch()}
        action={{ to: paths.humanResource.timesheet.list(), label: t`Go to timesheets` }}
      />
    );
  }
  return <TimesheetView sheet={sheet.data} />;
}

/** Who did something and when: `Rina Wulandari, 21 Nov 2026, 10:00`. */
function byAt(by: string | null, at: string | null) {
  if (!by && !at) return '—';
  return [by, at ? formatDateTime(at) : null].filter(Boolean).join(', ');
}

/**
 * The sheet: who, where, which period and its state; the days (the client PIC's comments set
 * apart) and totals; the PDF. A draft or disputed sheet can be corrected day by day and submitted
 * on the employee's behalf; an approved one payroll has not read can be reopened with a reason.
 */
function TimesheetView({ sheet }: { sheet: Timesheet }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const runToasted = useToastedAction();
  const download = useDownloadTimesheetPdf();
  const submit = useSubmitTimesheet();
  const reopen = useReopenTimesheet();
  const change = useChangeTimesheetDay();
  const [editing, setEditing] = useState<TimesheetDay | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [reopening, setReopening] = useState(false);
  const name = sheet.employee.fullName;
  const client = sheet.clientName;
  // Once the month's payroll is approved, nothing changes until the payroll run is reopened.
  const locked = sheet.closing.payrollApproved;
  const editable = (sheet.status === 'draft' || sheet.status === 'disputed') && !locked;
  const reopenable = sheet.status === 'approved' && sheet.payrollReadAt === null && !locked;
  const submittable = sheet.closing.ended;
  const opensOn = formatDate(sheet.closing.submittableFrom);
  const monthLabel = monthYearLabel(sheet.period);
  const dates = periodText(sheet);
  const listPath = `${paths.humanResource.timesheet.list()}${queryString({
    client: sheet.clientId,
    period: sheet.period,
  })}`;
  const payrollRead = sheet.payrollReadAt ? formatDateTime(sheet.payrollReadAt) : null;
  const disputedDays = sheet.days.filter((day) => day.disputeComment).length;

  async function downloadPdf() {
    try {
      await download.mutateAsync({
        id: sheet.id,
        fileName: `timesheet-${sheet.employee.employeeNumber}-${sheet.period}.pdf`,
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The PDF was not downloaded`,
        description: describeFailure(error).message,
      });
    }
  }

  function submitOnBehalf() {
    return runToasted(
      () => submit.mutateAsync(sheet.id),
      {
        title: t`Timesheet submitted`,
        description: t`${name}’s timesheet waits for the client PIC.`,
      },
      t`The timesheet was not submitted`,
    );
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={name}
        status={<TimesheetStatusBadge status={sheet.status} />}
        description={t`${client} · ${monthLabel} (${dates})`}
        breadcrumbs={[{ label: t`Timesheets`, href: listPath }, { label: name }]}
        linkComponent={RouterLink}
        actions={
          <>
            <Button onClick={() => void downloadPdf()} loading={download.isPending}>
              <Trans>Download PDF</Trans>
            </Button>
            {editable ? (
              <Button
                variant="primary"
                onClick={() => setSubmitting(true)}
                disabled={!submittable}
                aria-describedby={submittable ? undefined : 'submit-opens'}
              >
                <Trans>Submit on behalf</Trans>
              </Button>
            ) : null}
            {reopenable ? (
              <Button variant="danger" onClick={() => setReopening(true)}>
                <Trans>Reopen</Trans>
              </Button>
            ) : null}
          </>
        }
      />
      {editable && !submittable ? (
        <p className="sd-text-muted" id="submit-opens">
          <Trans>Can be submitted from {opensOn}</Trans>
        </p>
      ) : null}
      {locked ? (
        <Banner tone="info" title={t`The payroll of ${monthLabel} is approved`}>
          <Trans>
            This timesheet can no longer be corrected, submitted, approved or reopened. Reopen the
            payroll run first if it has to change.
          </Trans>
        </Banner>
      ) : null}
      {sheet.status === 'disputed' ? (
        <Banner tone="warning" title={t`The client PIC disputed this timesheet`}>
          {sheet.disputeComment ? <DisputeComment comment={sheet.disputeComment} /> : null}
          <p>
            {disputedDays > 0
              ? t`Their comments are on the days below. Correct the days, then submit the timesheet again (or let the employee do it).`
              : t`Correct the days, then submit the timesheet again (or let the employee do it).`}
          </p>
        </Banner>
      ) : null}
      {sheet.status === 'submitted' && !sheet.sentToPic ? (
        <Banner tone="info">
          <Trans>
            Not sent to the client PIC yet: it goes with the client’s next mail, or when you send
            the period from the list.
          </Trans>
        </Banner>
      ) : null}
      {sheet.status === 'approved' && payrollRead ? (
        <Banner tone="info">
          {t`Payroll used this timesheet on ${payrollRead}; it can no longer be reopened.`}
        </Banner>
      ) : null}
      <Grid min="lg" align="start">
        <Card title={t`Timesheet`}>
          <DescriptionList
            items={[
              { label: t`Employee number`, value: sheet.employee.employeeNumber, numeric: true },
              { label: t`Position`, value: sheet.employee.position ?? '—' },
              { label: t`Client`, value: sheet.clientName },
              {
                label: t({ message: 'Period', context: 'a timesheet period' }),
                value: `${monthLabel} (${dates})`,
              },
              { label: t`Status`, value: <TimesheetStatusBadge status={sheet.status} /> },
              { label: t`Submitted by`, value: byAt(sheet.submittedBy, sheet.submittedAt) },
              { label: t`Decided by`, value: byAt(sheet.decidedBy, sheet.decidedAt) },
              ...(sheet.reopenReason
                ? [{ label: t`Reopened because`, value: sheet.reopenReason }]
                : []),
            ]}
          />
        </Card>
        <Card title={t`Totals`}>
          <DescriptionList
            items={[
              {
                label: t`Hours worked`,
                value: hoursMinutes(sheet.totals.workedMinutes),
                numeric: true,
              },
              {
                label: t`Overtime`,
                value: hoursMinutes(sheet.totals.overtimeMinutes),
                numeric: true,
              },
              {
                label: t({ message: 'Days present', context: 'timesheet totals' }),
                value: formatNumber(sheet.totals.presentDays),
                numeric: true,
              },
              {
                label: t({ message: 'Days on leave', context: 'timesheet totals' }),
                value: formatNumber(sheet.totals.leaveDays),
                numeric: true,
              },
              {
                label: t({ message: 'Days sick', context: 'timesheet totals' }),
                value: formatNumber(sheet.totals.sickDays),
                numeric: true,
              },
              {
                label: t({ message: 'Days absent', context: 'timesheet totals' }),
                value: formatNumber(sheet.totals.absentDays),
                numeric: true,
              },
            ]}
          />
        </Card>
      </Grid>
      <Card title={t`Days`} flush>
        <SimpleTable<TimesheetDay>
          label={t`Days of ${name}’s timesheet`}
          rows={sheet.days}
          getRowKey={(day) => day.date}
          columns={[
            {
              header: t({ message: 'Day', context: 'a date of a timesheet' }),
              cell: (day) => (
                <time className="sd-num sd-nowrap" dateTime={day.date}>
                  {dayLabel(day.date, 'short')}
                </time>
              ),
            },
            {
              header: t({ message: 'Status', context: 'what a timesheet day was' }),
              cell: (day) => TIMESHEET_DAY_KIND_LABELS[day.kind],
            },
            { header: t`Clock in`, cell: (day) => day.clockIn ?? '—' },
            { header: t`Clock out`, cell: (day) => day.clockOut ?? '—' },
            {
              header: t({ message: 'Hours', context: 'hours worked on a day' }),
              align: 'right',
              cell: (day) => (day.workedMinutes === null ? '—' : hoursMinutes(day.workedMinutes)),
            },
            {
              header: t`Overtime`,
              align: 'right',
              cell: (day) => (day.overtimeMinutes > 0 ? hoursMinutes(day.overtimeMinutes) : '—'),
            },
            {
              header: t`Note`,
              cell: (day) =>
                day.note || day.disputeComment ? (
                  <Stack as="span" gap={1}>
                    {day.note ? <Text wrap="anywhere">{day.note}</Text> : null}
                    {day.disputeComment ? <DisputeComment comment={day.disputeComment} /> : null}
                  </Stack>
                ) : (
                  '—'
                ),
            },
            ...(editable
              ? [
                  {
                    header: <span className="sd-visually-hidden">{t`Actions`}</span>,
                    cell: (day: TimesheetDay) => {
                      const when = dayLabel(day.date, 'short');
                      // A day still to come is filled in once it has come.
                      if (day.kind === 'upcoming' && !submittable) return null;
                      return (
                        <Button
                          size="sm"
                          aria-label={t`Correct ${when}`}
                          onClick={() => setEditing(day)}
                        >
                          <Trans>Correct</Trans>
                        </Button>
                      );
                    },
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {editing ? (
        <TimesheetDayDialog
          day={editing}
          save={(body) => change.mutateAsync({ id: sheet.id, date: editing.date, body })}
          description={t`${name}’s timesheet. The change is kept in the audit log; the client PIC sees the note.`}
          savedDescription={name}
          weekday="short"
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={submitting}
        onOpenChange={setSubmitting}
        title={t`Submit ${name}’s timesheet on their behalf?`}
        description={t`It then waits for the client PIC, who is asked with the client’s next mail or when you send the period. The PIC’s earlier comments are cleared; the audit log keeps them.`}
        confirmLabel={t`Submit timesheet`}
        onConfirm={() => submitOnBehalf()}
      />
      {reopening ? (
        <ReasonDialog
          title={t`Reopen ${name}’s timesheet?`}
          description={t`It goes back to the client PIC, who is emailed a link for this timesheet at once. Payroll waits until it is approved again.`}
          formLabel={t`Reopen the timesheet`}
          submitLabel={<Trans>Reopen timesheet</Trans>}
          field="reason"
          maxLength={500}
          requiredMessage={t`Say why, so the client PIC knows what to check again.`}
          onSend={async (reason) => {
            await reopen.mutateAsync({ id: sheet.id, reason });
            toast({
              tone: 'success',
              title: t`Timesheet reopened`,
              description: t`${name}’s timesheet waits for the client PIC again.`,
            });
          }}
          onFailure={(failure) => {
            if (failure.status !== 409) return false;
            toast({
              tone: 'error',
              title: t`The timesheet was not reopened`,
              description: failure.message,
            });
            return true;
          }}
          onClose={() => setReopening(false)}
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
