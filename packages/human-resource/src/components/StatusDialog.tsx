import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import type { EmployeeStatus } from '@staffdesk/kit';
import {
  DateField,
  FormDialog,
  SelectField,
  showFailureInForm,
  TextAreaField,
  useToast,
} from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import type { EmployeeDetail } from '../hooks/types';
import { useChangeStatus } from '../hooks/useEmployees';
import {
  EMPLOYEE_STATUS_OPTIONS,
  employeeStatusLabel,
  isLeaving,
  todayInJakarta,
} from '../lib/labels';

type StatusValues = { status: EmployeeStatus | ''; effectiveDate: string; note: string };

export type StatusDialogProps = {
  employee: EmployeeDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Changes the employment status from a date, with a note (`PUT /employees/{id}/status`): between
 * onboarding and active, or a leaver back to either (which clears their last working day).
 * Ending employment has its own dialog (`EndEmploymentDialog`), which asks for the last day.
 */
export function StatusDialog({ employee, open, onOpenChange }: StatusDialogProps) {
  const { t } = useLingui();
  const { fullName } = employee;
  const current = employeeStatusLabel(employee.status);
  const left = isLeaving(employee.status);
  const { toast } = useToast();
  const change = useChangeStatus();
  const defaults: StatusValues = { status: '', effectiveDate: todayInJakarta(), note: '' };
  const form = useForm<StatusValues>({ defaultValues: defaults });
  const submitting = form.formState.isSubmitting;

  const close = (next: boolean) => {
    if (submitting) return;
    if (!next) form.reset(defaults);
    onOpenChange(next);
  };

  async function onSubmit(values: StatusValues) {
    try {
      const note = values.note.trim();
      await change.mutateAsync({
        params: { path: { id: employee.id } },
        body: {
          status: values.status as EmployeeStatus,
          effectiveDate: values.effectiveDate,
          ...(note ? { note } : {}),
        },
      });
      const status = employeeStatusLabel(values.status as EmployeeStatus);
      toast({
        tone: 'success',
        title: t`Status changed`,
        description: t`${fullName}’s status is now ${status}.`,
      });
      form.reset(defaults);
      onOpenChange(false);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['status', 'effectiveDate', 'note']);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      open={open}
      onClose={() => close(false)}
      title={t`Change status`}
      description={
        left
          ? t`${fullName}’s status is ${current}. Back to onboarding or active clears their last working day; the change is kept in the work history.`
          : t`${fullName}’s status is ${current}. The change is kept in the work history.`
      }
      label={t`Change status`}
      submitLabel={<Trans>Change status</Trans>}
    >
      <SelectField
        name="status"
        label={t`Status`}
        required
        placeholder={t`Choose the new status…`}
        options={EMPLOYEE_STATUS_OPTIONS.filter(
          (option) => option.value !== employee.status && !isLeaving(option.value),
        )}
      />
      <DateField name="effectiveDate" label={t`Effective date`} required />
      <TextAreaField
        name="note"
        label={t`Note`}
        rows={3}
        maxLength={500}
        description={t`E.g. the resignation letter's date, or why the contract ended.`}
      />
    </FormDialog>
  );
}
