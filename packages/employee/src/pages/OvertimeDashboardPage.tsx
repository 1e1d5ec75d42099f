import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, paths } from '@staffdesk/core';
import {
  dayLabel,
  OVERTIME_DAY_TYPE_LABELS,
  OVERTIME_DAY_TYPE_TONES,
  OVERTIME_STATUS_LABELS,
  overtimeTimes,
  QueryView,
  workedHoursText,
} from '@staffdesk/kit';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  formatDate,
  formatMoney,
  Inline,
  PageHeader,
  Stack,
  StatusBadge,
  Text,
  useToast,
} from '@staffdesk/ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { OvertimeMessages } from '../components/OvertimeMessages';
import { OvertimeRegulation } from '../components/OvertimeRegulation';
import { PeriodPicker, usePeriodParam } from '../components/PeriodPicker';
import { listItem, plainList, Section } from '../components/Section';
import { QueryFailure } from '../components/StatusPages';
import { TotalTiles } from '../components/TotalTiles';
import { useCancelOvertime, useDownloadOvertime, useMyOvertime } from '../hooks/useOvertime';
import { usePdfDownload } from '../hooks/usePdfDownload';
import type { MyOvertime, OvertimeRequest } from '../lib/types';

/**
 * `/employee/overtime/dashboard`: my overtime of a period (`?period=2026-11`, my client's period
 * ending in that month; today's by default): my overtime regulation, the approved hours and pay,
 * the hours still waiting, and each request with its decision, its PDF and, while it waits,
 * "Cancel". "Ask for overtime" opens the form.
 */
export function Component() {
  return (
    <OvertimeMessages>
      <OvertimeDashboard />
    </OvertimeMessages>
  );
}

function AskButton() {
  return (
    <Button asChild variant="primary">
      <Link to={paths.employee.overtime.form('add')}>
        <Trans>Ask for overtime</Trans>
      </Link>
    </Button>
  );
}

function OvertimeDashboard() {
  const { t } = useLingui();
  const { period, goTo } = usePeriodParam();
  const query = useMyOvertime(period);
  // While another period loads, the one shown stays (and its buttons do nothing).
  const loadingOther = query.isPlaceholderData;

  return (
    <Stack>
      <PageHeader
        title={t`My overtime`}
        description={t`Your overtime requests of the period with their decisions and pay. Your client’s approver decides by email.`}
        actions={
          <>
            <Button asChild>
              <Link to={paths.employee.overtime.calculation()}>
                <Trans>How the pay is computed</Trans>
              </Link>
            </Button>
            <AskButton />
          </>
        }
      />
      <QueryView
        failure={QueryFailure}
        query={query}
        loadingLabel={t`Loading your overtime…`}
        rows={5}
      >
        {(data) => (
          <>
            <PeriodPicker period={data} busy={loadingOther} onGoTo={goTo} />
            <Stack aria-busy={loadingOther}>
              <OvertimeRegulation regulation={data.regulation} />
              <Totals totals={data.totals} />
              <Requests data={data} busy={loadingOther} />
            </Stack>
          </>
        )}
      </QueryView>
    </Stack>
  );
}

function Totals({ totals }: { totals: MyOvertime['totals'] }) {
  const { t } = useLingui();
  const items = [
    { id: 'approved', label: t`Approved hours`, value: workedHoursText(totals.approvedMinutes) },
    { id: 'pay', label: t`Approved pay`, value: formatMoney(totals.approvedPay) },
    { id: 'waiting', label: t`Hours waiting`, value: workedHoursText(totals.pendingMinutes) },
  ];
  return <TotalTiles id="overtime-totals" title={t`Totals`} items={items} minWidth="7.5rem" />;
}

