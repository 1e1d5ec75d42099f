import { useLingui } from '@lingui/react/macro';
import { ConfirmActionDialog } from '@staffdesk/kit';
import { useToast } from '@staffdesk/ui';
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
  return (
    <ConfirmActionDialog
      open={role !== null}
      onClose={onClose}
      title={t`Delete the role ${name}?`}
      description={t`No user holds it. Deleting it cannot be undone.`}
      confirmLabel={t`Delete role`}
      destructive
      confirmText={role?.name}
      onConfirm={async () => {
        if (!role) return;
        await remove.mutateAsync({ params: { path: { id: role.id } } });
        toast({ tone: 'success', title: t`Role deleted`, description: t`${name} is gone.` });
        onDeleted?.();
      }}
    />
  );
}
