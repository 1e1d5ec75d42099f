import { Trans, useLingui } from '@lingui/react/macro';
import { answerOf, describeFailure, hasPermission, useApi, useCurrentUser } from '@staffdesk/core';
import { Button, FormDialog, showFailureInForm, TextAreaField, useToast } from '@staffdesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { monthYearLabel } from '../lib/months';
import { type PayrollRun, runClientName } from './payroll';

/** The longest reason the server keeps. */
const REASON_MAX_LENGTH = 500;

/** Reopens an approved run with a reason; the run is shown as it is then, the lists read again. */
function useReopenRun() {
  const { fetchClient, $api } = useApi().payroll;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }): Promise<PayrollRun> =>
      answerOf(
        fetchClient.POST('/runs/{id}/reopen', { params: { path: { id } }, body: { reason } }),
      ),
    onSuccess: (run) => {
      const byRun = { params: { path: { id: run.id } } };
      queryClient.setQueryData($api.queryOptions('get', '/runs/{id}', byRun).queryKey, run);
      void queryClient.invalidateQueries({ queryKey: $api.queryOptions('get', '/runs').queryKey });
    },
  });
}

/**
 * "Reopen" on an approved run not paid yet, for who may approve (`payroll.approve`): a dialog asks
 * the reason (kept in the audit log), and the run goes back to calculated, its month's timesheets
 * open again. A refusal (paid meanwhile) shows in the dialog.
 */
export function ReopenRunButton({ run }: { run: PayrollRun }) {
  const me = useCurrentUser().data;
  const [open, setOpen] = useState(false);
  if (run.state !== 'approved' || !hasPermission(me, 'payroll.approve')) return null;
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trans>Reopen</Trans>
      </Button>
      {open ? <ReopenRunDialog run={run} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ReopenRunDialog({ run, onClose }: { run: PayrollRun; onClose: () => void }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const reopen = useReopenRun();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const who = runClientName(run);
  const month = monthYearLabel(run.period);
  const emptyMessage = t`Say why the approved payroll is reopened.`;

  async function onSubmit(values: { reason: string }) {
    try {
      await reopen.mutateAsync({ id: run.id, reason: values.reason.trim() });
      toast({ tone: 'success', title: t`Payroll reopened`, description: `${who} · ${month}` });
      onClose();
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['reason']);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      size="sm"
      title={t`Reopen the approved payroll of ${who} for ${month}?`}
      description={t`It goes back to calculated: calculate it again or review it, then approve it anew. The timesheets of ${month} can be changed again meanwhile.`}
      label={t`Reopen the payroll run`}
      submitLabel={<Trans>Reopen payroll</Trans>}
      submitVariant="danger"
    >
      <TextAreaField
        name="reason"
        label={t`Reason`}
        required
        requiredMessage={emptyMessage}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        rules={{
          validate: (value: unknown) => String(value ?? '').trim() !== '' || emptyMessage,
        }}
      />
    </FormDialog>
  );
}
