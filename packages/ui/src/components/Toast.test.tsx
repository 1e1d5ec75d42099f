import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast';

// jsdom lacks pointer capture, which radix Toast's swipe handling calls on pointer events.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});

function WithoutProvider() {
  useToast();
  return null;
}

function ApproveButton() {
  const { toast } = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        toast({
          title: 'Leave approved',
          description: 'Budi Santoso was told by email.',
          tone: 'success',
        })
      }
    >
      Approve leave
    </button>
  );
}

describe('toasts', () => {
  it('appears after the action and can be dismissed', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ApproveButton />
      </ToastProvider>,
    );
    expect(screen.queryByText('Leave approved')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve leave' }));

    const region = await screen.findByRole('region', { name: /Notifications/ });
    const toast = await within(region).findByRole('listitem');
    expect(toast).toHaveTextContent('Leave approved');
    expect(toast).toHaveTextContent('Budi Santoso was told by email.');
    // and screen readers hear it
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Leave approved'));

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(within(region).queryByRole('listitem')).not.toBeInTheDocument());
  });

  it('explains a missing provider', () => {
    expect(() => render(<WithoutProvider />)).toThrow(/ToastProvider/);
  });
});
