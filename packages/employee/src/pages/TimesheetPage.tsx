import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, useCatalogs } from '@staffdesk/core';
import {
  DisputeComment,
  dayLabel,
  hoursMinutes,
  kitTimesheetCatalog,
  labelOf,
  periodText,
  QueryView,
  TIMESHEET_DAY_KIND_LABELS,
  TIMESHEET_STATUS_LABELS,
  TIMESHEET_STATUS_TONES,
  type Timesheet,
  type TimesheetDay,
  TimesheetDayDialog,
  type TimesheetDayKind,
} from '@staffdesk/kit';
import {
  Badge,
  type BadgeTone,
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  formatDate,
  Inline,
  LoadingState,
  PageHeader,
  Stack,
  useToast,
} from '@staffdesk/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { PeriodPicker, usePeriodParam } from '../components/PeriodPicker';
import { listItem, plainList, Section } from '../components/Section';
import { QueryFailure } from '../components/StatusPages';
import { TotalTiles } from '../components/TotalTiles';
import { usePdfDownload } from '../hooks/usePdfDownload';
import {
  useChangeTimesheetDay,
  useDownloadTimesheet,
  useMyTimesheet,
  useSubmitTimesheet,
} from '../hooks/useTimesheet';

const KIND_TONES: Record<TimesheetDayKind, BadgeTone> = {
  present: 'success',
  leave: 'info',
  sick: 'warning',
  holiday: 'neutral',
  'day-off': 'neutral',
  absent: 'danger',
  upcoming: 'neutral',
};

/**
 * The employee may correct and submit a sheet only while it is theirs to fill in, and until the
 * month's payroll is approved.
 */
function isEditable(sheet: Timesheet) {
  return (
    (sheet.status === 'draft' || sheet.status === 'disputed') && !sheet.closing.payrollApproved
  );
}

/**
 * `/employee/timesheet`: my timesheet of a period (`?period=2026-11`, the period ending in that
 * month; today's by default) with the client PIC's decision, each day (corrected in a dialog while
 * it is a draft or disputed), the totals, "Submit to the client PIC" and its PDF.
 */
/** The page, once kit's timesheet words are loaded (the shell does not load them). */
export function Component() {
  const ready = useCatalogs(kitTimesheetCatalog);
  return ready ? <TimesheetPage /> : <LoadingState rows={5} />;
}

function TimesheetPage() {
  const { t } = useLingui();
  const { period, goTo } = usePeriodParam();
  const query = useMyTimesheet(period);
  const download = useDownloadTimesheet();
  const downloadPdf = usePdfDownload(download);
  const sheet = query.data?.timesheet ?? null;
  const client = sheet?.clientName ?? '';
  // While another period loads, the one shown stays (and its buttons do nothing).
  const loadingOther = query.isPlaceholderData;

  return (
    <Stack>
      <PageHeader
        title={t`Timesheet`}
        status={
          sheet ? (
            <Badge tone={TIMESHEET_STATUS_TONES[sheet.status]}>
              {labelOf(TIMESHEET_STATUS_LABELS, sheet.status)}
            </Badge>
          ) : null
        }
        description={
          sheet
            ? t`At ${client}. Check your days, correct what is wrong and submit the timesheet to the client PIC.`
            : t`Check your days, correct what is wrong and submit the timesheet to the client PIC.`
        }
        actions={
          sheet ? (
            <Button
              onClick={() => void downloadPdf(sheet)}
              loading={download.isPending}
              disabled={loadingOther}
            >
              <Download aria-hidden="true" size={16} />
              <Trans>Download PDF</Trans>
            </Button>
          ) : null
        }
      />
      <QueryView
        failure={QueryFailure}
        query={query}
        loadingLabel={t`Loading your timesheet…`}
        rows={5}
      >
        {(data) => (
          <>
            <PeriodPicker period={data} busy={loadingOther} onGoTo={goTo} />
            <Stack aria-busy={loadingOther}>
              {data.timesheet ? (
                <Sheet key={data.timesheet.id} sheet={data.timesheet} />
              ) : (
                <EmptyState
                  title={t`No timesheet for this period`}
                  description={t`You were not placed at a client in this period, so there is no timesheet to fill in. You get one for each period you work at a client.`}
                />
              )}
            </Stack>
          </>
        )}
      </QueryView>
    </Stack>
  );
}

