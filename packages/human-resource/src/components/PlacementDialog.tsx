import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { DateField, FormDialog, showFailureInForm, TextAreaField, useToast } from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import type { EmployeeDetail } from '../hooks/types';
import { useChangePlacement } from '../hooks/useEmployees';
import { todayInJakarta } from '../lib/labels';
import {
  PLACEMENT_FIELDS,
  PlacementFields,
  type PlacementValues,
  placementBodyOf,
  placementValuesOf,
} from './PlacementFields';

type PlacementChangeValues = { effectiveDate: string; note: string; placement: PlacementValues };

export type PlacementDialogProps = {
  employee: EmployeeDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function defaultsOf(employee: EmployeeDetail): PlacementChangeValues {
  return {
    effectiveDate: todayInJakarta(),
    note: '',
    placement: placementValuesOf(employee.placement),
  };
}

/**
 * Changes the placement or salary from an effective date (`PUT /employees/{id}/placement`); the
 * server keeps each change in the work history with what it was before.
 */
export function PlacementDialog({ employee, open, onOpenChange }: PlacementDialogProps) {
  const { t } = useLingui();
  const { fullName } = employee;
  const { toast } = useToast();
  const change = useChangePlacement();
  const form = useForm<PlacementChangeValues>({ defaultValues: defaultsOf(employee) });
  const submitting = form.formState.isSubmitting;

  const close = (next: boolean) => {
    if (submitting) return;
    if (!next) form.reset(defaultsOf(employee));
    onOpenChange(next);
  };

  async function onSubmit(values: PlacementChangeValues) {
    try {
      const note = values.note.trim();
      await change.mutateAsync({
        params: { path: { id: employee.id } },
        body: {
          effectiveDate: values.effectiveDate,
          placement: placementBodyOf(values.placement),
          ...(note ? { note } : {}),
        },
      });
      toast({
        tone: 'success',
        title: t`Placement saved`,
        description: t`The change for ${fullName} is in the work history.`,
      });
      onOpenChange(false);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), [
        'effectiveDate',
        'note',
        ...PLACEMENT_FIELDS.map((field) => `placement.${field}`),
      ]);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      open={open}
      onClose={() => close(false)}
      size="lg"
      title={t`Change placement or salary`}
      description={t`${fullName}: what changes, and from which day. The work history keeps what it was before.`}
      label={t`Change placement or salary`}
      submitLabel={<Trans>Save change</Trans>}
      wide
    >
      <DateField name="effectiveDate" label={t`Effective date`} required />
      <PlacementFields employeeId={employee.id} />
      <TextAreaField
        name="note"
        label={t`Note`}
        rows={2}
        maxLength={500}
        description={t`Why it changes, e.g. the annual salary review.`}
      />
    </FormDialog>
  );
}