/** The period's requests, newest date first, with "Cancel" behind a confirmation. */
function Requests({ data, busy }: { data: MyOvertime; busy: boolean }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const cancel = useCancelOvertime();
  const download = useDownloadOvertime();
  const downloadPdf = usePdfDownload(download);
  const [cancelling, setCancelling] = useState<OvertimeRequest | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const when = cancelling ? dayLabel(cancelling.date) : '';
  const times = cancelling ? overtimeTimes(cancelling) : '';

  async function confirmCancel() {
    if (!cancelling) return;
    setCancelError(null);
    try {
      await cancel.mutateAsync(cancelling.id);
      toast({ tone: 'success', title: t`Overtime request cancelled` });
    } catch (error) {
      setCancelError(describeFailure(error).message);
      throw error;
    }
  }

  return (
    <Section id="overtime-requests" title={t`My requests`}>
      {data.requests.length === 0 ? (
        <EmptyState
          title={t`No overtime in this period`}
          description={t`When you ask for overtime, the request and its decision appear here.`}
          action={<AskButton />}
        />
      ) : (
        <ul style={plainList} aria-label={t`My overtime requests`}>
          {data.requests.map((request) => (
            <RequestItem
              key={request.id}
              request={request}
              downloading={download.isPending && download.variables?.id === request.id}
              onDownload={busy ? undefined : () => void downloadPdf(request)}
              onCancel={
                busy
                  ? undefined
                  : () => {
                      setCancelError(null);
                      setCancelling(request);
                    }
              }
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t`Cancel this overtime request?`}
        description={
          cancelling
            ? t`${when}, ${times}. Your approver can no longer approve it; you can ask again.`
            : ''
        }
        confirmLabel={t`Cancel request`}
        cancelLabel={t`Keep it`}
        destructive
        onConfirm={confirmCancel}
        error={cancelError}
      />
    </Section>
  );
}

/** One request: the day, from–to and hours, the day type, the pay, the decision and actions. */
function RequestItem({
  request,
  downloading,
  onDownload,
  onCancel,
}: {
  request: OvertimeRequest;
  downloading: boolean;
  onDownload?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const when = dayLabel(request.date);
  const times = overtimeTimes(request);
  const hours = workedHoursText(request.minutes);
  const pay = formatMoney(request.payAmount);
  const holiday = request.dayType === 'holiday' ? request.holidayName : null;
  const reason = request.reason;
  const comment = request.decisionComment;
  return (
    <li style={listItem} aria-label={`${when}, ${times}`}>
      <Stack gap={1} style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <p style={{ fontWeight: 'var(--sd-font-weight-medium)' }}>
          <time dateTime={request.date}>{when}</time>
        </p>
        <p className="sd-num">
          {times} · {hours}
        </p>
        <Inline as="p">
          <Badge tone={OVERTIME_DAY_TYPE_TONES[request.dayType]}>
            {OVERTIME_DAY_TYPE_LABELS[request.dayType]}
          </Badge>
          {holiday ? <Text wrap="anywhere">{holiday}</Text> : null}
        </Inline>
        <p className="sd-num">
          <Trans>Pay: {pay}</Trans>
        </p>
        {reason ? (
          <p className="sd-text-muted sd-wrap-anywhere">
            <Trans>Reason: {reason}</Trans>
          </p>
        ) : null}
        <Decision request={request} />
        {comment ? (
          <p className="sd-wrap-anywhere">
            <Trans>Comment: “{comment}”</Trans>
          </p>
        ) : null}
      </Stack>
      <Inline as="span">
        <StatusBadge status={request.status} label={OVERTIME_STATUS_LABELS[request.status]} />
        <Button
          size="sm"
          onClick={onDownload}
          disabled={!onDownload}
          loading={downloading}
          aria-label={t`Download PDF of ${when}`}
        >
          <Trans>Download PDF</Trans>
        </Button>
        {request.status === 'pending' ? (
          <Button
            size="sm"
            onClick={onCancel}
            disabled={!onCancel}
            aria-label={t`Cancel the overtime of ${when}`}
          >
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </Inline>
    </li>
  );
}

/** Who decided and when, or whom the request waits for. */
function Decision({ request }: { request: OvertimeRequest }) {
  const by = request.decidedByLabel ?? '';
  const on = request.decidedAt ? formatDate(request.decidedAt) : '';
  const approver = request.approverName ?? '';
  let text: ReactNode = null;
  if (request.status === 'pending') {
    text = approver ? <Trans>Waiting for {approver}.</Trans> : null;
  } else if (request.status === 'approved') {
    text = by ? (
      <Trans>
        Approved by {by} on {on}.
      </Trans>
    ) : (
      <Trans>Approved on {on}.</Trans>
    );
  } else if (request.status === 'rejected') {
    text = by ? (
      <Trans>
        Rejected by {by} on {on}.
      </Trans>
    ) : (
      <Trans>Rejected on {on}.</Trans>
    );
  } else {
    text = <Trans>Cancelled on {on}.</Trans>;
  }
  if (!text) return null;
  return <p className="sd-text-muted">{text}</p>;
}
