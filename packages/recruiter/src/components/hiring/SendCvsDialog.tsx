import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Banner,
  Button,
  CheckboxGroupField,
  Dialog,
  EmptyState,
  Form,
  FormError,
  formatDate,
  Inline,
  Stack,
  showFailureInForm,
} from '@staffdesk/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useClientPics, useSendCvs } from '../../hooks/useHiring';
import { canSendCv, defaultPicId, hasCvFile } from '../../lib/hiring';
import { PIPELINE_STAGE_LABELS, type PipelineEntry } from '../../lib/pipeline';
import type { Requirement } from '../../lib/requirements';
import { PicField } from './PicField';

type SendValues = { applicationIds: string[]; picId: string };

type Sent = { count: number; picName: string; email: string; expiresAt: string };

const FIELDS = ['applicationIds', 'picId'] as const;

export type SendCvsDialogProps = {
  requirement: Requirement;
  /** The requirement's pipeline; the sourced, screened and CV-sent candidates are offered. */
  entries: readonly PipelineEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Sends candidates' CVs to a PIC of the client (`POST /requirements/{id}/send-cvs`): tick the
 * candidates (the screened ones are ticked first), choose the PIC (the hiring manager first),
 * check what goes to whom, send. The PIC is mailed one link to every CV sent for the
 * requirement; the dialog then says until when the link works.
 */
export function SendCvsDialog({ requirement, entries, open, onOpenChange }: SendCvsDialogProps) {
  const { t } = useLingui();
  const client = useClientPics(requirement.clientId, open);
  const send = useSendCvs();
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const sendable = entries.filter(canSendCv);
  const form = useForm<SendValues>({ defaultValues: { applicationIds: [], picId: '' } });
  const { pics } = client;
  const picId = form.watch('picId');
  const chosenIds = form.watch('applicationIds');

  // Each time the dialog opens: the screened candidates ticked, the hiring manager chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when opened
  useEffect(() => {
    if (!open) return;
    setConfirming(false);
    setSent(null);
    form.reset({
      applicationIds: sendable
        .filter((entry) => entry.stage === 'screened' && hasCvFile(entry))
        .map(({ id }) => id),
      picId: defaultPicId(pics),
    });
  }, [open]);

  // The PICs load after the dialog opened: choose the hiring manager then.
  useEffect(() => {
    if (open && pics.length > 0 && !form.getValues('picId')) {
      form.setValue('picId', defaultPicId(pics));
    }
  }, [open, pics, form]);

  const pic = pics.find((candidate) => candidate.id === picId);
  const chosen = sendable.filter((entry) => chosenIds.includes(entry.id));
  const names = chosen.map((entry) => entry.candidate.fullName).join(', ');
  const count = chosen.length;

  async function onSubmit(values: SendValues) {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    try {
      const result = await send.mutateAsync({
        params: { path: { id: requirement.id } },
        body: { applicationIds: values.applicationIds, picId: values.picId },
      });
      setSent({
        count: result.sent,
        picName: pic?.name ?? '',
        email: pic?.email ?? '',
        expiresAt: result.expiresAt,
      });
    } catch (error) {
      setConfirming(false);
      showFailureInForm(form, describeFailure(error), FIELDS);
    }
  }

  const close = () => onOpenChange(false);
  const title = t`Send CVs to the client`;
  const { number, position, clientName } = requirement;

  let body: ReactNode;
  if (sent) {
    const { picName, email, count: sentCount } = sent;
    const until = formatDate(sent.expiresAt);
    body = (
      <Stack>
        <Banner tone="success">
          {t`Sent to ${picName} (${email}) — the link works until ${until}.`}
        </Banner>
        <p className="sd-text-muted">
          {plural(sentCount, {
            one: '# candidate moved to CV sent. The PIC’s answers show under Client review.',
            other: '# candidates moved to CV sent. The PIC’s answers show under Client review.',
          })}
        </p>
        <Inline justify="end">
          <Button variant="primary" onClick={close}>
            <Trans>Close</Trans>
          </Button>
        </Inline>
      </Stack>
    );
  } else if (sendable.length === 0) {
    body = (
      <EmptyState
        title={t`No CV to send`}
        description={t`CVs go to the client from candidates who are sourced, screened or whose CV was sent already.`}
      />
    );
  } else {
    const picName = pic?.name ?? '';
    const email = pic?.email ?? '';
    body = (
      <Form form={form} onSubmit={onSubmit} aria-label={title}>
        <FormError />
        {confirming ? (
          <Stack>
            <p>
              {plural(count, {
                one: `Send the CV of ${names} to ${picName} (${email})?`,
                other: `Send the # CVs of ${names} to ${picName} (${email})?`,
              })}
            </p>
            <p className="sd-text-muted">
              <Trans>
                The PIC is mailed one link to every CV sent for this requirement, and the candidates
                move to CV sent.
              </Trans>
            </p>
          </Stack>
        ) : (
          <>
            <CheckboxGroupField
              name="applicationIds"
              legend={t`Candidates`}
              description={t`Sourced, screened and CV-sent candidates with a CV file; the screened ones are ticked.`}
              required
              requiredMessage={t`Choose at least one candidate.`}
              options={sendable.map((entry) => {
                const stage = PIPELINE_STAGE_LABELS[entry.stage];
                // A client is never sent a candidate without a CV file: say so before they try.
                return {
                  value: entry.id,
                  label: entry.candidate.fullName,
                  disabled: !hasCvFile(entry),
                  description: hasCvFile(entry)
                    ? stage
                    : t`${stage} · No CV file: upload it on the candidate’s page first.`,
                };
              })}
            />
            <PicField
              pics={pics}
              isPending={client.isPending}
              error={client.error}
              label={t`Send to`}
              description={t`A PIC of ${clientName}; the hiring manager is chosen first.`}
            />
          </>
        )}
        <Inline justify="end">
          {confirming ? (
            <Button type="button" onClick={() => setConfirming(false)}>
              <Trans>Back</Trans>
            </Button>
          ) : (
            <Button type="button" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button
            type="submit"
            variant="primary"
            loading={form.formState.isSubmitting}
            disabled={!confirming && (client.isPending || Boolean(client.error))}
          >
            {confirming ? <Trans>Send CVs</Trans> : <Trans>Continue</Trans>}
          </Button>
        </Inline>
      </Form>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      size="lg"
      title={title}
      description={t`${number}: ${position} at ${clientName}`}
    >
      {body}
    </Dialog>
  );
}
