import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmActionDialog } from './ConfirmActionDialog';

const heldRole = {
  status: 409,
  title: 'Conflict',
  code: 'role-in-use',
  detail: 'Two users still hold the role Payroll.',
};

describe('ConfirmActionDialog', () => {
  it('shows why the server refused in the dialog, stays open, and forgets it once closed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onConfirm = vi.fn().mockRejectedValueOnce(heldRole).mockResolvedValueOnce(undefined);
    const { rerender } = render(
      <ConfirmActionDialog
        open
        onClose={onClose}
        title="Delete the role Payroll?"
        description="Deleting it cannot be undone."
        confirmLabel="Delete role"
        destructive
        onConfirm={onConfirm}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Delete role' }));
    expect(await screen.findByText('Two users still hold the role Payroll.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete the role Payroll?' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <ConfirmActionDialog
        open
        onClose={onClose}
        title="Delete the role Payroll?"
        description="Deleting it cannot be undone."
        confirmLabel="Delete role"
        destructive
        onConfirm={onConfirm}
      />,
    );
    expect(screen.queryByText('Two users still hold the role Payroll.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete role' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
