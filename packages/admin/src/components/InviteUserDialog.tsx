import { Trans, useLingui } from '@lingui/react/macro';
import { useDialogForm } from '@staffdesk/kit';
import { FormDialog } from '@staffdesk/ui';
import { useInviteUser } from '../hooks/useUsers';
import { EMPTY_INVITE, INVITE_FIELDS, InviteUserFields, type InviteValues } from './InviteUserForm';

export type InviteUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Invites a user: Staffdesk creates the account and mails a link to set the password. */
export function InviteUserDialog({ open, onOpenChange }: InviteUserDialogProps) {
  const { t } = useLingui();
  const invite = useInviteUser();
  const { dialog } = useDialogForm<InviteValues>({
    open,
    onOpenChange,
    empty: EMPTY_INVITE,
    fields: INVITE_FIELDS,
    send: async (values) => {
      const { name, email } = await invite.mutateAsync({
        body: { name: values.name.trim(), email: values.email.trim(), roleIds: values.roleIds },
      });
      return {
        title: t`Invitation sent`,
        description: t`${name} gets an email at ${email} with a link to set a password.`,
      };
    },
  });

  return (
    <FormDialog
      {...dialog}
      title={t`Invite user`}
      description={t`Staffdesk mails them a link to set their password. The link works for 7 days.`}
      label={t`Invite user`}
      submitLabel={<Trans>Send invitation</Trans>}
    >
      <InviteUserFields />
    </FormDialog>
  );
}
