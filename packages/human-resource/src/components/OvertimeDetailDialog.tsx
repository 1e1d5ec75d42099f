import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  exactMoney,
  hoursMinutes,
  multiplierText,
  OVERTIME_DAY_TYPE_LABELS,
  OVERTIME_METHOD_LABELS,
  OVERTIME_STATUS_LABELS,
  type OvertimeDecision,
  overtimeTimes,
  QueryFailure,
} from '@staffdesk/kit';
import {
  Button,
  DescriptionList,
  Dialog,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  LoadingState,
  SimpleTable,
  StatusBadge,
  useToast,
} from '@staffdesk/ui';
import type { OvertimeLine, OvertimeRequest } from '../hooks/types';
import { useDownloadOvertimePdf, useOvertimeRequest } from '../hooks/useOvertime';

export type OvertimeDetailDialogProps = {
  /** The request as the list shows it (its title while the detail loads). */
  request: OvertimeRequest;
  /** Opens the approval or rejection of a waiting request (the dialog closes first). */
  onDecide: (request: OvertimeRequest, decision: OvertimeDecision) => void;
  onClose: () => void;
};

/** A pay line's hours: `Hour 1`, `Hours 2 to 3`. */
function lineHoursText(line: OvertimeLine): string {
  const from = line.fromHour;
  const to = line.toHour;
  return from === to ? t`Hour ${from}` : t`Hours ${from} to ${to}`;
}

/** `overtime-EMP-2026-00042-2026-11-21.pdf`. */
function pdfName(request: OvertimeRequest) {
  return `overtime-${request.employee.employeeNumber}-${request.date}.pdf`;
}

/**
 * One overtime request: who, when, the kind of day and the reason; its pay line by line (hours ×
 * multiplier × hourly wage) with what the client is billed; the decision and its comment; the
 * PDF. A waiting request can be approved or rejected from here.
 */
export function OvertimeDetailDialog({ request, onDecide, onClose }: OvertimeDetailDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const detail = useOvertimeRequest(request.id);
  const download = useDownloadOvertimePdf();
  const shown = detail.data ?? request;
  const name = shown.employee.fullName;
  const date = formatDate(shown.date);

  async function downloadPdf() {
    try {
      await download.mutateAsync({ id: shown.id, fileName: pdfName(shown) });
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The PDF was not downloaded`,
        description: describeFailure(error).message,
      });
    }
  }

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`${name}’s overtime on ${date}`}
      description={`${shown.employee.employeeNumber} · ${shown.clientName ?? t`Internal staff`}`}
      footer={
        <>
          <Button onClick={() => void downloadPdf()} loading={download.isPending}>
            <Trans>Download PDF</Trans>
          </Button>
          {shown.status === 'pending' ? (
            <>
              <Button variant="danger" onClick={() => onDecide(shown, 'reject')}>
                <Trans>Reject</Trans>
              </Button>
              <Button variant="primary" onClick={() => onDecide(shown, 'approve')}>
                <Trans>Approve</Trans>
              </Button>
            </>
          ) : null}
        </>
      }
    >
      {detail.isPending ? (
        <LoadingState rows={4} label={t`Loading the overtime…`} />
      ) : detail.isError ? (
        <QueryFailure error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <OvertimeFacts request={detail.data} />
      )}
    </Dialog>
  );
}

function OvertimeFacts({ request: r }: { request: OvertimeRequest }) {
  const { t } = useLingui();
  const hourly = exactMoney(r.hourlyWage);
  const dayType = OVERTIME_DAY_TYPE_LABELS[r.dayType];
  const week = r.workWeek;
  const requestedBy = r.requestedByLabel;
  const requestedAt = formatDateTime(r.requestedAt);
  return (
    <div className="sd-stack">
      <DescriptionList
        items={[
          {
            label: t`Status`,
            value: <StatusBadge status={r.status} label={OVERTIME_STATUS_LABELS[r.status]} />,
          },
          { label: t`Date`, value: formatDate(r.date), numeric: true },
          { label: t`From – to`, value: overtimeTimes(r), numeric: true },
          { label: t`Hours`, value: hoursMinutes(r.minutes), numeric: true },
          {
            label: t`Day type`,
            value: r.holidayName ? `${dayType} (${r.holidayName})` : dayType,
          },
          { label: t`Work week`, value: t`${week} days` },
          { label: t`Reason`, value: r.reason },
          { label: t`Requested by`, value: t`${requestedBy}, ${requestedAt}` },
        ]}
      />
      <section className="sd-stack" aria-label={t`Pay`}>
        <h3 className="sd-card__title">
          <Trans>Pay</Trans>
        </h3>
        <DescriptionList
          items={[
            { label: t`Method`, value: OVERTIME_METHOD_LABELS[r.method] },
            { label: t`Monthly wage`, value: formatMoney(r.monthlyWage), numeric: true },
            { label: t`Hourly wage`, value: hourly, numeric: true },
          ]}
        />
        <SimpleTable
          label={t`Pay lines`}
          rows={r.lines}
          getRowKey={(line) => String(line.fromHour)}
          columns={[
            { header: t`Hours`, cell: (line) => lineHoursText(line) },
            {
              header: t({ message: 'Hours counted', context: 'overtime pay line' }),
              align: 'right',
              cell: (line) => <span className="sd-num">{formatNumber(line.hours)}</span>,
            },
            {
              header: t`Multiplier`,
              align: 'right',
              cell: (line) => <span className="sd-num">{multiplierText(line.multiplierPct)}</span>,
            },
            {
              header: t`Amount`,
              align: 'right',
              cell: (line) => <span className="sd-num">{exactMoney(line.amount)}</span>,
            },
          ]}
        />
        <DescriptionList
          items={[
            {
              label: t`Overtime pay`,
              value: <strong>{formatMoney(r.payAmount)}</strong>,
              numeric: true,
            },
            {
              label: t`Billed to the client`,
              value: r.billAmount === null ? '—' : formatMoney(r.billAmount),
              numeric: true,
            },
          ]}
        />
      </section>
      <section className="sd-stack" aria-label={t`Decision`}>
        <h3 className="sd-card__title">
          <Trans>Decision</Trans>
        </h3>
        <DecisionFacts request={r} />
      </section>
    </div>
  );
}

/** Who approves it; once decided, who decided, when, and their comment. */
function DecisionFacts({ request: r }: { request: OvertimeRequest }) {
  const { t } = useLingui();
  const approver = r.approverName
    ? r.approverEmail
      ? `${r.approverName} (${r.approverEmail})`
      : r.approverName
    : (r.approverEmail ?? null);
  const items = [
    {
      label: t`Approver`,
      value: approver ?? <span className="sd-text-muted">{t`HR (internal staff)`}</span>,
    },
  ];
  if (r.status !== 'pending') {
    items.push(
      {
        label: t`Decided by`,
        value: r.decidedByLabel ? (
          [r.decidedByLabel, r.decidedAt ? formatDateTime(r.decidedAt) : null]
            .filter(Boolean)
            .join(', ')
        ) : (
          <span className="sd-text-muted">—</span>
        ),
      },
      {
        label: t({ message: 'Comment', context: 'the decider’s comment on an overtime request' }),
        value: r.decisionComment ?? <span className="sd-text-muted">—</span>,
      },
    );
  }
  return <DescriptionList items={items} />;
}
