import { useLingui } from '@lingui/react/macro';
import { describeFailure, failureStatus, hasPermission, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, daysText, QueryFailure } from '@staffdesk/kit';
import {
  Button,
  Card,
  EmptyState,
  Form,
  FormError,
  FormRow,
  formatDateTime,
  LoadingState,
  PageHeader,
  SearchInput,
  SelectField,
  SimpleTable,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useEmployeeList } from '../hooks/useEmployees';
import { useAdjustQuota, useLeaveAdjustments } from '../hooks/useLeave';
import { todayInJakarta } from '../lib/labels';

type Values = { employeeId: string; year: string; days: string; reason: string };

function signedDays(days: number) {
  return `${days > 0 ? '+' : ''}${daysText(days)}`;
}

/**
 * `/human-resource/leaves/quota-adjustment`: adds or removes annual leave days for an employee's
 * year (half days allowed, a reason always), with the past adjustments below. Audited.
 */
export function Component() {
  const me = useCurrentUser().data;
  const { t } = useLingui();
  const { toast } = useToast();
  const thisYear = Number(todayInJakarta().slice(0, 4));
  const [search, setSearch] = useState('');
  const employees = useEmployeeList(
    { ...(search ? { search } : {}), pageSize: 20 },
    {
      enabled: search.trim().length >= 2,
    },
  );
  const adjust = useAdjustQuota();
  const form = useForm<Values>({
    defaultValues: { employeeId: '', year: String(thisYear), days: '', reason: '' },
  });
  const employeeId = form.watch('employeeId');
  const year = Number(form.watch('year'));
  const adjustments = useLeaveAdjustments({
    ...(employeeId ? { employeeId } : {}),
    ...(Number.isInteger(year) ? { year } : {}),
  });

  if (me && !hasPermission(me, 'leave.manage')) return <AccessDenied />;
  if (failureStatus(adjustments.error) === 403) return <AccessDenied />;

  const found = employees.data?.items ?? [];

  async function onSubmit(values: Values) {
    try {
      await adjust.mutateAsync({
        employeeId: values.employeeId,
        type: 'annual',
        year: Number(values.year),
        days: Number(values.days.replace(',', '.')),
        reason: values.reason.trim(),
      });
      toast({ tone: 'success', title: t`Quota adjusted` });
      form.reset({ ...values, days: '', reason: '' });
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['employeeId', 'year', 'days', 'reason']);
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Quota adjustments`}
        description={t`Add or remove annual leave days for one employee and year. Every change is audited.`}
      />
      <Card title={t`Adjust a quota`}>
        <div className="sd-stack">
          <SearchInput
            label={t`Find an employee`}
            placeholder={t`Name or employee number`}
            value={search}
            onSearch={setSearch}
          />
          <Form form={form} onSubmit={onSubmit} aria-label={t`Adjust a quota`}>
            <FormError />
            <SelectField
              name="employeeId"
              label={t`Employee`}
              required
              placeholder={
                search.trim().length >= 2 ? t`Choose the employee` : t`Search above first`
              }
              options={found.map((employee) => ({
                value: employee.id,
                label: `${employee.fullName} (${employee.employeeNumber})`,
              }))}
            />
            <FormRow>
              <TextField
                name="year"
                label={t`Year`}
                inputMode="numeric"
                required
                rules={{
                  validate: (value: unknown) =>
                    /^\d{4}$/.test(String(value)) || t`Enter a year such as 2026.`,
                }}
              />
              <TextField
                name="days"
                label={t`Days`}
                inputMode="decimal"
                required
                description={t`Negative to remove; half days allowed (e.g. 1,5 or -0,5).`}
                rules={{
                  validate: (value: unknown) => {
                    const number = Number(String(value).replace(',', '.'));
                    if (!Number.isFinite(number) || number === 0)
                      return t`Enter a number other than 0.`;
                    return Number.isInteger(number * 2) || t`Use whole or half days.`;
                  },
                }}
              />
            </FormRow>
            <TextAreaField name="reason" label={t`Reason`} required rows={2} maxLength={500} />
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {t`Save adjustment`}
            </Button>
          </Form>
        </div>
      </Card>
      <Card title={t`Past adjustments`}>
        {adjustments.isPending ? (
          <LoadingState rows={3} label={t`Loading the adjustments…`} />
        ) : adjustments.isError ? (
          <QueryFailure error={adjustments.error} onRetry={() => void adjustments.refetch()} />
        ) : (
          <SimpleTable
            label={t`Past adjustments`}
            rows={adjustments.data.items}
            getRowKey={(row) => row.id}
            empty={<EmptyState title={t`No adjustments yet`} />}
            columns={[
              { header: t`Employee`, cell: (row) => row.employeeName ?? row.employeeId },
              { header: t`Year`, cell: (row) => <span className="sd-num">{row.year}</span> },
              {
                header: t`Days`,
                align: 'right',
                cell: (row) => <span className="sd-num">{signedDays(row.days)}</span>,
              },
              { header: t`Reason`, cell: (row) => row.reason },
              {
                header: t`When`,
                cell: (row) => (
                  <span className="sd-num">
                    {formatDateTime(row.createdAt)}
                    {row.createdBy ? ` · ${row.createdBy}` : ''}
                  </span>
                ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
