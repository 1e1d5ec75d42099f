import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, paths } from '@staffdesk/core';
import { useToastedAction } from '@staffdesk/kit';
import { Button, useToast } from '@staffdesk/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type UserDetail,
  useDisableUser,
  useEnableUser,
  useResendInvitation,
} from '../hooks/useUsers';
import { ActionDialog } from './ActionDialog';

/**
 * The actions on a user's page for user managers: Edit user, Resend invitation (while invited),
 * Disable user or Enable user, each confirmed. The server's refusals (your own account, the last
 * super admin) show in the dialog.
 */
export function UserActions({ user }: { user: UserDetail }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const runToasted = useToastedAction();
  const { name, email } = user;
  const disable = useDisableUser();
  const enable = useEnableUser();
  const resend = useResendInvitation();
  const [confirming, setConfirming] = useState<'disable' | 'enable' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const path = { params: { path: { id: user.id } } };

  async function confirm() {
    setError(null);
    try {
      if (confirming === 'disable') {
        await disable.mutateAsync(path);
        toast({
          tone: 'success',
          title: t`User disabled`,
          description: t`${name} is signed out and can no longer sign in.`,
        });
      } else {
        const updated = await enable.mutateAsync(path);
        toast({
          tone: 'success',
          title: t`User enabled`,
          description:
            updated.status === 'invited'
              ? t`${name} can set a password with the invitation link again.`
              : t`${name} can sign in again.`,
        });
      }
    } catch (failure) {
      setError(describeFailure(failure).message);
      throw failure;
    }
  }

  function resendInvitation() {
    return runToasted(
      () => resend.mutateAsync(path),
      {
        title: t`Invitation sent again`,
        description: t`A new link went to ${email}. The earlier link no longer works.`,
      },
      t`The invitation was not sent`,
    );
  }

  return (
    <>
      <Button asChild>
        <Link to={paths.userManagement.user('edit', user.id)}>
          <Trans>Edit user</Trans>
        </Link>
      </Button>
      {user.status === 'invited' ? (
        <Button onClick={() => void resendInvitation()} loading={resend.isPending}>
          <Trans>Resend invitation</Trans>
        </Button>
      ) : null}
      {user.status === 'disabled' ? (
        <Button variant="primary" onClick={() => setConfirming('enable')}>
          <Trans>Enable user</Trans>
        </Button>
      ) : (
        <Button variant="danger" onClick={() => setConfirming('disable')}>
          <Trans>Disable user</Trans>
        </Button>
      )}
      <ActionDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirming(null);
            setError(null);
          }
        }}
        title={confirming === 'enable' ? t`Enable ${name}?` : t`Disable ${name}?`}
        description={
          confirming === 'enable'
            ? t`They can sign in again with their roles as they are.`
            : t`They are signed out everywhere at once and cannot sign in until someone enables them again. Their records stay.`
        }
        confirmLabel={confirming === 'enable' ? t`Enable user` : t`Disable user`}
        destructive={confirming === 'disable'}
        error={error}
        onConfirm={confirm}
      />
    </>
  );
}
