import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MainSchema } from '@staffdesk/api';
import { describeFailure, failureStatus, hasPermission, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, daysText, optionsOf, QueryFailure, useClientChoices } from '@staffdesk/kit';
import {
  Button,
  CheckboxField,
  ConfirmDialog,
  Dialog,
  EmptyState,
  Form,
  FormError,
  FormRow,
  Inline,
  LoadingState,
  PageHeader,
  SelectField,
  SimpleTable,
  Stack,
  showFailureInForm,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type PolicyBody,
  useDeletePolicy,
  useLeavePolicies,
  useSavePolicy,
} from '../hooks/useLeave';
import type { LeavePolicy } from '../lib/leave';

/** The approval chains, in the order the form offers them. */
const CHAIN_LABEL: Readonly<Record<LeavePolicy['approvalChain'], MessageDescriptor>> = {
  'pic-then-hr': msg`Client PIC, then HR`,
  pic: msg`Client PIC only`,
  hr: msg`HR only`,
};

/** How the annual quota accrues, after the quota in the list ("12 days · yearly"). */
const ACCRUAL_LABEL: Readonly<Record<LeavePolicy['accrual'], MessageDescriptor>> = {
  yearly: msg({ message: 'yearly', context: 'leave accrual, after the quota: 12 days · yearly' }),
  monthly: msg({
    message: 'monthly',
    context: 'leave accrual, after the quota: 12 days · monthly',
  }),
};

type Values = {
  name: string;
  clientId: string;
  annualQuota: string;
  accrual: MainSchema<'LeavePolicyInput'>['accrual'];
  prorateJoiners: boolean;
  carryOverCap: string;
  carryOverExpiresOn: string;
  minimumNoticeDays: string;
  sickAttachmentOverDays: string;
  approvalChain: LeavePolicy['approvalChain'];
};

const FIELDS = [
  'name',
  'clientId',
  'annualQuota',
  'accrual',
  'prorateJoiners',
  'carryOverCap',
  'carryOverExpiresOn',
  'minimumNoticeDays',
  'sickAttachmentOverDays',
  'approvalChain',
] as const;

function valuesOf(policy: LeavePolicy | null): Values {
  return {
    name: policy?.name ?? '',
    clientId: policy?.clientId ?? '',
    annualQuota: String(policy?.annualQuota ?? 12),
    accrual: policy?.accrual ?? 'yearly',
    prorateJoiners: policy?.prorateJoiners ?? true,
    carryOverCap: String(policy?.carryOverCap ?? 0),
    carryOverExpiresOn: policy?.carryOverExpiresOn ?? '03-31',
    minimumNoticeDays: String(policy?.minimumNoticeDays ?? 0),
    sickAttachmentOverDays: String(policy?.sickAttachmentOverDays ?? 1),
    approvalChain: policy?.approvalChain ?? 'pic-then-hr',
  };
}

function whole(i18n: I18n, min: number, max: number) {
  return (value: unknown) => {
    const number = Number(value);
    return (
      (Number.isInteger(number) && number >= min && number <= max) ||
      i18n._(msg`Enter a whole number from ${min} to ${max}.`)
    );
  };
}

function PolicyDialog({
  policy,
  takenClients,
  onClose,
}: {
  policy: LeavePolicy | null;
  takenClients: ReadonlySet<string>;
  onClose: () => void;
}) {
  const formId = useId();
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const save = useSavePolicy();
  const clients = useClientChoices();
  const form = useForm<Values>({ defaultValues: valuesOf(policy) });
  const submitting = form.formState.isSubmitting;
  const isDefault = policy !== null && policy.clientId === null;
  const editTitle = ({ name }: LeavePolicy) => t`Edit ${name}`;

  async function onSubmit(values: Values) {
    const body: PolicyBody = {
      name: values.name.trim(),
      clientId: isDefault ? null : values.clientId || null,
      annualQuota: Number(values.annualQuota),
      accrual: values.accrual,
      prorateJoiners: values.prorateJoiners,
      carryOverCap: Number(values.carryOverCap),
      carryOverExpiresOn: values.carryOverExpiresOn,
      countWeekends: false,
      countHolidays: false,
      minimumNoticeDays: Number(values.minimumNoticeDays),
      sickAttachmentOverDays: Number(values.sickAttachmentOverDays),
      approvalChain: values.approvalChain,
    };
    try {
      await save.mutateAsync({ id: policy?.id, body });
      toast({ tone: 'success', title: t`Policy saved`, description: body.name });
      onClose();
    } catch (error) {
      showFailureInForm(form, describeFailure(error), FIELDS);
    }
  }

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title={policy ? editTitle(policy) : t`Add a client policy`}
      description={t`Weekends and holidays never count as leave days.`}
      hideClose={submitting}
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={submitting}>
            {t`Save policy`}
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} id={formId} aria-label={t`Leave policy`}>
        <FormError />
        <TextField name="name" label={t`Name`} required maxLength={120} />
        {isDefault ? null : (
          <SelectField
            name="clientId"
            label={t`Client`}
            required
            placeholder={t`Choose a client`}
            options={(clients.data?.items ?? []).map((client) => ({
              value: client.id,
              label: client.legalName,
              disabled: takenClients.has(client.id) && client.id !== policy?.clientId,
            }))}
          />
        )}
        <FormRow>
          <TextField
            name="annualQuota"
            label={t`Annual quota (days)`}
            inputMode="numeric"
            required
            rules={{ validate: whole(i18n, 0, 60) }}
          />
          <SelectField
            name="accrual"
            label={t`Accrual`}
            options={[
              { value: 'yearly', label: t`Yearly (full quota on 1 Jan)` },
              { value: 'monthly', label: t`Monthly (1/12 per month)` },
            ]}
          />
        </FormRow>
        <CheckboxField name="prorateJoiners" label={t`Prorate joiners in their first year`} />
        <FormRow>
          <TextField
            name="carryOverCap"
            label={t`Carry-over cap (days)`}
            inputMode="numeric"
            required
            rules={{ validate: whole(i18n, 0, 12) }}
          />
          <TextField
            name="carryOverExpiresOn"
            label={t`Carry-over expires on (MM-DD)`}
            required
            rules={{
              pattern: {
                value: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
                message: t`Use MM-DD, e.g. 03-31.`,
              },
            }}
          />
        </FormRow>
        <FormRow>
          <TextField
            name="minimumNoticeDays"
            label={t`Minimum notice (days)`}
            inputMode="numeric"
            required
            rules={{ validate: whole(i18n, 0, 60) }}
          />
          <TextField
            name="sickAttachmentOverDays"
            label={t`Sick note needed over (days)`}
            inputMode="numeric"
            required
            rules={{ validate: whole(i18n, 0, 30) }}
          />
        </FormRow>
        <SelectField
          name="approvalChain"
          label={t`Approval chain`}
          options={optionsOf(CHAIN_LABEL)}
        />
      </Form>
    </Dialog>
  );
}

