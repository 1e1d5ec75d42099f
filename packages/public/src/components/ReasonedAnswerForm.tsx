import { describeFailure, problemMessage } from '@staffdesk/core';
import {
  Banner,
  Button,
  ConfirmDialog,
  FieldShell,
  PublicCardActions,
  useFieldIds,
} from '@staffdesk/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useFocusAfterDialog } from './focus-after-dialog';

/** One of the two answers a link's form offers. */
export type AnswerChoice<D extends string> = {
  decision: D;
  /** The button's words, and the confirmation's. */
  label: string;
  /** `danger` for the answer that refuses (red, and a destructive confirmation). */
  tone: 'primary' | 'danger';
  confirmTitle: string;
  confirmDescription: string;
  /** What to say when this answer is chosen without a reason; none when the reason is optional. */
  reasonRequired?: string;
};

/** What the server refused: the problem body of the answer (the reason's field, or a message). */
export type AnswerRefusal = { problem: unknown };

type Props<D extends string> = {
  /** The form's accessible name. */
  name: string;
  heading?: ReactNode;
  reasonLabel: string;
  reasonDescription: string;
  /** The reason's name in the server's answer body, where its problems are reported. */
  reasonField?: string;
  choices: readonly [AnswerChoice<D>, AnswerChoice<D>];
  /**
   * Sends the confirmed answer (the reason trimmed, or null). Resolves with nothing when it is
   * done (the page has moved on or shown the server's word), or with the refusal to show here.
   */
  onSend: (decision: D, reason: string | null) => Promise<AnswerRefusal | undefined>;
};

/**
 * The answer a person gives by link: a reason (required for some answers), two buttons, and an
 * alert dialog that confirms before anything is sent, since the answer cannot be changed. The
 * server's refusal shows on the reason or above the form; focus returns to the reason after the
 * dialog when the reason is what is wrong.
 */
export function ReasonedAnswerForm<D extends string>({
  name,
  heading,
  reasonLabel,
  reasonDescription,
  reasonField: reasonName = 'reason',
  choices,
  onSend,
}: Props<D>) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonField = useFieldIds({ description: true, error: reasonError ?? undefined });
  const [serverError, setServerError] = useState<string | null>(null);
  // The answer being confirmed stays set while the dialog closes, so its words do not change.
  const [confirming, setConfirming] = useState<AnswerChoice<D> | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const focusAfterDialog = useFocusAfterDialog(dialogOpen);

  function review(choice: AnswerChoice<D>) {
    setServerError(null);
    if (choice.reasonRequired && reason.trim() === '') {
      setReasonError(choice.reasonRequired);
      reasonRef.current?.focus();
      return;
    }
    setReasonError(null);
    setConfirming(choice);
    setDialogOpen(true);
  }

  async function send(choice: AnswerChoice<D>) {
    try {
      const refused = await onSend(choice.decision, reason.trim() || null);
      if (!refused) return;
      const failure = describeFailure(refused.problem);
      const wrong = failure.fields[reasonName];
      if (wrong) {
        setReasonError(wrong);
        focusAfterDialog(reasonRef.current);
      } else setServerError(failure.message);
    } catch (error) {
      setServerError(problemMessage(error));
    }
  }

  return (
    <>
      <form
        noValidate
        className="sd-form"
        aria-label={name}
        onSubmit={(event: FormEvent) => event.preventDefault()}
      >
        {heading}
        {serverError ? <Banner tone="error">{serverError}</Banner> : null}
        <FieldShell field={reasonField} label={reasonLabel} description={reasonDescription}>
          <textarea
            {...reasonField.aria}
            ref={reasonRef}
            className="sd-textarea"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError && event.target.value.trim() !== '') setReasonError(null);
            }}
          />
        </FieldShell>
        <PublicCardActions>
          {choices.map((choice) => (
            <Button
              key={choice.decision}
              type="button"
              variant={choice.tone}
              size="lg"
              block
              onClick={() => review(choice)}
            >
              {choice.label}
            </Button>
          ))}
        </PublicCardActions>
      </form>
      <ConfirmDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title={confirming?.confirmTitle ?? ''}
        description={confirming?.confirmDescription ?? ''}
        confirmLabel={confirming?.label ?? ''}
        destructive={confirming?.tone === 'danger'}
        onConfirm={() => (confirming ? send(confirming) : undefined)}
      />
    </>
  );
}
