import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { FormDialog, showFailureInForm, TextAreaField, TextField, useToast } from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { type OpenVacancy, useReferCandidate } from '../hooks/useReferrals';

type Values = { fullName: string; email: string; phone: string; city: string; note: string };

const FIELDS = ['fullName', 'email', 'phone', 'city', 'note'] as const;

export type ReferDialogProps = { vacancy: OpenVacancy; onClose: () => void };

/**
 * Refers someone to an open vacancy: their name, email, phone, city and a note for the
 * recruiter. They join the vacancy's pipeline as a referral of mine; someone already in the CV
 * database is refused (409) with the server's message under the email.
 */
export function ReferDialog({ vacancy, onClose }: ReferDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const refer = useReferCandidate();
  const form = useForm<Values>({
    defaultValues: { fullName: '', email: '', phone: '', city: '', note: '' },
  });
  const position = vacancy.title;

  async function onSubmit(values: Values) {
    try {
      const referred = await refer.mutateAsync({
        body: {
          slug: vacancy.slug,
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim() || null,
          city: values.city.trim(),
          note: values.note.trim(),
        },
      });
      const name = referred.fullName;
      toast({
        tone: 'success',
        title: t`Thank you for the referral`,
        description: t`${name} is with the recruiter for ${position}. Follow them under My referrals.`,
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
      title={t`Refer someone for ${position}`}
      description={t`Someone you know who fits this vacancy. The recruiter contacts them.`}
      label={t`Refer someone`}
      submitLabel={<Trans>Send referral</Trans>}
    >
      <TextField name="fullName" label={t`Full name`} required maxLength={120} />
      <TextField
        name="email"
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        maxLength={254}
      />
      <TextField
        name="phone"
        label={t`Phone`}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={30}
        rules={{
          pattern: {
            value: /^\+?[0-9 ()-]{6,30}$/,
            message: t`Digits, spaces, brackets and dashes only, e.g. +62 812 3456 7890.`,
          },
        }}
      />
      <TextField name="city" label={t`City`} maxLength={80} />
      <TextAreaField
        name="note"
        label={t`Note for the recruiter`}
        rows={3}
        maxLength={1000}
        description={t`How you know them and why they fit.`}
      />
    </FormDialog>
  );
}
