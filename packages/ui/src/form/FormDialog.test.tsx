import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';
import { TextAreaField } from './fields';

function RejectLeave({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: { comment: string }) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title="Reject Budi Santoso’s leave?"
      description="Annual leave, 24–25 Nov 2026."
      label="Reject the leave"
      submitLabel="Reject leave"
      submitVariant="danger"
    >
      <TextAreaField
        name="comment"
        label="Comment"
        required
        requiredMessage="Say why, so the employee understands."
      />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('submits the form with the footer’s button, checking its fields first', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_values: { comment: string }) => {});
    render(<RejectLeave onSubmit={onSubmit} onClose={vi.fn()} />);

    const dialog = screen.getByRole('dialog', { name: 'Reject Budi Santoso’s leave?' });
    expect(dialog).toHaveAccessibleDescription('Annual leave, 24–25 Nov 2026.');
    expect(screen.getByRole('form', { name: 'Reject the leave' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject leave' }));
    expect(await screen.findByText('Say why, so the employee understands.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Comment/), 'The team is short that week.');
    await user.click(screen.getByRole('button', { name: 'Reject leave' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ comment: 'The team is short that week.' });
  });

  it('closes with Cancel or Escape, but not while the form is submitting', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<RejectLeave onSubmit={onSubmit} onClose={onClose} />);

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    await user.type(screen.getByLabelText(/Comment/), 'Short-staffed.');
    await user.click(screen.getByRole('button', { name: 'Reject leave' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
  });
});
