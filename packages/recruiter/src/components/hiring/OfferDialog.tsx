import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Banner,
  Button,
  DateField,
  Dialog,
  Form,
  FormError,
  FormRow,
  formatDate,
  Inline,
  MoneyField,
  showFailureInForm,
  TextAreaField,
  useToast,
} from '@staffdesk/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useMakeOffer } from '../../hooks/useHiring';
import { interviewHeld } from '../../lib/hiring';
import type { PipelineEntry } from '../../lib/pipeline';
import type { Requirement } from '../../lib/requirements';

type OfferValues = {
  salary: number | null;
  joinDate: string;
  contractEnd: string;
  notes: string;
  skipInterviewReason: string;
};

const FIELDS = ['salary', 'joinDate', 'contractEnd', 'notes', 'skipInterviewReason'] as const;

export type OfferDialogProps = {
  requirement: Requirement;
  /** The candidate offered the position; the dialog is open while set. */
  entry: PipelineEntry | null;
  onClose: () => void;
};

/**
 * Offers a candidate the position (`POST /pipeline/{id}/offer`): the monthly salary in rupiah,
 * the join date, the contract's last day when the requirement's contract is PKWT (fixed-term),
 * notes. The candidate is mailed a link to confirm their data and accept or decline.
 */
export function OfferDialog({ requirement, entry, onClose }: OfferDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const offer = useMakeOffer();
  const fixedTerm = requirement.contractType === 'pkwt';
  const form = useForm<OfferValues>({
    defaultValues: {
      salary: null,
      joinDate: '',
      contractEnd: '',
      notes: '',
      skipInterviewReason: '',
    },
  });
  const joinDate = form.watch('joinDate');
  const name = entry?.candidate.fullName ?? '';

  useEffect(() => {
    if (entry) {
      form.reset({
        salary: entry.candidate.expectedSalary,
        joinDate: '',
        contractEnd: '',
        notes: '',
        skipInterviewReason: '',
      });
    }
  }, [entry, form]);
  const held = entry ? interviewHeld(entry) : true;

  async function onSubmit(values: OfferValues) {
    if (!entry || values.salary === null) return;
    let sent: { expiresAt: string };
    try {
      sent = await offer.mutateAsync({
        params: { path: { id: entry.id } },
        body: {
          salary: values.salary,
          joinDate: values.joinDate,
          contractEnd: fixedTerm ? values.contractEnd : null,
          notes: values.notes.trim(),
          skipInterviewReason: held ? null : values.skipInterviewReason.trim(),
        },
      });
    } catch (error) {
      showFailureInForm(form, describeFailure(error), FIELDS);
      return;
    }
    const until = formatDate(sent.expiresAt);
    toast({
      tone: 'success',
      title: t`Offer sent to ${name}`,
      description: t`The link in their mail works until ${until}.`,
    });
    onClose();
  }

  const title = t`Make ${name} an offer`;
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={t`The candidate is mailed a link to confirm their data, then accept or decline. An offer not answered yet is replaced.`}
    >
      <Form form={form} onSubmit={onSubmit} aria-label={title}>
        <FormError />
        {held ? null : (
          <Banner tone="warning">
            <Trans>
              No interview of {name} has taken place yet. Hold the interview first, or say why the
              offer is made without one: the reason is kept on the candidate’s activity.
            </Trans>
          </Banner>
        )}
        <MoneyField
          name="salary"
          label={t`Monthly salary`}
          required
          rules={{
            validate: (value: unknown) =>
              typeof value !== 'number' || value > 0 || t`Enter the salary offered.`,
          }}
        />
        <FormRow>
          <DateField name="joinDate" label={t`Join date`} required />
          {fixedTerm ? (
            <DateField
              name="contractEnd"
              label={t`Contract end`}
              description={t`The last day of the PKWT (fixed-term) contract.`}
              required
              requiredMessage={t`A PKWT offer needs the contract’s last day.`}
              min={joinDate || undefined}
              rules={{
                validate: (value: unknown) =>
                  !joinDate ||
                  typeof value !== 'string' ||
                  value === '' ||
                  value > joinDate ||
                  t`The contract ends after the join date.`,
              }}
            />
          ) : null}
        </FormRow>
        <TextAreaField name="notes" label={t`Notes`} rows={3} maxLength={2000} />
        {held ? null : (
          <TextAreaField
            name="skipInterviewReason"
            label={t`Why without an interview`}
            rows={2}
            maxLength={1000}
            required
            requiredMessage={t`Say why the offer is made without an interview.`}
          />
        )}
        <Inline justify="end">
          <Button type="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            <Trans>Send offer</Trans>
          </Button>
        </Inline>
      </Form>
    </Dialog>
  );
}
