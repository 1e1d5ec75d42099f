import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  hoursMinutes,
  optionsOf,
  TIMESHEET_DAY_KIND_LABELS,
  type TimesheetDay,
  type TimesheetDayKind,
} from '@staffdesk/kit';
import {
  Button,
  Dialog,
  Form,
  FormError,
  SelectField,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useChangeTimesheetDay } from '../hooks/useTimesheets';
import { workDayLabel } from '../lib/attendance';
import { MAX_DAY_MINUTES, minutesFromHours } from '../lib/timesheets';
import { DisputeComment } from './DisputeComment';

type Values = { kind: TimesheetDayKind; hours: string; note: string };
const FIELDS = ['kind', 'hours', 'note'] as const;
/** The server names the hours `workedMinutes`; the form shows them as hours. */
const fieldOf = (field: string) => (field === 'workedMinutes' ? 'hours' : field);
const NOTE_MAX_LENGTH = 300;

export type TimesheetDayDialogProps = {
  timesheetId: string;
  employeeName: string;
  day: TimesheetDay;
  onClose: () => void;
};

/**
 * HR corrects one day of an employee's draft or disputed timesheet: what the day was, the hours
 * worked (`8:30`, sent as whole minutes; only for a day present) and a note the client PIC reads.
 * A 409 (the sheet was submitted or approved meanwhile) closes the dialog and says why; the page
 * reads the sheet again.
 */
export function TimesheetDayDialog({
  timesheetId,
  employeeName,
  day,
  onClose,
}: TimesheetDayDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const { toast } = useToast();
  const change = useChangeTimesheetDay();
  const form = useForm<Values>({
    defaultValues: {
      kind: day.kind,
      hours: day.workedMinutes === null ? '' : hoursMinutes(day.workedMinutes),
      note: day.note,
    },
  });
  const submitting = form.formState.isSubmitting;
  const present = form.watch('kind') === 'present';
  const when = workDayLabel(day.date);

  async function onSubmit(values: Values) {
    try {
      await change.mutateAsync({
        id: timesheetId,
        date: day.date,
        body: {
          kind: values.kind,
          workedMinutes: values.kind === 'present' ? minutesFromHours(values.hours) : null,
          note: values.note.trim(),
        },
      });
      toast({ tone: 'success', title: t`${when} saved`, description: employeeName });
      onClose();
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.status === 409) {
        toast({ tone: 'error', title: t`The timesheet has changed`, description: failure.message });
        onClose();
        return;
      }
      showFailureInForm(form, failure, FIELDS, fieldOf);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title={t`Correct ${when}`}
      description={t`${employeeName}’s timesheet. The change is kept in the audit log; the client PIC sees the note.`}
      hideClose={submitting}
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={submitting}>
            <Trans>Save day</Trans>
          </Button>
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} id={formId} aria-label={t`Correct ${when}`}>
        {day.disputeComment ? <DisputeComment comment={day.disputeComment} /> : null}
        <FormError />
        <SelectField
          name="kind"
          label={t({ message: 'Day', context: 'what a timesheet day was' })}
          options={optionsOf(TIMESHEET_DAY_KIND_LABELS)}
          required
        />
        {present ? (
          <TextField
            name="hours"
            label={t`Hours worked`}
            description={t`As hours and minutes, e.g. 8:30.`}
            placeholder="8:30"
            inputMode="decimal"
            autoComplete="off"
            required
            requiredMessage={t`Enter the hours worked.`}
            rules={{
              validate: (value: unknown) => {
                if (typeof value !== 'string' || value.trim() === '') return true;
                const minutes = minutesFromHours(value);
                if (minutes === null) return t`Enter the hours as H:MM, e.g. 8:30.`;
                if (minutes > MAX_DAY_MINUTES) return t`A day has at most 24 hours.`;
                return true;
              },
            }}
          />
        ) : null}
        <TextAreaField
          name="note"
          label={t`Note`}
          description={t`Optional, up to ${NOTE_MAX_LENGTH} characters.`}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
        />
      </Form>
    </Dialog>
  );
}
