import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, Dialog } from './Dialog';

function DeleteEmployee({ onConfirm }: { onConfirm: () => unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete…
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete employee Budi Santoso?"
        description="Their contracts and payslips are deleted too. This cannot be undone."
        confirmLabel="Delete employee"
        destructive
        confirmText="Budi Santoso"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('enables the confirm button only once the record name is typed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteEmployee onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete…' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete employee Budi Santoso?' });
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    const confirm = screen.getByRole('button', { name: 'Delete employee' });
    expect(confirm).toBeDisabled();

    const input = screen.getByLabelText('Type “Budi Santoso” to confirm');
    await user.type(input, 'Budi');
    expect(confirm).toBeDisabled();
    await user.type(input, ' Santoso');
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels without confirming and clears what was typed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteEmployee onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    await user.type(screen.getByLabelText(/to confirm/), 'Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    expect(screen.getByLabelText(/to confirm/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Delete employee' })).toBeDisabled();
  });

  it('stays open and busy while an async confirm runs, and open when it fails', async () => {
    const user = userEvent.setup();
    let reject: (reason: Error) => void = () => {};
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((_, fail) => {
          reject = fail;
        }),
    );
    render(<DeleteEmployee onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    await user.type(screen.getByLabelText(/to confirm/), 'Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Delete employee' }));

    expect(screen.getByRole('button', { name: /Delete employee/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    reject(new Error('refused'));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete employee' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('Dialog', () => {
  it('shows title, body and footer, and closes with the × button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Add a note"
        footer={<button type="button">Save note</button>}
      >
        <p>Notes are visible to HR only.</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Add a note' })).toBeInTheDocument();
    expect(screen.getByText('Notes are visible to HR only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save note' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
