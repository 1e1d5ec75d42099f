import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Button,
  Dialog,
  Form,
  FormError,
  Inline,
  SelectField,
  showFailureInForm,
  TextAreaField,
} from '@staffdesk/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  isExit,
  PIPELINE_STAGE_LABELS,
  type PipelineEntry,
  type PipelineStage,
} from '../../lib/pipeline';

type MoveValues = { stage: PipelineStage | ''; reason: string };

export type MoveDialogProps = {
  /** The candidate to move; the dialog is open while set. */
  entry: PipelineEntry | null;
  /** The stage chosen already (a card dropped on Rejected); else the user chooses. */
  stage?: PipelineStage | undefined;
  /** The stages the candidate may go to. */
  targets: readonly PipelineStage[];
  /** Moves the candidate; a rejection shows in the dialog. */
  onMove: (entry: PipelineEntry, stage: PipelineStage, reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * Moves a candidate from the keyboard (the card's "Move" button) or asks why a candidate dropped
 * on Rejected or Withdrawn leaves: the new stage, and for leaving the pipeline a required reason.
 */
export function MoveDialog({ entry, stage, targets, onMove, onClose }: MoveDialogProps) {
  const { t } = useLingui();
  const form = useForm<MoveValues>({ defaultValues: { stage: stage ?? '', reason: '' } });
  const chosen = form.watch('stage');
  const name = entry?.candidate.fullName ?? '';
  const from = entry ? PIPELINE_STAGE_LABELS[entry.stage] : '';

  useEffect(() => {
    if (entry) form.reset({ stage: stage ?? '', reason: '' });
  }, [entry, stage, form]);

  async function onSubmit(values: MoveValues) {
    if (!entry || !values.stage) return;
    try {
      await onMove(entry, values.stage, values.reason);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['stage', 'reason']);
    }
  }

  const title =
    chosen === 'rejected'
      ? t`Reject ${name}`
      : chosen === 'withdrawn'
        ? t`${name} withdraws`
        : t`Move ${name}`;

  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={t`Now at ${from}.`}
      size="sm"
    >
      <Form form={form} onSubmit={onSubmit} aria-label={title}>
        <FormError />
        <SelectField
          name="stage"
          label={t`New stage`}
          required
          placeholder={t`Choose a stage…`}
          options={targets.map((target) => ({
            value: target,
            label: PIPELINE_STAGE_LABELS[target],
          }))}
        />
        {chosen && isExit(chosen) ? (
          <TextAreaField
            name="reason"
            label={t`Reason`}
            required
            requiredMessage={t`Say why the candidate leaves the pipeline.`}
            rows={3}
            maxLength={500}
            description={t`Kept with the candidate’s history in this requirement.`}
          />
        ) : null}
        <Inline justify="end">
          <Button type="button" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {chosen === 'rejected' ? (
              <Trans>Reject candidate</Trans>
            ) : chosen === 'withdrawn' ? (
              <Trans>Mark as withdrawn</Trans>
            ) : (
              <Trans>Move candidate</Trans>
            )}
          </Button>
        </Inline>
      </Form>
    </Dialog>
  );
}
