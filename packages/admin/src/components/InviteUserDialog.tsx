import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { FormDialog, showFailureInForm, useToast } from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { useInviteUser } from '../hooks/useUsers';
import { EMPTY_INVITE, INVITE_FIELDS, InviteUserFields, type InviteValues } from './InviteUserForm';

export type InviteUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Invites a user: Staffdesk creates the account and mails a link to set the password. */
export function InviteUserDialog({ open, onOpenChange }: InviteUserDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const invite = useInviteUser();
  const form = useForm<InviteValues>({ defaultValues: EMPTY_INVITE });
  const submitting = form.formState.isSubmitting;

  const close = (next: boolean) => {
    if (submitting) return;
    if (!next) form.reset(EMPTY_INVITE);
    onOpenChange(next);
  };

  async function onSubmit(values: InviteValues) {
    try {
      const user = await invite.mutateAsync({
        body: { name: values.name.trim(), email: values.email.trim(), roleIds: values.roleIds },
      });
      const { name, email } = user;
      toast({
        tone: 'success',
        title: t`Invitation sent`,
        description: t`${name} gets an email at ${email} with a link to set a password.`,
      });
      form.reset(EMPTY_INVITE);
      onOpenChange(false);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), INVITE_FIELDS);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      open={open}
      onClose={() => close(false)}
      title={t`Invite user`}
      description={t`Staffdesk mails them a link to set their password. The link works for 7 days.`}
      label={t`Invite user`}
      submitLabel={<Trans>Send invitation</Trans>}
    >
      <InviteUserFields />
    </FormDialog>
  );
}
