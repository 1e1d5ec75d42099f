import { useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { ConfirmDialog, useToast } from '@staffdesk/ui';
import { useState } from 'react';
import { type Role, useDeleteRole } from '../hooks/useRoles';

export type DeleteRoleDialogProps = {
  /** The role to delete; the dialog is open while it is set. */
  role: Pick<Role, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Deletes a role after its name is typed. Only roles no one holds, and not built-in ones. */
export function DeleteRoleDialog({ role, onClose, onDeleted }: DeleteRoleDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const remove = useDeleteRole();
  const name = role?.name ?? '';
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={role !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title={t`Delete the role ${name}?`}
      description={t`No user holds it. Deleting it cannot be undone.`}
      confirmLabel={t`Delete role`}
      destructive
      confirmText={role?.name}
      error={error}
      onConfirm={async () => {
        if (!role) return;
        setError(null);
        try {
          await remove.mutateAsync({ params: { path: { id: role.id } } });
        } catch (failure) {
          setError(describeFailure(failure).message);
          throw failure;
        }
        toast({ tone: 'success', title: t`Role deleted`, description: t`${name} is gone.` });
        onDeleted?.();
      }}
    />
  );
}