/** One sheet: what the client PIC decided, the totals, the days and the way to submit. */
function Sheet({ sheet }: { sheet: Timesheet }) {
  const { t } = useLingui();
  const [correcting, setCorrecting] = useState<TimesheetDay | null>(null);
  const change = useChangeTimesheetDay();
  const editable = isEditable(sheet);
  const label = periodText(sheet);
  return (
    <>
      <StatusBanners sheet={sheet} />
      <Totals sheet={sheet} />
      <Section id="days" title={t`Days`}>
        <ul style={plainList} aria-label={t`Days of ${label}`}>
          {sheet.days.map((day) => (
            <DayRow
              key={day.date}
              day={day}
              // A day still to come is filled in once it has come.
              onCorrect={
                editable && (day.kind !== 'upcoming' || sheet.closing.ended)
                  ? setCorrecting
                  : undefined
              }
            />
          ))}
        </ul>
      </Section>
      {editable ? <SubmitSection sheet={sheet} /> : null}
      {correcting ? (
        <TimesheetDayDialog
          day={correcting}
          save={(body) => change.mutateAsync({ id: sheet.id, date: correcting.date, body })}
          description={t`Say what the day was and how long you worked. The client PIC sees your note.`}
          onClose={() => setCorrecting(null)}
        />
      ) : null}
    </>
  );
}

/** What the sheet's state means for me: disputed, waiting for the PIC, approved, reopened. */
function StatusBanners({ sheet }: { sheet: Timesheet }) {
  const { t } = useLingui();
  const commented = sheet.days.filter((day) => day.disputeComment);
  const days = commented.map((day) => formatDate(day.date)).join(', ');
  const submittedOn = sheet.submittedAt ? formatDate(sheet.submittedAt) : '';
  const decidedOn = sheet.decidedAt ? formatDate(sheet.decidedAt) : '';
  const approver = sheet.decidedBy ?? '';
  const reason = sheet.reopenReason ?? '';
  const comment = sheet.disputeComment ?? '';
  return (
    <>
      {sheet.closing.payrollApproved ? (
        <Banner tone="info" title={t`The payroll of this period is approved`}>
          <p>
            <Trans>
              This timesheet can no longer change. If something is wrong, ask HR: the payroll run
              has to be reopened first.
            </Trans>
          </p>
        </Banner>
      ) : null}
      {sheet.status === 'disputed' ? (
        <Banner tone="warning" title={t`The client PIC sent this timesheet back`}>
          <Stack gap={2}>
            {comment ? (
              <p className="sd-wrap-anywhere">
                <Trans>Their comment: “{comment}”</Trans>
              </p>
            ) : null}
            {commented.length > 0 ? (
              <p>
                <Trans>They commented on these days: {days}.</Trans>
              </p>
            ) : null}
            <p>
              <Trans>Correct what is wrong, then submit the timesheet again.</Trans>
            </p>
          </Stack>
        </Banner>
      ) : null}
      {sheet.status === 'submitted' ? (
        <Banner tone="info" title={t`Waiting for the client PIC`}>
          <p>
            {submittedOn ? <Trans>Submitted on {submittedOn}.</Trans> : null}{' '}
            {sheet.sentToPic ? (
              <Trans>The client PIC has it and has not decided yet.</Trans>
            ) : (
              <Trans>It goes to the client PIC on the client’s schedule.</Trans>
            )}{' '}
            <Trans>You cannot change it meanwhile.</Trans>
          </p>
        </Banner>
      ) : null}
      {sheet.status === 'approved' ? (
        <Banner tone="success" title={t`Approved`}>
          <p>
            {approver && decidedOn ? (
              <Trans>
                Approved by {approver} on {decidedOn}.
              </Trans>
            ) : approver ? (
              <Trans>Approved by {approver}.</Trans>
            ) : decidedOn ? (
              <Trans>Approved on {decidedOn}.</Trans>
            ) : null}{' '}
            <Trans>It can no longer be changed. If something is wrong, ask HR to reopen it.</Trans>
          </p>
        </Banner>
      ) : null}
      {reason ? (
        <Banner tone="info" title={t`HR reopened this timesheet`}>
          <p className="sd-wrap-anywhere">
            <Trans>Reason: {reason}</Trans>
          </p>
        </Banner>
      ) : null}
    </>
  );
}

/** The sheet's totals as small tiles: three a row on a phone, one row on a desktop. */
function Totals({ sheet }: { sheet: Timesheet }) {
  const { t } = useLingui();
  const { totals } = sheet;
  const items = [
    { id: 'worked', label: t`Hours worked`, value: hoursMinutes(totals.workedMinutes) },
    { id: 'overtime', label: t`Overtime`, value: hoursMinutes(totals.overtimeMinutes) },
    { id: 'present', label: t`Days present`, value: String(totals.presentDays) },
    { id: 'leave', label: t`Days on leave`, value: String(totals.leaveDays) },
    { id: 'sick', label: t`Days sick`, value: String(totals.sickDays) },
    { id: 'absent', label: t`Days absent`, value: String(totals.absentDays) },
  ];
  return <TotalTiles id="totals" title={t`Totals`} items={items} />;
}

