import { Trans, useLingui } from '@lingui/react/macro';
import {
  describeFailure,
  hasPermission,
  paths,
  RouterLink,
  useCatalogs,
  useCurrentUser,
} from '@staffdesk/core';
import {
  AccessDenied,
  NotFound,
  QueryFailure,
  RadioGroupField,
  radioOptionsOf,
  TAX_METHOD_LABELS,
  type TaxMethod,
  useUnsavedChangesGuard,
} from '@staffdesk/kit';
import {
  Badge,
  Banner,
  Button,
  Card,
  Form,
  FormActions,
  FormError,
  FormSection,
  formatDateTime,
  LoadingState,
  MoneyField,
  monthName,
  PageHeader,
  SelectField,
  showFailureInForm,
  useToast,
} from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import {
  type PayrollPolicy,
  type PayrollPolicyBody,
  usePayrollPolicy,
  useSavePayrollPolicy,
} from '../hooks/usePayrollPolicies';
import {
  PAYSLIP_DELIVERY_LABELS,
  type PayslipDelivery,
  PRORATION_BASIS_LABELS,
  type ProrationBasis,
  UNPAID_DAY_BASIS_LABELS,
  type UnpaidDayBasis,
} from '../lib/payroll-policy';
import { payrollPolicyCatalog } from '../locales/pages/payroll-policy/catalog';

type PolicyValues = {
  taxMethod: TaxMethod;
  prorationBasis: ProrationBasis;
  /** The month whose run pays THR, '1' to '12', or '' for none. */
  thrMonth: string;
  kesehatanFloor: number | null;
  payslipDelivery: PayslipDelivery;
  unpaidDayBasis: UnpaidDayBasis;
};

