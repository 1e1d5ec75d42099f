import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

describe('UnsavedChangesDialog', () => {
  it('asks before leaving, with staying as the safe choice', async () => {
    const user = userEvent.setup();
    const onStay = vi.fn();
    const onLeave = vi.fn();
    render(<UnsavedChangesDialog open onStay={onStay} onLeave={onLeave} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your changes on this page are not saved. If you leave, they are lost.',
    );
    expect(screen.getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(onStay).toHaveBeenCalled();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('leaves on confirm', async () => {
    const user = userEvent.setup();
    const onLeave = vi.fn();
    render(<UnsavedChangesDialog open onStay={() => {}} onLeave={onLeave} />);
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('takes its own words', () => {
    render(
      <UnsavedChangesDialog
        open
        onStay={() => {}}
        onLeave={() => {}}
        title="Discard the draft?"
        description="The draft is lost."
        leaveLabel="Discard"
        stayLabel="Keep editing"
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Discard the draft?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBeInTheDocument();
  });
});
