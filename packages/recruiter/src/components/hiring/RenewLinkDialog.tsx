import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Button,
  Dialog,
  Form,
  FormError,
  formatDate,
  Inline,
  showFailureInForm,
  useToast,
} from '@staffdesk/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useClientPics, useRenewClientLink } from '../../hooks/useHiring';
import { defaultPicId } from '../../lib/hiring';
import type { Requirement } from '../../lib/requirements';
import { PicField } from './PicField';

type RenewValues = { picId: string };

export type RenewLinkDialogProps = {
  requirement: Requirement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Mails a PIC of the client a new link to every CV sent for the requirement
 * (`POST /requirements/{id}/client-link`); the links sent before keep working until they expire.
 */
export function RenewLinkDialog({ requirement, open, onOpenChange }: RenewLinkDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const client = useClientPics(requirement.clientId, open);
  const renew = useRenewClientLink();
  const form = useForm<RenewValues>({ defaultValues: { picId: '' } });
  const { pics } = client;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when opened
  useEffect(() => {
    if (open) form.reset({ picId: defaultPicId(pics) });
  }, [open]);

  // The PICs load after the dialog opened: choose the hiring manager then.
  useEffect(() => {
    if (open && pics.length > 0 && !form.getValues('picId')) {
      form.setValue('picId', defaultPicId(pics));
    }
  }, [open, pics, form]);

  async function onSubmit(values: RenewValues) {
    try {
      const result = await renew.mutateAsync({
        params: { path: { id: requirement.id } },
        body: { picId: values.picId },
      });
      const pic = pics.find((candidate) => candidate.id === values.picId);
      const name = pic?.name ?? '';
      const until = formatDate(result.expiresAt);
      toast({
        tone: 'success',
        title: t`A new link was sent to ${name}`,
        description: t`It works until ${until}.`,
      });
      onOpenChange(false);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['picId']);
    }
  }

  const title = t`Send a new link`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title}
      description={t`The PIC gets a new link to every CV sent for this requirement. Links sent before keep working until they expire.`}
    >
      <Form form={form} onSubmit={onSubmit} aria-label={title}>
        <FormError />
        <PicField
          pics={pics}
          isPending={client.isPending}
          error={client.error}
          label={t`Send to`}
        />
        <Inline justify="end">
          <Button type="button" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            variant="primary"
            loading={form.formState.isSubmitting}
            disabled={client.isPending || Boolean(client.error)}
          >
            <Trans>Send the link</Trans>
          </Button>
        </Inline>
      </Form>
    </Dialog>
  );
}
