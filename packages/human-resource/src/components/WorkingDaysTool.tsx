import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { useClientChoices } from '@staffdesk/kit';
import {
  Banner,
  Button,
  Card,
  DateField,
  Form,
  FormRow,
  formatDate,
  formatNumber,
  SelectField,
  SimpleTable,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { WorkingDaysQuery } from '../hooks/types';
import { useWorkingDays } from '../hooks/useCalendar';
import { WORK_WEEK_OPTIONS } from '../lib/labels';

type CountValues = { from: string; to: string; workWeek: '5' | '6'; clientId: string };

/** "12 working days from 1 Dec 2026 to 16 Dec 2026.", the count in bold. */
function WorkingDaysResult({ count, from, to }: { count: number; from: string; to: string }) {
  const { t } = useLingui();
  const days = formatNumber(count);
  const strong = t`${plural(count, { one: `${days} working day`, other: `${days} working days` })}`;
  return (
    <Trans>
      <strong className="sd-num">{strong}</strong> from {from} to {to}.
    </Trans>
  );
}

/**
 * Counts the working days between two dates as leave, timesheets and payroll do: the work week,
 * minus national holidays and cuti bersama, minus the client's holidays, plus its extra days.
 */
export function WorkingDaysTool() {
  const { t } = useLingui();
  const clients = useClientChoices();
  const [query, setQuery] = useState<WorkingDaysQuery | null>(null);
  const result = useWorkingDays(query);
  const form = useForm<CountValues>({
    defaultValues: { from: '', to: '', workWeek: '5', clientId: '' },
  });

  function onSubmit(values: CountValues) {
    setQuery({
      from: values.from,
      to: values.to,
      workWeek: Number(values.workWeek),
      ...(values.clientId ? { clientId: values.clientId } : {}),
    });
  }

  return (
    <Card title={t`Count working days`}>
      <div className="sd-stack">
        <Form form={form} onSubmit={onSubmit} aria-label={t`Count working days`} wide>
          <FormRow>
            <DateField name="from" label={t`From`} required />
            <DateField
              name="to"
              label={t`To`}
              required
              rules={{
                validate: (value: unknown) =>
                  !value ||
                  !form.getValues('from') ||
                  String(value) >= form.getValues('from') ||
                  t`The end must not be before the start.`,
              }}
            />
          </FormRow>
          <FormRow>
            <SelectField
              name="workWeek"
              label={t`Work week`}
              required
              options={WORK_WEEK_OPTIONS}
            />
            <SelectField
              name="clientId"
              label={t`Client`}
              placeholder={t`None (national calendar only)`}
              options={(clients.data?.items ?? []).map((client) => ({
                value: client.id,
                label: client.legalName,
              }))}
            />
          </FormRow>
          <div>
            <Button type="submit" loading={result.isFetching}>
              <Trans>Count working days</Trans>
            </Button>
          </div>
        </Form>
        {result.isError ? (
          <Banner tone="error">{describeFailure(result.error).message}</Banner>
        ) : null}
        {result.data && query ? (
          <div className="sd-stack" aria-live="polite">
            <p>
              <WorkingDaysResult
                count={result.data.workingDays}
                from={formatDate(query.from)}
                to={formatDate(query.to)}
              />
            </p>
            <SimpleTable
              label={t`Days not counted`}
              columns={[
                {
                  header: t`Date`,
                  cell: (day: { date: string; reason: string }) => (
                    <span className="sd-num">{formatDate(day.date)}</span>
                  ),
                },
                {
                  header: t`Reason`,
                  cell: (day: { date: string; reason: string }) => day.reason,
                },
              ]}
              rows={result.data.skipped}
              getRowKey={(day) => day.date}
              empty={
                <span className="sd-text-muted">
                  <Trans>Every day in the range is a working day.</Trans>
                </span>
              }
            />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