/** One day of the sheet: the date, what it was, times and hours, the note and the PIC's comment. */
function DayRow({
  day,
  onCorrect,
}: {
  day: TimesheetDay;
  /** Absent when the sheet can no longer be changed. */
  onCorrect?: (day: TimesheetDay) => void;
}) {
  const { t } = useLingui();
  const name = dayLabel(day.date);
  const commented = Boolean(day.disputeComment);
  const note = day.note;
  return (
    <li
      id={`day-${day.date}`}
      style={
        commented
          ? {
              ...listItem,
              paddingLeft: 'var(--sd-space-3)',
              borderLeft: '3px solid var(--sd-color-warning-border)',
            }
          : listItem
      }
    >
      <Stack gap={1} style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <p style={{ fontWeight: 'var(--sd-font-weight-medium)' }}>
          <time dateTime={day.date}>{name}</time>
        </p>
        <DayTimes day={day} />
        {note ? (
          <p className="sd-text-muted sd-wrap-anywhere">
            <Trans>Note: {note}</Trans>
          </p>
        ) : null}
        {day.disputeComment ? <DisputeComment comment={day.disputeComment} /> : null}
      </Stack>
      <Inline as="span">
        <Badge tone={KIND_TONES[day.kind]}>{labelOf(TIMESHEET_DAY_KIND_LABELS, day.kind)}</Badge>
        {onCorrect ? (
          <Button size="sm" onClick={() => onCorrect(day)} aria-label={t`Correct ${name}`}>
            <Trans>Correct</Trans>
          </Button>
        ) : null}
      </Inline>
    </li>
  );
}

/** The clock-in and clock-out, the hours worked and the overtime of a day, when it has them. */
function DayTimes({ day }: { day: TimesheetDay }) {
  const { t } = useLingui();
  const parts: string[] = [];
  const inAt = day.clockIn ?? '';
  const outAt = day.clockOut ?? '';
  if (inAt && outAt) parts.push(t`${inAt} to ${outAt}`);
  else if (inAt) parts.push(t`In at ${inAt}, not clocked out`);
  if (day.workedMinutes !== null) {
    const worked = hoursMinutes(day.workedMinutes);
    parts.push(t`Worked ${worked}`);
  }
  if (day.overtimeMinutes > 0) {
    const overtime = hoursMinutes(day.overtimeMinutes);
    parts.push(t`Overtime ${overtime}`);
  }
  if (parts.length === 0) return null;
  return <p className="sd-text-muted sd-num">{parts.join(' · ')}</p>;
}

/** "Submit to the client PIC", confirmed first; a 409 says what changed and shows the sheet anew. */
function SubmitSection({ sheet }: { sheet: Timesheet }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const submit = useSubmitTimesheet();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const again = sheet.status === 'disputed';
  const label = periodText(sheet);
  const worked = hoursMinutes(sheet.totals.workedMinutes);
  const days = sheet.totals.presentDays;
  const opensOn = formatDate(sheet.closing.submittableFrom);
  const open = sheet.closing.ended;

  async function confirm() {
    setProblem(null);
    try {
      await submit.mutateAsync(sheet.id);
      toast({
        tone: 'success',
        title: t`Timesheet submitted`,
        description: t`The client PIC approves it, or sends it back with comments.`,
      });
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.status === 409) {
        // The sheet was submitted or approved meanwhile: it is read again and shown as it is.
        toast({ tone: 'error', title: t`The timesheet has changed`, description: failure.message });
        return;
      }
      setProblem(failure.message);
      throw error;
    }
  }

  return (
    <Section id="submit" title={again ? t`Submit again` : t`Submit`}>
      <Stack>
        <p>
          <Trans>
            When every day is right, submit the timesheet. The client PIC approves it or sends it
            back with comments; you cannot change it while they decide.
          </Trans>
        </p>
        <Inline as="span">
          <Button
            variant="primary"
            disabled={!open}
            aria-describedby={open ? undefined : 'submit-opens'}
            onClick={() => {
              setProblem(null);
              setConfirming(true);
            }}
          >
            <Trans>Submit to the client PIC</Trans>
          </Button>
          {open ? null : (
            <span id="submit-opens" className="sd-text-muted">
              <Trans>Can be submitted from {opensOn}</Trans>
            </span>
          )}
        </Inline>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Submit the timesheet to the client PIC?`}
        description={t`${label}. Hours worked ${worked}, ${plural(days, { one: '# day present', other: '# days present' })}. You cannot change it while the client PIC decides.`}
        confirmLabel={t`Submit to the client PIC`}
        onConfirm={confirm}
        error={problem}
      />
    </Section>
  );
}
