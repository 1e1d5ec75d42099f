import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, NotFound, useUnsavedChangesGuard } from '@staffdesk/kit';
import {
  Button,
  Card,
  DateField,
  Form,
  FormActions,
  FormError,
  FormRow,
  formatDate,
  PageHeader,
  SearchInput,
  SelectField,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { OvertimeMessages } from '../components/OvertimeMessages';
import { useEmployeeList } from '../hooks/useEmployees';
import { useCreateOvertimeRequest } from '../hooks/useOvertime';
import { todayInJakarta } from '../lib/labels';

type Values = {
  employeeId: string;
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
};

const FIELDS = ['employeeId', 'date', 'startTime', 'endTime', 'reason'] as const;

/** `18:30`: a time of day, 24-hour. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The fewest letters of a name or number that search the employees. */
const MIN_SEARCH = 2;

/**
 * `/human-resource/overtime/form/add`: HR enters overtime for an employee (from a paper form, or
 * for one who could not enter it): the employee, the day, from and to, and why. The same rules and
 * caps apply as to the employee's own request; the server's objections appear under the fields.
 */
function Page() {
  const { type } = useParams();
  const me = useCurrentUser().data;
  if (type !== 'add') return <NotFound />;
  if (me && !hasPermission(me, 'overtime.manage')) return <AccessDenied />;
  return <OvertimeForm />;
}

function OvertimeForm() {
  const { t } = useLingui();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const searching = search.trim().length >= MIN_SEARCH;
  const employees = useEmployeeList(
    { ...(searching ? { search: search.trim() } : {}), pageSize: 20 },
    { enabled: searching },
  );
  const create = useCreateOvertimeRequest();
  const form = useForm<Values>({
    defaultValues: {
      employeeId: '',
      date: todayInJakarta(),
      startTime: '',
      endTime: '',
      reason: '',
    },
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const dashboard = paths.humanResource.overtime.dashboard();
  const found = searching ? (employees.data?.items ?? []) : [];
  const time = (value: unknown) =>
    value === '' || TIME.test(String(value)) || t`Enter a time such as 18:30.`;

  async function onSubmit(values: Values) {
    try {
      const created = await create.mutateAsync({
        employeeId: values.employeeId,
        date: values.date,
        startTime: values.startTime,
        endTime: values.endTime,
        reason: values.reason.trim(),
      });
      const name = created.employee.fullName;
      const date = formatDate(created.date);
      const approver = created.approverName ?? created.approverEmail;
      toast({
        tone: 'success',
        title: t`Overtime entered`,
        description: approver
          ? t`${name}’s overtime on ${date} waits for ${approver}, who is asked by email.`
          : t`${name}’s overtime on ${date} waits for HR’s decision.`,
      });
      guard.allowNavigation();
      navigate(dashboard);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), FIELDS);
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Enter overtime`}
        description={t`For overtime on a paper form, or that an employee could not enter: the same rules and caps apply, and the client’s approver is asked by email.`}
        breadcrumbs={[{ label: t`Overtime`, href: dashboard }, { label: t`Enter overtime` }]}
        linkComponent={RouterLink}
      />
      <Card>
        <div className="sd-stack" style={{ maxWidth: '45rem' }}>
          <SearchInput
            label={t`Find an employee`}
            placeholder={t`Name or employee number`}
            value={search}
            onSearch={setSearch}
          />
          <Form form={form} onSubmit={onSubmit} aria-label={t`Enter overtime`}>
            <FormError />
            <SelectField
              name="employeeId"
              label={t`Employee`}
              required
              requiredMessage={t`Choose the employee.`}
              placeholder={searching ? t`Choose the employee` : t`Search above first`}
              options={found.map((employee) => ({
                value: employee.id,
                label: `${employee.fullName} (${employee.employeeNumber})`,
              }))}
            />
            <DateField name="date" label={t`Date`} required />
            <FormRow>
              <TextField
                name="startTime"
                type="time"
                label={t({ message: 'From', context: 'overtime starts at' })}
                required
                rules={{ validate: time }}
              />
              <TextField
                name="endTime"
                type="time"
                label={t({ message: 'To', context: 'overtime ends at' })}
                required
                description={t`In quarter hours; an end before the start runs past midnight.`}
                rules={{ validate: time }}
              />
            </FormRow>
            <TextAreaField
              name="reason"
              label={t`Reason`}
              required
              requiredMessage={t`Say what the overtime was for.`}
              rows={3}
              maxLength={500}
            />
            <FormActions>
              <Button asChild>
                <Link to={dashboard}>
                  <Trans>Cancel</Trans>
                </Link>
              </Button>
              <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
                <Trans>Enter overtime</Trans>
              </Button>
            </FormActions>
          </Form>
        </div>
      </Card>
      {guard.dialog}
    </div>
  );
}

export function Component() {
  return (
    <OvertimeMessages>
      <Page />
    </OvertimeMessages>
  );
}
