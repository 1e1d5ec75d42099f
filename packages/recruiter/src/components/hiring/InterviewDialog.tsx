import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { wibInstant } from '@staffdesk/kit';
import {
  Button,
  DateField,
  Dialog,
  Form,
  FormError,
  FormRow,
  formatDateTime,
  formatTime,
  Inline,
  showFailureInForm,
  TextAreaField,
  TextField,
  toBusinessDate,
  useToast,
} from '@staffdesk/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useClientPics, useScheduleInterview } from '../../hooks/useHiring';
import { defaultPicId, type Interview } from '../../lib/hiring';
import type { PipelineEntry } from '../../lib/pipeline';
import type { Requirement } from '../../lib/requirements';
import { PicField } from './PicField';

type InterviewValues = {
  date: string;
  time: string;
  durationMinutes: string;
  location: string;
  notes: string;
  picId: string;
};

const FIELDS = ['date', 'time', 'durationMinutes', 'location', 'notes', 'picId'] as const;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The server names the instant `startsAt`; the form asks for its day and time. */
const fieldOf = (field: string) => (field === 'startsAt' ? 'date' : field);

function valuesOf(interview: Interview | null, picId: string): InterviewValues {
  if (!interview) {
    return { date: '', time: '', durationMinutes: '60', location: '', notes: '', picId };
  }
  return {
    date: toBusinessDate(interview.startsAt),
    time: formatTime(interview.startsAt),
    durationMinutes: String(interview.durationMinutes),
    location: interview.location,
    notes: interview.notes,
    picId,
  };
}

export type InterviewDialogProps = {
  requirement: Requirement;
  /** The candidate to interview; the dialog is open while set. */
  entry: PipelineEntry | null;
  /** The interview scheduled already, which this moves; null to schedule one. */
  interview: Interview | null;
  onClose: () => void;
};

/**
 * Schedules a candidate's interview with the client, or moves the one scheduled
 * (`PUT /pipeline/{id}/interview`): the day and time in Jakarta time (WIB, sent with `+07:00`),
 * how long, where, notes and the PIC who interviews. The candidate and the PIC get the
 * invitation by mail (a moved one replaces the first in their calendars).
 */
export function InterviewDialog({ requirement, entry, interview, onClose }: InterviewDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const open = entry !== null;
  const client = useClientPics(requirement.clientId, open);
  const schedule = useScheduleInterview();
  const { pics } = client;
  const form = useForm<InterviewValues>({ defaultValues: valuesOf(null, '') });
  const name = entry?.candidate.fullName ?? '';
  const moving = interview !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when opened for a candidate
  useEffect(() => {
    if (entry) form.reset(valuesOf(interview, defaultPicId(pics)));
  }, [entry, interview, form]);

  useEffect(() => {
    if (open && pics.length > 0 && !form.getValues('picId')) {
      form.setValue('picId', defaultPicId(pics));
    }
  }, [open, pics, form]);

  async function onSubmit(values: InterviewValues) {
    if (!entry) return;
    const startsAt = wibInstant(values.date, values.time);
    try {
      await schedule.mutateAsync({
        params: { path: { id: entry.id } },
        body: {
          startsAt,
          durationMinutes: Number(values.durationMinutes),
          location: values.location.trim(),
          notes: values.notes.trim(),
          picId: values.picId,
        },
      });
    } catch (error) {
      showFailureInForm(form, describeFailure(error), FIELDS, fieldOf);
      return;
    }
    const when = formatDateTime(startsAt);
    toast({
      tone: 'success',
      title: moving
        ? t`The interview with ${name} moved to ${when} WIB`
        : t`Interview with ${name} scheduled on ${when} WIB`,
      description: t`The candidate and the PIC get the invitation by mail.`,
    });
    onClose();
  }

  const title = moving ? t`Move the interview of ${name}` : t`Schedule an interview with ${name}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={
        moving
          ? t`The candidate and the PIC get the new time by mail; it replaces the first invitation in their calendars.`
          : t`The candidate and the PIC get the invitation by mail, the PIC with a link for their feedback.`
      }
    >
      <Form form={form} onSubmit={onSubmit} aria-label={title}>
        <FormError />
        <FormRow>
          <DateField name="date" label={t`Date`} required />
          <TextField
            name="time"
            type="time"
            label={t`Time (WIB)`}
            required
            rules={{ pattern: { value: TIME, message: t`Enter a time such as 09:30.` } }}
          />
        </FormRow>
        <TextField
          name="durationMinutes"
          type="number"
          inputMode="numeric"
          label={t`Duration (minutes)`}
          required
          rules={{
            validate: (value: unknown) => {
              const minutes = Number(value);
              return (
                (Number.isInteger(minutes) && minutes >= 15 && minutes <= 480) ||
                t`An interview lasts from 15 to 480 minutes.`
              );
            },
          }}
        />
        <TextField
          name="location"
          label={t`Location`}
          description={t`The address, the room or the video call’s link.`}
          required
          maxLength={300}
        />
        <TextAreaField name="notes" label={t`Notes`} rows={3} maxLength={2000} />
        <PicField
          pics={pics}
          isPending={client.isPending}
          error={client.error}
          label={t`Interviewing PIC`}
          description={t`Gets the invitation and the link for their feedback.`}
        />
        <Inline justify="end">
          <Button type="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            variant="primary"
            loading={form.formState.isSubmitting}
            disabled={client.isPending || Boolean(client.error)}
          >
            {moving ? <Trans>Move interview</Trans> : <Trans>Schedule interview</Trans>}
          </Button>
        </Inline>
      </Form>
    </Dialog>
  );
}
