import { useLingui } from '@lingui/react/macro';
import { hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  NotFound,
  OvertimeRequestForm,
  type OvertimeRequestValues,
} from '@staffdesk/kit';
import {
  Card,
  formatDate,
  PageHeader,
  SearchInput,
  SelectField,
  Stack,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { overtimePage } from '../components/OvertimeMessages';
import { useEmployeeList } from '../hooks/useEmployees';
import { useCreateOvertimeRequest } from '../hooks/useOvertime';
import { todayInJakarta } from '../lib/labels';

/** The fewest letters of a name or number that search the employees. */
const MIN_SEARCH = 2;

/**
 * `/human-resource/overtime/form/add`: HR enters overtime for an employee (from a paper form, or
 * for one who could not enter it): the employee, then kit's request form (the day, from and to,
 * and why). The same rules and caps apply as to the employee's own request; the server's
 * objections appear under the fields.
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
  const [search, setSearch] = useState('');
  const searching = search.trim().length >= MIN_SEARCH;
  const employees = useEmployeeList(
    { ...(searching ? { search: search.trim() } : {}), pageSize: 20 },
    { enabled: searching },
  );
  const create = useCreateOvertimeRequest();
  const dashboard = paths.humanResource.overtime.dashboard();
  const found = searching ? (employees.data?.items ?? []) : [];

  async function onSubmit(values: OvertimeRequestValues) {
    const created = await create.mutateAsync(values);
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
        <Stack narrow>
          <SearchInput
            label={t`Find an employee`}
            placeholder={t`Name or employee number`}
            value={search}
            onSearch={setSearch}
          />
          <OvertimeRequestForm
            label={t`Enter overtime`}
            defaultDate={todayInJakarta()}
            submitLabel={t`Enter overtime`}
            backTo={dashboard}
            onSubmit={onSubmit}
            employeeField={
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
            }
          />
        </Stack>
      </Card>
    </div>
  );
}

export const Component = overtimePage(Page);
