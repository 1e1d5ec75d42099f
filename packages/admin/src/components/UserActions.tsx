import { describeFailure, paths } from '@staffdesk/core';
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
  const { toast } = useToast();
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
          title: 'User disabled',
          description: `${user.name} is signed out and can no longer sign in.`,
        });
      } else {
        const updated = await enable.mutateAsync(path);
        toast({
          tone: 'success',
          title: 'User enabled',
          description:
            updated.status === 'invited'
              ? `${user.name} can set a password with the invitation link again.`
              : `${user.name} can sign in again.`,
        });
      }
    } catch (failure) {
      setError(describeFailure(failure).message);
      throw failure;
    }
  }

  async function resendInvitation() {
    try {
      await resend.mutateAsync(path);
      toast({
        tone: 'success',
        title: 'Invitation sent again',
        description: `A new link went to ${user.email}. The earlier link no longer works.`,
      });
    } catch (failure) {
      toast({
        tone: 'error',
        title: 'The invitation was not sent',
        description: describeFailure(failure).message,
      });
    }
  }

  return (
    <>
      <Button asChild>
        <Link to={paths.userManagement.user('edit', user.id)}>Edit user</Link>
      </Button>
      {user.status === 'invited' ? (
        <Button onClick={() => void resendInvitation()} loading={resend.isPending}>
          Resend invitation
        </Button>
      ) : null}
      {user.status === 'disabled' ? (
        <Button variant="primary" onClick={() => setConfirming('enable')}>
          Enable user
        </Button>
      ) : (
        <Button variant="danger" onClick={() => setConfirming('disable')}>
          Disable user
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
        title={confirming === 'enable' ? `Enable ${user.name}?` : `Disable ${user.name}?`}
        description={
          confirming === 'enable'
            ? 'They can sign in again with their roles as they are.'
            : 'They are signed out everywhere at once and cannot sign in until someone enables them again. Their records stay.'
        }
        confirmLabel={confirming === 'enable' ? 'Enable user' : 'Disable user'}
        destructive={confirming === 'disable'}
        error={error}
        onConfirm={confirm}
      />
    </>
  );
}
