import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Button,
  DateField,
  Form,
  FormActions,
  FormError,
  FormRow,
  showFailureInForm,
  TextAreaField,
  TextField,
} from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useUnsavedChangesGuard } from '../components/UnsavedChangesGuard';
import { isOvertimeTime } from './overtime';

/** What an overtime request form asks: the day, from and to (`18:30`, Jakarta) and why. */
export type OvertimeRequestValues = {
  /** The employee, on a form with a picker (HR's); '' on the employee's own form. */
  employeeId: string;
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
};

export type OvertimeRequestFormProps = {
  /** The form's accessible name (the page's title). */
  label: string;
  /** The day the form starts on: today in Jakarta. */
  defaultDate: string;
  /** The words of the submit button. */
  submitLabel: string;
  /** Where "Cancel" goes, and where the form leads once the request is sent. */
  backTo: string;
  /**
   * Sends the request (the reason trimmed) and says so (a toast); throws on failure, and the
   * server's objections then appear under their fields.
   */
  onSubmit: (values: OvertimeRequestValues) => Promise<unknown>;
  /** A field above the date, named `employeeId`: HR's choice of the employee. */
  employeeField?: ReactNode;
  /** Shown under the times, above the reason: the employee's pay preview (it may `useWatch`). */
  preview?: ReactNode;
};

const FIELDS = ['date', 'startTime', 'endTime', 'reason'] as const;

/**
 * The form to ask for overtime, the employee's own and HR's on an employee's behalf: the date,
 * from and to (an end before the start is the next morning) and the reason, with Cancel and
 * submit. Guards unsaved changes; once `onSubmit` resolves it goes to `backTo`. Its words are in
 * `kitOvertimeCatalog`, which the page loads.
 */
export function OvertimeRequestForm({
  label,
  defaultDate,
  submitLabel,
  backTo,
  onSubmit,
  employeeField,
  preview,
}: OvertimeRequestFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useForm<OvertimeRequestValues>({
    defaultValues: { employeeId: '', date: defaultDate, startTime: '', endTime: '', reason: '' },
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const fields = employeeField ? ['employeeId', ...FIELDS] : FIELDS;
  const time = (value: unknown) =>
    value === '' || isOvertimeTime(String(value)) || t`Enter a time such as 18:30.`;

  async function submit(values: OvertimeRequestValues) {
    try {
      await onSubmit({ ...values, reason: values.reason.trim() });
      guard.allowNavigation();
      navigate(backTo);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), fields);
    }
  }

  return (
    <>
      <Form form={form} onSubmit={submit} aria-label={label}>
        <FormError />
        {employeeField}
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
            description={t`In quarter hours; an end before the start means the next morning.`}
            required
            rules={{ validate: time }}
          />
        </FormRow>
        {preview}
        <TextAreaField
          name="reason"
          label={t`Reason`}
          description={t`What the work is; the approver reads it.`}
          required
          requiredMessage={t`Say what the overtime was for.`}
          rows={3}
          maxLength={500}
        />
        <FormActions>
          <Button asChild>
            <Link to={backTo}>
              <Trans>Cancel</Trans>
            </Link>
          </Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </FormActions>
      </Form>
      {guard.dialog}
    </>
  );
}
