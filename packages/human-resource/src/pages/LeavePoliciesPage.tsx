import type { MainSchema } from '@staffdesk/api';
import { describeFailure, failureStatus, hasPermission, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, daysText } from '@staffdesk/kit';
import {
  Button,
  CheckboxField,
  ConfirmDialog,
  Dialog,
  EmptyState,
  ErrorState,
  Form,
  FormError,
  FormRow,
  LoadingState,
  PageHeader,
  SelectField,
  SimpleTable,
  showFailureInForm,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useClientChoices } from '../hooks/useClients';
import {
  type PolicyBody,
  useDeletePolicy,
  useLeavePolicies,
  useSavePolicy,
} from '../hooks/useLeave';
import type { LeavePolicy } from '../lib/leave';

const CHAINS = [
  { value: 'pic-then-hr', label: 'Client PIC, then HR' },
  { value: 'pic', label: 'Client PIC only' },
  { value: 'hr', label: 'HR only' },
];
const CHAIN_LABEL = Object.fromEntries(CHAINS.map((chain) => [chain.value, chain.label]));

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

function whole(min: number, max: number) {
  return (value: unknown) => {
    const number = Number(value);
    return (
      (Number.isInteger(number) && number >= min && number <= max) ||
      `Enter a whole number from ${min} to ${max}.`
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
  const { toast } = useToast();
  const save = useSavePolicy();
  const clients = useClientChoices();
  const form = useForm<Values>({ defaultValues: valuesOf(policy) });
  const submitting = form.formState.isSubmitting;
  const isDefault = policy !== null && policy.clientId === null;

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
      toast({ tone: 'success', title: 'Policy saved', description: body.name });
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
      title={policy ? `Edit ${policy.name}` : 'Add a client policy'}
      description="Weekends and holidays never count as leave days."
      hideClose={submitting}
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={submitting}>
            Save policy
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} id={formId} aria-label="Leave policy">
        <FormError />
        <TextField name="name" label="Name" required maxLength={120} />
        {isDefault ? null : (
          <SelectField
            name="clientId"
            label="Client"
            required
            placeholder="Choose a client"
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
            label="Annual quota (days)"
            inputMode="numeric"
            required
            rules={{ validate: whole(0, 60) }}
          />
          <SelectField
            name="accrual"
            label="Accrual"
            options={[
              { value: 'yearly', label: 'Yearly (full quota on 1 Jan)' },
              { value: 'monthly', label: 'Monthly (1/12 per month)' },
            ]}
          />
        </FormRow>
        <CheckboxField name="prorateJoiners" label="Prorate joiners in their first year" />
        <FormRow>
          <TextField
            name="carryOverCap"
            label="Carry-over cap (days)"
            inputMode="numeric"
            required
            rules={{ validate: whole(0, 12) }}
          />
          <TextField
            name="carryOverExpiresOn"
            label="Carry-over expires on (MM-DD)"
            required
            rules={{
              pattern: {
                value: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
                message: 'Use MM-DD, e.g. 03-31.',
              },
            }}
          />
        </FormRow>
        <FormRow>
          <TextField
            name="minimumNoticeDays"
            label="Minimum notice (days)"
            inputMode="numeric"
            required
            rules={{ validate: whole(0, 60) }}
          />
          <TextField
            name="sickAttachmentOverDays"
            label="Sick note needed over (days)"
            inputMode="numeric"
            required
            rules={{ validate: whole(0, 30) }}
          />
        </FormRow>
        <SelectField name="approvalChain" label="Approval chain" options={CHAINS} />
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
  const takenClients = new Set(
    list.flatMap((policy) => (policy.clientId ? [policy.clientId] : [])),
  );

  return (
    <div className="sd-stack">
      <PageHeader
        title="Leave policies"
        description="The default policy applies to every employee whose client has no policy of its own."
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            Add client policy
          </Button>
        }
      />
      {policies.isPending ? (
        <LoadingState rows={3} label="Loading the leave policies…" />
      ) : policies.isError ? (
        <ErrorState
          message={describeFailure(policies.error).message}
          onRetry={() => void policies.refetch()}
        />
      ) : (
        <SimpleTable
          label="Leave policies"
          rows={sorted}
          getRowKey={(policy) => policy.id}
          empty={<EmptyState title="No policies yet" />}
          columns={[
            {
              header: 'Policy',
              cell: (policy) => (
                <span style={{ display: 'grid' }}>
                  <strong>{policy.name}</strong>
                  <span className="sd-text-muted">
                    {policy.clientId === null ? 'Default' : (policy.clientName ?? 'Client policy')}
                  </span>
                </span>
              ),
            },
            {
              header: 'Annual quota',
              align: 'right',
              cell: (policy) => (
                <span className="sd-num">
                  {daysText(policy.annualQuota)} · {policy.accrual}
                </span>
              ),
            },
            {
              header: 'Carry-over',
              cell: (policy) => (
                <span className="sd-num">
                  up to {daysText(policy.carryOverCap)}, until {policy.carryOverExpiresOn}
                </span>
              ),
            },
            {
              header: 'Notice',
              align: 'right',
              cell: (policy) => (
                <span className="sd-num">{daysText(policy.minimumNoticeDays)}</span>
              ),
            },
            { header: 'Approval', cell: (policy) => CHAIN_LABEL[policy.approvalChain] },
            {
              header: <span className="sd-visually-hidden">Actions</span>,
              cell: (policy) => (
                <span className="sd-inline" style={{ justifyContent: 'flex-end' }}>
                  <Button size="sm" onClick={() => setEditing(policy)}>
                    Edit
                  </Button>
                  {policy.clientId !== null ? (
                    <Button size="sm" variant="danger" onClick={() => setDeleting(policy)}>
                      Delete
                    </Button>
                  ) : null}
                </span>
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
        title={`Delete ${deleting?.name ?? 'the policy'}?`}
        description="The client's employees follow the default policy from then on."
        confirmLabel="Delete policy"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast({ tone: 'success', title: 'Policy deleted' });
          } catch (error) {
            toast({
              tone: 'error',
              title: 'The policy was not deleted',
              description: describeFailure(error).message,
            });
            throw error;
          }
        }}
      />
    </div>
  );
}
