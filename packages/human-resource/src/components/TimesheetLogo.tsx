import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Button,
  Card,
  ConfirmDialog,
  FieldShell,
  Stack,
  useFieldIds,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import type { TimesheetSettings } from '../hooks/types';
import { useRemoveTimesheetLogo, useUploadTimesheetLogo } from '../hooks/useTimesheetSettings';

/** The largest logo the server takes: 1 MB. */
export const MAX_LOGO_BYTES = 1024 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg'];

/**
 * The client's logo on its timesheet PDF: upload a PNG or JPEG of at most 1 MB, or remove it.
 * Saved at once, apart from the format's form; the server's refusal shows under the file.
 */
export function TimesheetLogo({ settings }: { settings: TimesheetSettings }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const upload = useUploadTimesheetLogo();
  const remove = useRemoveTimesheetLogo();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // A new input after each upload, so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);
  const [removing, setRemoving] = useState(false);
  const tooBig = t`Choose a PNG or JPEG image of at most 1 MB.`;
  const field = useFieldIds({ description: true, error: problem });
  const client = settings.clientName;

  function choose(next: File | null) {
    setFile(next);
    setProblem(
      next && (!LOGO_TYPES.includes(next.type) || next.size > MAX_LOGO_BYTES) ? tooBig : undefined,
    );
  }

  async function send() {
    if (!file) {
      setProblem(t`Choose a file first.`);
      return;
    }
    if (problem) return;
    try {
      await upload.mutateAsync({ clientId: settings.clientId, file });
      setFile(null);
      setInputKey((key) => key + 1);
      toast({ tone: 'success', title: t`Logo uploaded`, description: client });
    } catch (error) {
      const failure = describeFailure(error);
      setProblem(failure.fields.file ?? failure.message);
    }
  }

  return (
    <Card title={t`Logo`}>
      <Stack narrow>
        <p>
          {settings.hasLogo
            ? t`The PDF shows ${client}’s logo at the top.`
            : t`The PDF has no logo.`}
        </p>
        <FieldShell
          field={field}
          label={settings.hasLogo ? t`Replace the logo` : t`Logo file`}
          description={t`A PNG or JPEG image of at most 1 MB.`}
        >
          <input
            key={inputKey}
            {...field.aria}
            type="file"
            accept="image/png,image/jpeg"
            className="sd-input"
            style={{ maxWidth: '100%' }}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </FieldShell>
        <div className="sd-inline">
          <Button onClick={() => void send()} loading={upload.isPending} disabled={!file}>
            <Trans>Upload logo</Trans>
          </Button>
          {settings.hasLogo ? (
            <Button variant="danger" onClick={() => setRemoving(true)}>
              <Trans>Remove logo</Trans>
            </Button>
          ) : null}
        </div>
      </Stack>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t`Remove the logo from ${client}’s timesheets?`}
        description={t`The PDF is printed without a logo until you upload one again.`}
        confirmLabel={t`Remove logo`}
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync(settings.clientId);
            toast({ tone: 'success', title: t`Logo removed`, description: client });
          } catch (error) {
            toast({
              tone: 'error',
              title: t`The logo was not removed`,
              description: describeFailure(error).message,
            });
            throw error;
          }
        }}
      />
    </Card>
  );
}
