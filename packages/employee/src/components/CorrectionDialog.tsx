import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { dayLabel } from '@staffdesk/kit';
import {
  FormDialog,
  formatTime,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { useAskCorrection } from '../hooks/useAttendance';
import type { AttendanceDay } from '../lib/types';

type Values = { workDate: string; clockIn: string; clockOut: string; reason: string };
const FIELDS = ['workDate', 'clockIn', 'clockOut', 'reason'] as const;

export type CorrectionDialogProps = { day: AttendanceDay; onClose: () => void };

/**
 * Asks HR to correct one day: the times it should have (Jakarta; a clock-out earlier than the
 * clock-in is the next morning) and why. Starts from the day's punches when there are some.
 */
export function CorrectionDialog({ day, onClose }: CorrectionDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const ask = useAskCorrection();
  const { record } = day;
  const form = useForm<Values>({
    defaultValues: {
      workDate: day.date,
      clockIn: record ? formatTime(record.clockInAt) : '',
      clockOut: record?.clockOutAt ? formatTime(record.clockOutAt) : '',
      reason: '',
    },
  });
  const when = dayLabel(day.date);

  async function onSubmit(values: Values) {
    try {
      await ask.mutateAsync({
        workDate: values.workDate,
        clockIn: values.clockIn,
        clockOut: values.clockOut || null,
        reason: values.reason.trim(),
      });
      toast({
        tone: 'success',
        title: t`Correction sent to HR`,
        description: t`Your day changes once HR approves it.`,
      });
      onClose();
    } catch (error) {
      showFailureInForm(form, describeFailure(error), FIELDS);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={t`Correct ${when}`}
      description={t`Give the times you really started and finished, and what went wrong. HR decides.`}
      label={t`Correct ${when}`}
      submitLabel={<Trans>Send to HR</Trans>}
    >
      <TextField name="clockIn" type="time" label={t`Clock in`} required />
      <TextField
        name="clockOut"
        type="time"
        label={t`Clock out`}
        description={t`Leave it empty if you are still at work. Earlier than the clock in means the next morning.`}
      />
      <TextAreaField name="reason" label={t`What went wrong`} required rows={3} maxLength={500} />
    </FormDialog>
  );
}