/**
 * `/human-resource/leaves/policy`: the default leave policy and one policy per client at most
 * (quota, accrual, carry-over, notice, sick notes, approval chain). `leave.manage`.
 */
export function Component() {
  const me = useCurrentUser().data;
  const mayManage = hasPermission(me, 'leave.manage');
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const policies = useLeavePolicies();
  const remove = useDeletePolicy();
  const [editing, setEditing] = useState<LeavePolicy | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LeavePolicy | null>(null);

  if (failureStatus(policies.error) === 403 || (me && !mayManage)) return <AccessDenied />;

  const list = policies.data ?? [];
  const sorted = [...list].sort((a, b) =>
    a.clientId === null ? -1 : b.clientId === null ? 1 : a.name.localeCompare(b.name),
  );
  const deleteTitle = ({ name }: LeavePolicy) => t`Delete ${name}?`;
  const takenClients = new Set(
    list.flatMap((policy) => (policy.clientId ? [policy.clientId] : [])),
  );

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Leave policies`}
        description={t`The default policy applies to every employee whose client has no policy of its own.`}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t`Add client policy`}
          </Button>
        }
      />
      {policies.isPending ? (
        <LoadingState rows={3} label={t`Loading the leave policies…`} />
      ) : policies.isError ? (
        <QueryFailure error={policies.error} onRetry={() => void policies.refetch()} />
      ) : (
        <SimpleTable
          label={t`Leave policies`}
          rows={sorted}
          getRowKey={(policy) => policy.id}
          empty={<EmptyState title={t`No policies yet`} />}
          columns={[
            {
              header: t`Policy`,
              cell: (policy) => (
                <Stack as="span" gap={0}>
                  <strong>{policy.name}</strong>
                  <span className="sd-text-muted">
                    {policy.clientId === null
                      ? t({ message: 'Default', context: 'the default leave policy' })
                      : (policy.clientName ?? t`Client policy`)}
                  </span>
                </Stack>
              ),
            },
            {
              header: t`Annual quota`,
              align: 'right',
              cell: (policy) => (
                <span className="sd-num">
                  {daysText(policy.annualQuota)} · {i18n._(ACCRUAL_LABEL[policy.accrual])}
                </span>
              ),
            },
            {
              header: t`Carry-over`,
              cell: (policy) => {
                const cap = daysText(policy.carryOverCap);
                const until = policy.carryOverExpiresOn;
                return <span className="sd-num">{t`up to ${cap}, until ${until}`}</span>;
              },
            },
            {
              header: t({ message: 'Notice', context: 'minimum notice before leave' }),
              align: 'right',
              cell: (policy) => (
                <span className="sd-num">{daysText(policy.minimumNoticeDays)}</span>
              ),
            },
            {
              header: t`Approval`,
              cell: (policy) => i18n._(CHAIN_LABEL[policy.approvalChain]),
            },
            {
              header: <span className="sd-visually-hidden">{t`Actions`}</span>,
              cell: (policy) => (
                <Inline as="span" justify="end">
                  <Button size="sm" onClick={() => setEditing(policy)}>
                    {t`Edit`}
                  </Button>
                  {policy.clientId !== null ? (
                    <Button size="sm" variant="danger" onClick={() => setDeleting(policy)}>
                      {t`Delete`}
                    </Button>
                  ) : null}
                </Inline>
              ),
            },
          ]}
        />
      )}
      {editing ? (
        <PolicyDialog
          policy={editing === 'new' ? null : editing}
          takenClients={takenClients}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? deleteTitle(deleting) : t`Delete the policy?`}
        description={t`The client's employees follow the default policy from then on.`}
        confirmLabel={t`Delete policy`}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast({ tone: 'success', title: t`Policy deleted` });
          } catch (error) {
            toast({
              tone: 'error',
              title: t`The policy was not deleted`,
              description: describeFailure(error).message,
            });
            throw error;
          }
        }}
      />
    </div>
  );
}
