import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
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
import { optionsOf } from '../labels/labels';
import { dayLabel } from '../lib/days';
import { DisputeComment } from './DisputeComment';
import { MAX_DAY_MINUTES, minutesFromHours } from './hours';
import {
  hoursMinutes,
  TIMESHEET_DAY_KIND_LABELS,
  type TimesheetDay,
  type TimesheetDayChange,
} from './timesheets';

/** The values of the day's form: the hours as typed (`8:30`, `8.5`), not yet minutes. */
export type TimesheetDayValues = { kind: TimesheetDayChange['kind']; hours: string; note: string };

/** What a day can be set to: anything but `upcoming`, which only the days still to come are. */
const KIND_OPTIONS = optionsOf(TIMESHEET_DAY_KIND_LABELS).filter((o) => o.value !== 'upcoming');

const FIELDS = ['kind', 'hours', 'note'] as const;
/** The server names the hours `workedMinutes`; the form shows them as hours. */
const fieldOf = (field: string) => (field === 'workedMinutes' ? 'hours' : field);
const NOTE_MAX_LENGTH = 300;

export type TimesheetDayDialogProps = {
  /** The day to correct, as the sheet shows it (with the client PIC's comment, if any). */
  day: TimesheetDay;
  /**
   * Saves the correction: the department's mutation (the employee's
   * `PUT /me/timesheets/{id}/days/{date}`, HR's `PUT /timesheets/{id}/days/{date}`). A rejection
   * with the API's failure shows it: a 409 closes the dialog, field errors go beside the fields.
   */
  save: (body: TimesheetDayChange) => Promise<unknown>;
  /** Under the title: whose sheet it is and who sees the note. */
  description: string;
  /** Under the "{day} saved" toast (HR: the employee's name). */
  savedDescription?: string;
  /** The weekday in the title, as the page names the day: `Tuesday, …` (default) or `Tue, …`. */
  weekday?: 'long' | 'short';
  onClose: () => void;
};

/**
 * Corrects one day of a draft or disputed timesheet: what the day was, the hours worked (as
 * `8:30` or `8.5`, sent as whole minutes; only for a day present) and a note the client PIC
 * reads. A 409 (the sheet was submitted, approved or changed meanwhile) closes the dialog and
 * says why; the page reads the sheet again.
 */
export function TimesheetDayDialog({
  day,
  save,
  description,
  savedDescription,
  weekday = 'long',
  onClose,
}: TimesheetDayDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const { toast } = useToast();
  const form = useForm<TimesheetDayValues>({
    defaultValues: {
      // A day still to come has no answer yet: the employee says what it was.
      kind: day.kind === 'upcoming' ? 'present' : day.kind,
      hours: day.workedMinutes === null ? '' : hoursMinutes(day.workedMinutes),
      note: day.note,
    },
  });
  const submitting = form.formState.isSubmitting;
  const present = form.watch('kind') === 'present';
  const when = dayLabel(day.date, weekday);
  const limit = NOTE_MAX_LENGTH;

  async function onSubmit(values: TimesheetDayValues) {
    try {
      await save({
        kind: values.kind,
        workedMinutes: values.kind === 'present' ? minutesFromHours(values.hours) : null,
        note: values.note.trim(),
      });
      toast({ tone: 'success', title: t`${when} saved`, description: savedDescription });
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
      description={description}
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
          options={KIND_OPTIONS}
          required
        />
        {present ? (
          <TextField
            name="hours"
            label={t`Hours worked`}
            description={t`As hours and minutes (8:30) or hours (8.5).`}
            placeholder="8:30"
            autoComplete="off"
            required
            requiredMessage={t`Enter the hours worked.`}
            rules={{
              validate: (value: unknown) => {
                if (typeof value !== 'string' || value.trim() === '') return true;
                const minutes = minutesFromHours(value);
                if (minutes === null) return t`Enter the hours as 8:30 or 8.5.`;
                if (minutes > MAX_DAY_MINUTES) return t`A day has at most 24 hours.`;
                return true;
              },
            }}
          />
        ) : null}
        <TextAreaField
          name="note"
          label={t`Note`}
          description={t`Optional, up to ${limit} characters.`}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          rules={{
            maxLength: {
              value: NOTE_MAX_LENGTH,
              message: t`Use at most ${limit} characters.`,
            },
          }}
        />
      </Form>
    </Dialog>
  );
}
