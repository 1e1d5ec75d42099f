import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  daysText,
  type LeaveBalance,
  type LeaveType,
  leaveTypeName,
  workingDaysText,
} from '@staffdesk/kit';
import {
  DateField,
  FormDialog,
  SelectField,
  showFailureInForm,
  TextAreaField,
  useToast,
} from '@staffdesk/ui';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDebounced } from '../hooks/useDebounced';
import { useAskForLeave, useLeaveWorkingDays } from '../hooks/useLeave';

type Values = {
  type: string;
  startDate: string;
  endDate: string;
  halfDay: '' | 'morning' | 'afternoon';
  reason: string;
  /** Never an input: holds the attachment's error (the file lives in state). */
  attachment: string;
};

const FIELDS = ['type', 'startDate', 'endDate', 'halfDay', 'reason', 'attachment'] as const;
const MAX_ATTACHMENT = 5 * 1024 * 1024;
const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

export type AskForLeaveDialogProps = {
  types: readonly LeaveType[];
  balances: readonly LeaveBalance[];
  onClose: () => void;
};

/**
 * Asks for leave: type, dates (half day when one day), reason and an optional attachment; shows
 * the working days live and the balance after; the server's objections appear by their field.
 */
export function AskForLeaveDialog({ types, balances, onClose }: AskForLeaveDialogProps) {
  const { t } = useLingui();
  const attachmentId = useId();
  const { toast } = useToast();
  const ask = useAskForLeave();
  const [attachment, setAttachment] = useState<File | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      type: '',
      startDate: '',
      endDate: '',
      halfDay: '',
      reason: '',
      attachment: '',
    },
  });
  const [type, startDate, endDate, halfDay] = useWatch({
    control: form.control,
    name: ['type', 'startDate', 'endDate', 'halfDay'],
  });
  const oneDay = startDate !== '' && startDate === endDate;
  const range =
    startDate && endDate && endDate >= startDate
      ? { startDate, endDate, halfDay: oneDay && halfDay ? halfDay : null, type: type || null }
      : null;
  const settled = useDebounced(range, 300);
  const count = useLeaveWorkingDays(settled);
  const counted = settled && range && JSON.stringify(settled) === JSON.stringify(range);
  const workingDays = counted ? count.data?.workingDays : undefined;
  const balance = balances.find((item) => item.type === type);
  const typeName = type ? leaveTypeName(type, types) : '';
  const left =
    balance && workingDays !== undefined ? daysText(balance.available - workingDays) : '';
  const attachmentError = form.formState.errors.attachment?.message;

  async function onSubmit(values: Values) {
    if (attachment && attachment.size > MAX_ATTACHMENT) {
      form.setError('attachment', { message: t`The attachment is over 5 MB.` });
      return;
    }
    const body = new FormData();
    body.set('type', values.type);
    body.set('startDate', values.startDate);
    body.set('endDate', values.endDate);
    if (values.startDate === values.endDate && values.halfDay) body.set('halfDay', values.halfDay);
    body.set('reason', values.reason.trim());
    if (attachment) body.set('attachment', attachment);
    try {
      await ask.mutateAsync(body);
      toast({
        tone: 'success',
        title: t`Leave requested`,
        description: t`Your approvers are asked by email. You will hear when they decide.`,
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
      title={t`Ask for leave`}
      description={t`Your approvers are asked in order; you see their decision here.`}
      label={t`Ask for leave`}
      submitLabel={<Trans>Send request</Trans>}
    >
      <SelectField
        name="type"
        label={t`Leave type`}
        required
        placeholder={t`Choose a type`}
        options={types.map((item) => ({ value: item.key, label: item.name }))}
      />
      <DateField name="startDate" label={t`Start date`} required />
      <DateField
        name="endDate"
        label={t`End date`}
        required
        min={startDate || undefined}
        rules={{
          validate: (value: unknown) =>
            !startDate || !value || String(value) >= startDate || t`End on or after the start.`,
        }}
      />
      {oneDay ? (
        <SelectField
          name="halfDay"
          label={t`Half day`}
          options={[
            { value: '', label: t`Full day` },
            { value: 'morning', label: t({ message: 'Morning', context: 'half day' }) },
            { value: 'afternoon', label: t({ message: 'Afternoon', context: 'half day' }) },
          ]}
        />
      ) : null}
      <div role="status" aria-live="polite" className="sd-text-muted">
        {range === null
          ? t`Choose the dates to see the working days.`
          : workingDays === undefined
            ? count.isError && counted
              ? describeFailure(count.error).message
              : t`Counting working days…`
            : [
                workingDaysText(workingDays),
                balance && type ? t`${typeName} left after this request: ${left}` : null,
              ]
                .filter(Boolean)
                .join('. ')}
      </div>
      <TextAreaField name="reason" label={t`Reason`} required rows={3} maxLength={1000} />
      <div className="sd-field">
        <label htmlFor={attachmentId} className="sd-label">
          <Trans>Attachment</Trans>
        </label>
        <p className="sd-text-muted">
          <Trans>A PDF, JPG or PNG up to 5 MB; a doctor’s note for sick leave over one day.</Trans>
        </p>
        <input
          id={attachmentId}
          type="file"
          accept={ATTACHMENT_TYPES.join(',')}
          aria-invalid={attachmentError ? true : undefined}
          onChange={(event) => {
            form.clearErrors('attachment');
            setAttachment(event.currentTarget.files?.[0] ?? null);
          }}
        />
        {attachmentError ? (
          <p className="sd-field__error" role="alert">
            {attachmentError}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
