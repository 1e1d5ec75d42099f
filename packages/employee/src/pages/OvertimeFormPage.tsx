import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, paths, RouterLink } from '@staffdesk/core';
import {
  dayLabel,
  endsNextDay,
  OVERTIME_DAY_TYPE_LABELS,
  OvertimeRequestForm,
  type OvertimeRequestValues,
  overtimeMinutes,
  QueryView,
  workedHoursText,
} from '@staffdesk/kit';
import { Card, formatMoney, Inline, PageHeader, Stack, useToast } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { OvertimeMessages } from '../components/OvertimeMessages';
import { OvertimeRegulation } from '../components/OvertimeRegulation';
import { NotFound, QueryFailure } from '../components/StatusPages';
import { useDebounced } from '../hooks/useDebounced';
import { useMyOvertime, useOvertimeCalculation, useRequestOvertime } from '../hooks/useOvertime';
import { today } from '../lib/dates';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/employee/overtime/form/:type/:id?`: only `add` exists, the form to ask for overtime (a
 * request is read on the dashboard, which shows them all). Anything else is not found.
 */
export function Component() {
  const { type, id } = useParams();
  if (type !== 'add' || id) return <NotFound />;
  return (
    <OvertimeMessages>
      <OvertimeFormPage />
    </OvertimeMessages>
  );
}

/**
 * Asks for overtime with kit's request form (the date, from and to, the reason), with the day
 * type and the pay previewed as the times are typed. The server's objections (its caps on
 * workdays, overlaps, the law's maximum) appear under their field.
 */
function OvertimeFormPage() {
  const { t } = useLingui();
  const { toast } = useToast();
  const ask = useRequestOvertime();
  // My regulation, to show its caps before the server refuses more (today's period, as the
  // dashboard reads it first, so it is usually known already).
  const mine = useMyOvertime(undefined);
  const dashboard = paths.employee.overtime.dashboard();
  const title = t`Ask for overtime`;

  async function onSubmit({ date, startTime, endTime, reason }: OvertimeRequestValues) {
    await ask.mutateAsync({ date, startTime, endTime, reason });
    toast({
      tone: 'success',
      title: t`Overtime requested`,
      description: t`Your client’s approver is asked by email. You see their decision on My overtime.`,
    });
  }

  return (
    <Stack>
      <PageHeader
        title={title}
        description={t`Say when you work overtime and why. Your client’s approver decides; on a workday your regulation caps the hours.`}
        linkComponent={RouterLink}
        breadcrumbs={[{ label: t`My overtime`, href: dashboard }, { label: title }]}
      />
      <QueryView
        failure={QueryFailure}
        query={mine}
        loadingLabel={t`Loading your overtime regulation…`}
        rows={1}
      >
        {(data) => <OvertimeRegulation regulation={data.regulation} />}
      </QueryView>
      <Card>
        <OvertimeRequestForm
          label={title}
          defaultDate={today()}
          submitLabel={t`Ask for overtime`}
          backTo={dashboard}
          onSubmit={onSubmit}
          preview={<PayPreview />}
        />
      </Card>
    </Stack>
  );
}

/** The day type and the pay of the times typed, from my regulation (`/me/overtime/calculation`). */
function PayPreview() {
  const { t } = useLingui();
  const [date, startTime, endTime] = useWatch<
    OvertimeRequestValues,
    ['date', 'startTime', 'endTime']
  >({
    name: ['date', 'startTime', 'endTime'],
  });
  const minutes = overtimeMinutes(startTime, endTime);
  const quarters = minutes !== null && minutes % 15 === 0;
  const asked =
    DATE_ONLY.test(date) && minutes !== null && quarters ? { date, hours: minutes / 60 } : null;
  const settled = useDebounced(asked, 300);
  const current =
    settled !== null && asked !== null && JSON.stringify(settled) === JSON.stringify(asked);
  const calculation = useOvertimeCalculation(settled);
  const data = current && !calculation.isPlaceholderData ? calculation.data : undefined;

  let content: ReactNode;
  if (minutes === null || !DATE_ONLY.test(date)) {
    content = <p>{t`Give the date and the times to see the pay.`}</p>;
  } else if (!quarters) {
    content = <p>{t`Use quarter hours: the times end in :00, :15, :30 or :45.`}</p>;
  } else if (current && calculation.isError) {
    content = <p>{describeFailure(calculation.error).message}</p>;
  } else if (!data) {
    content = <p>{t`Calculating…`}</p>;
  } else {
    const when = dayLabel(data.date);
    const holiday = data.dayType === 'holiday' ? data.holidayName : null;
    const kind = OVERTIME_DAY_TYPE_LABELS[data.dayType];
    const hours = workedHoursText(minutes);
    const pay = formatMoney(data.pay);
    const calculationLink = {
      pathname: paths.employee.overtime.calculation(),
      search: new URLSearchParams({ date: data.date, hours: String(data.hours) }).toString(),
    };
    content = (
      <Stack gap={2}>
        <dl className="sd-stack sd-gap-1">
          <Inline>
            <dt className="sd-text-muted">
              <Trans>Day</Trans>
            </dt>
            <dd>
              {holiday ? (
                <Trans>
                  {when}, {kind} ({holiday})
                </Trans>
              ) : (
                <Trans>
                  {when}, {kind}
                </Trans>
              )}
            </dd>
          </Inline>
          <Inline>
            <dt className="sd-text-muted">
              <Trans>Hours</Trans>
            </dt>
            <dd className="sd-num">
              {endsNextDay(startTime, endTime) ? (
                <Trans>{hours}, ending the next morning</Trans>
              ) : (
                hours
              )}
            </dd>
          </Inline>
          <Inline>
            <dt className="sd-text-muted">
              <Trans>Pay</Trans>
            </dt>
            <dd className="sd-num" style={{ fontWeight: 'var(--sd-font-weight-medium)' }}>
              {pay}
            </dd>
          </Inline>
        </dl>
        <p>
          <Link to={calculationLink}>
            <Trans>See the calculation</Trans>
          </Link>
        </p>
      </Stack>
    );
  }

  return (
    <section
      aria-label={t`Your pay for this overtime`}
      className="sd-card"
      style={{ padding: 'var(--sd-space-3)', background: 'var(--sd-color-surface-muted)' }}
    >
      <div role="status" aria-live="polite">
        {content}
      </div>
    </section>
  );
}