const FIELDS = [
  'taxMethod',
  'prorationBasis',
  'thrMonth',
  'kesehatanFloor',
  'payslipDelivery',
  'unpaidDayBasis',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function valuesOf(policy: PayrollPolicy): PolicyValues {
  return {
    taxMethod: policy.taxMethod,
    prorationBasis: policy.prorationBasis,
    thrMonth: policy.thrMonth === null ? '' : String(policy.thrMonth),
    kesehatanFloor: policy.kesehatanFloor,
    payslipDelivery: policy.payslipDelivery,
    unpaidDayBasis: policy.unpaidDayBasis,
  };
}

function bodyOf(values: PolicyValues): PayrollPolicyBody {
  return {
    taxMethod: values.taxMethod,
    prorationBasis: values.prorationBasis,
    thrMonth: values.thrMonth ? Number(values.thrMonth) : null,
    kesehatanFloor: values.kesehatanFloor ?? 0,
    payslipDelivery: values.payslipDelivery,
    unpaidDayBasis: values.unpaidDayBasis,
  };
}

/**
 * `/finance/pph21-policy/form/edit/:id`: a client's payroll policy (`GET`/`PUT
 * /clients/{id}/payroll-policy`): who bears the PPh 21, how a part month is prorated, the month
 * THR is paid, the BPJS Kesehatan wage floor and how e-payslips are mailed. `payroll.read` to read,
 * `finance.manage` to change; saved, it goes back to the list.
 */
export function Component() {
  const ready = useCatalogs(payrollPolicyCatalog);
  return ready ? <PayrollPolicyForm /> : <LoadingState rows={5} />;
}

function PayrollPolicyForm() {
  const { t } = useLingui();
  const { type, id } = useParams();
  const me = useCurrentUser().data;
  const back = { to: paths.finance.pph21Policy.list(), label: t`Back to PPh 21 policy` };
  if (me && !hasPermission(me, 'payroll.read')) return <AccessDenied action={back} />;
  if (type !== 'edit' || !id || !UUID.test(id)) {
    return <NotFound message={t`There is no such client.`} action={back} />;
  }
  return <PolicyLoader clientId={id} canEdit={hasPermission(me, 'finance.manage')} />;
}

function PolicyLoader({ clientId, canEdit }: { clientId: string; canEdit: boolean }) {
  const { t } = useLingui();
  const policy = usePayrollPolicy(clientId);
  if (policy.isPending) return <LoadingState label={t`Loading the client’s policy…`} />;
  if (policy.isError) {
    return (
      <QueryFailure
        error={policy.error}
        onRetry={() => void policy.refetch()}
        action={{ to: paths.finance.pph21Policy.list(), label: t`Back to PPh 21 policy` }}
      />
    );
  }
  return <PolicyForm policy={policy.data} canEdit={canEdit} />;
}

function PolicyForm({ policy, canEdit }: { policy: PayrollPolicy; canEdit: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const save = useSavePayrollPolicy();
  const form = useForm<PolicyValues>({ defaultValues: valuesOf(policy) });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const listPath = paths.finance.pph21Policy.list();
  const name = policy.clientName;
  const updatedBy = policy.updatedByLabel ?? '—';
  const updatedAt = policy.updatedAt ? formatDateTime(policy.updatedAt) : '';

  async function onSubmit(values: PolicyValues) {
    try {
      await save.mutateAsync({ clientId: policy.clientId, body: bodyOf(values) });
      toast({ tone: 'success', title: t`Payroll policy saved`, description: name });
      guard.allowNavigation();
      navigate(listPath);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), FIELDS);
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Payroll policy of ${name}`}
        status={
          policy.isDefault ? (
            <Badge tone="neutral">
              {t({ message: 'Default', context: 'a client without a payroll policy of its own' })}
            </Badge>
          ) : null
        }
        description={
          policy.isDefault
            ? t`The client follows the defaults until you save its own policy. Runs calculated from then on follow it.`
            : t`Last saved by ${updatedBy} on ${updatedAt}. Runs calculated from now on follow a change.`
        }
        breadcrumbs={[{ label: t`PPh 21 policy`, href: listPath }, { label: name }]}
        linkComponent={RouterLink}
      />
      <Card>
        <Form form={form} onSubmit={onSubmit} aria-label={t`Payroll policy of ${name}`}>
          <FormError />
          {canEdit ? null : (
            <Banner tone="info">
              <Trans>
                You can read this policy. Changing it needs the permission to manage finance.
              </Trans>
            </Banner>
          )}
          {/* A disabled fieldset makes every field read-only at once. */}
          <fieldset className="sd-form-section sd-gap-5" disabled={!canEdit}>
            <RadioGroupField<TaxMethod>
              name="taxMethod"
              legend={t`PPh 21 tax method`}
              options={radioOptionsOf(TAX_METHOD_LABELS, {
                gross: t`The employees bear the PPh 21: it is deducted from their pay.`,
                'gross-up': t`The company pays a tax allowance equal to the PPh 21, so the take-home pay is as if untaxed.`,
                net: t`The company bears the PPh 21 without showing it on the payslip.`,
              })}
            />
            <p className="sd-field__description">
              <Trans>
                An employee whose salary data names a tax method of their own keeps it; the others
                follow this one.
              </Trans>
            </p>
            <RadioGroupField<ProrationBasis>
              name="prorationBasis"
              legend={t`Proration of a part month`}
              options={radioOptionsOf(PRORATION_BASIS_LABELS, {
                'working-days': t`Someone who joins or leaves during the month is paid for the working days they were employed, out of the month’s working days.`,
                'calendar-days': t`Someone who joins or leaves during the month is paid for the calendar days they were employed, out of the month’s days.`,
              })}
            />
            <RadioGroupField<UnpaidDayBasis>
              name="unpaidDayBasis"
              legend={t`Rate of an unpaid day`}
              options={radioOptionsOf(UNPAID_DAY_BASIS_LABELS, {
                'timesheet-period': t`The monthly wage ÷ the working days of the timesheet period the absent days come from (e.g. 21 Oct – 20 Nov). The same period for the days and the divisor.`,
                'calendar-month': t`The monthly wage ÷ the working days of the run’s calendar month, whatever period the absent days come from.`,
              })}
            />
            <FormSection title={t`THR and BPJS`}>
              <SelectField
                name="thrMonth"
                label={t`THR month`}
                placeholder={t`Not through payroll`}
                options={Array.from({ length: 12 }, (_, index) => ({
                  value: String(index + 1),
                  label: monthName(index + 1, 'long'),
                }))}
                description={t`The month whose payroll run pays the THR (religious holiday allowance), usually the month before the holiday. Without one, pay THR as a one-off line.`}
              />
              <MoneyField
                name="kesehatanFloor"
                label={t`BPJS Kesehatan wage floor`}
                required
                requiredMessage={t`Enter the regional minimum wage, or 0 for none.`}
                description={t`The regional minimum wage (UMP or UMK) where the client’s employees work: BPJS Kesehatan is calculated on at least this wage. 0 for none.`}
              />
            </FormSection>
            <RadioGroupField<PayslipDelivery>
              name="payslipDelivery"
              legend={t`E-payslip delivery`}
              options={radioOptionsOf(PAYSLIP_DELIVERY_LABELS, {
                link: t`The mail says the payslip is ready, with no figures, and links to it behind the employee’s sign-in (the link works 30 days).`,
                'attachment-with-employee-password': t`The same mail with the PDF attached, encrypted with the e-payslip password each employee sets on their payslips page. Until they set one, they get the link only.`,
              })}
            />
          </fieldset>
          <FormActions>
            <Button asChild>
              <Link to={listPath}>{canEdit ? <Trans>Cancel</Trans> : <Trans>Back</Trans>}</Link>
            </Button>
            {canEdit ? (
              <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
                <Trans>Save policy</Trans>
              </Button>
            ) : null}
          </FormActions>
        </Form>
      </Card>
      {guard.dialog}
    </div>
  );
}
