import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  type EmployeeStatus,
  QueryFailure,
  useUnsavedChangesGuard,
} from '@staffdesk/kit';
import {
  Banner,
  Button,
  Card,
  Form,
  FormActions,
  FormError,
  FormSection,
  LoadingState,
  PageHeader,
  SelectField,
  showFailureInForm,
  useToast,
} from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import {
  EMPTY_PERSONAL,
  PERSONAL_FIELDS,
  PersonalFields,
  type PersonalValues,
  personalBodyOf,
  personalValuesOf,
} from '../components/PersonalFields';
import {
  EMPTY_PLACEMENT,
  PLACEMENT_FIELDS,
  PlacementFields,
  type PlacementValues,
  placementBodyOf,
} from '../components/PlacementFields';
import { EmployeeStatusBadge } from '../components/StatusBadges';
import type { EmployeeDetail } from '../hooks/types';
import { useCreateEmployee, useEmployee, useUpdateEmployee } from '../hooks/useEmployees';
import { EMPLOYEE_STATUS_OPTIONS } from '../lib/labels';

/** The statuses a new employee may start with. */
const START_STATUSES = EMPLOYEE_STATUS_OPTIONS.filter(
  (option) => option.value === 'onboarding' || option.value === 'active',
);

type NewEmployeeValues = PersonalValues & { status: EmployeeStatus; placement: PlacementValues };

/**
 * `/human-resource/employee/add` and `/human-resource/employee/edit/:employeeId`: a new employee
 * with personal data and placement, or an employee's personal data (the placement changes from
 * their page, kept as work history).
 */
export function Component() {
  const { employeeId } = useParams();
  const me = useCurrentUser().data;
  if (me && !hasPermission(me, 'employees.manage')) return <AccessDenied />;
  return employeeId ? <EmployeeEdit id={employeeId} /> : <EmployeeAdd />;
}

function EmployeeAdd() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateEmployee();
  const form = useForm<NewEmployeeValues>({
    defaultValues: { ...EMPTY_PERSONAL, status: 'onboarding', placement: EMPTY_PLACEMENT },
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  async function onSubmit(values: NewEmployeeValues) {
    try {
      const employee = await create.mutateAsync({
        body: {
          ...personalBodyOf(values),
          status: values.status,
          placement: placementBodyOf(values.placement),
        },
      });
      const { fullName, employeeNumber } = employee;
      toast({
        tone: 'success',
        title: t`Employee added`,
        description: t`${fullName} is ${employeeNumber}.`,
      });
      guard.allowNavigation();
      navigate(paths.humanResource.employee.detail(employee.id));
    } catch (error) {
      showFailureInForm(form, describeFailure(error), [
        ...PERSONAL_FIELDS,
        'status',
        ...PLACEMENT_FIELDS.map((field) => `placement.${field}`),
      ]);
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Add employee`}
        breadcrumbs={[
          { label: t`Employees`, href: paths.humanResource.employee.list() },
          { label: t`Add employee` },
        ]}
        description={t`The employee number is given when you save.`}
        linkComponent={RouterLink}
      />
      <Card>
        <Form form={form} onSubmit={onSubmit} aria-label={t`Add employee`}>
          <FormError />
          <PersonalFields />
          <FormSection title={t`Placement`}>
            <PlacementFields />
            <SelectField name="status" label={t`Status`} required options={START_STATUSES} />
          </FormSection>
          <FormActions>
            <Button asChild>
              <Link to={paths.humanResource.employee.list()}>{t`Cancel`}</Link>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {t`Save employee`}
            </Button>
          </FormActions>
        </Form>
      </Card>
      {guard.dialog}
    </div>
  );
}

function EmployeeEdit({ id }: { id: string }) {
  const { t } = useLingui();
  const employee = useEmployee(id);
  if (employee.isPending) return <LoadingState label={t`Loading the employee…`} />;
  if (employee.isError) {
    return <QueryFailure error={employee.error} onRetry={() => void employee.refetch()} />;
  }
  return <EmployeeEditForm employee={employee.data} />;
}

function EmployeeEditForm({ employee }: { employee: EmployeeDetail }) {
  const { t } = useLingui();
  const { fullName } = employee;
  const navigate = useNavigate();
  const { toast } = useToast();
  const update = useUpdateEmployee();
  const form = useForm<PersonalValues>({ defaultValues: personalValuesOf(employee) });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const detailPath = paths.humanResource.employee.detail(employee.id);

  async function onSubmit(values: PersonalValues) {
    try {
      await update.mutateAsync({
        params: { path: { id: employee.id } },
        body: personalBodyOf(values),
      });
      toast({ tone: 'success', title: t`Employee saved`, description: `${values.fullName}.` });
      guard.allowNavigation();
      navigate(detailPath);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), PERSONAL_FIELDS);
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Edit ${fullName}`}
        status={<EmployeeStatusBadge status={employee.status} />}
        breadcrumbs={[
          { label: t`Employees`, href: paths.humanResource.employee.list() },
          { label: fullName, href: detailPath },
          { label: t`Edit` },
        ]}
        description={employee.employeeNumber}
        linkComponent={RouterLink}
      />
      <Banner tone="info">
        <Trans>
          Placement, salary and status change from the employee’s page with an effective date, so
          they are kept as work history.
        </Trans>
      </Banner>
      <Card>
        <Form form={form} onSubmit={onSubmit} aria-label={t`Edit ${fullName}`}>
          <FormError />
          <PersonalFields />
          <FormActions>
            <Button asChild>
              <Link to={detailPath}>{t`Cancel`}</Link>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {t`Save employee`}
            </Button>
          </FormActions>
        </Form>
      </Card>
      {guard.dialog}
    </div>
  );
}
