import { describeFailure } from '@staffdesk/core';
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
import { useClientChoices } from '../hooks/useClients';
import { WORK_WEEK_OPTIONS } from '../lib/labels';

type CountValues = { from: string; to: string; workWeek: '5' | '6'; clientId: string };

/**
 * Counts the working days between two dates as leave, timesheets and payroll do: the work week,
 * minus national holidays and cuti bersama, minus the client's holidays, plus its extra days.
 */
export function WorkingDaysTool() {
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
    <Card title="Count working days">
      <div className="sd-stack">
        <Form form={form} onSubmit={onSubmit} aria-label="Count working days" wide>
          <FormRow>
            <DateField name="from" label="From" required />
            <DateField
              name="to"
              label="To"
              required
              rules={{
                validate: (value: unknown) =>
                  !value ||
                  !form.getValues('from') ||
                  String(value) >= form.getValues('from') ||
                  'The end must not be before the start.',
              }}
            />
          </FormRow>
          <FormRow>
            <SelectField name="workWeek" label="Work week" required options={WORK_WEEK_OPTIONS} />
            <SelectField
              name="clientId"
              label="Client"
              placeholder="None (national calendar only)"
              options={(clients.data?.items ?? []).map((client) => ({
                value: client.id,
                label: client.legalName,
              }))}
            />
          </FormRow>
          <div>
            <Button type="submit" loading={result.isFetching}>
              Count working days
            </Button>
          </div>
        </Form>
        {result.isError ? (
          <Banner tone="error">{describeFailure(result.error).message}</Banner>
        ) : null}
        {result.data && query ? (
          <div className="sd-stack" aria-live="polite">
            <p style={{ margin: 0 }}>
              <strong className="sd-num">{`${formatNumber(result.data.workingDays)} working ${
                result.data.workingDays === 1 ? 'day' : 'days'
              }`}</strong>{' '}
              from {formatDate(query.from)} to {formatDate(query.to)}.
            </p>
            <SimpleTable
              label="Days not counted"
              columns={[
                {
                  header: 'Date',
                  cell: (day: { date: string; reason: string }) => (
                    <span className="sd-num">{formatDate(day.date)}</span>
                  ),
                },
                { header: 'Reason', cell: (day: { date: string; reason: string }) => day.reason },
              ]}
              rows={result.data.skipped}
              getRowKey={(day) => day.date}
              empty={
                <span className="sd-text-muted">Every day in the range is a working day.</span>
              }
            />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
