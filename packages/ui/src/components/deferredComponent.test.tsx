import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { type DeferredComponent, deferredComponent, usePreloadDeferred } from './deferredComponent';

/** A module load the test lets finish when it wants (parts made in a test are not preloaded). */
function heldLoad<P>(component: ComponentType<P>) {
  let arrive: () => void = () => {};
  const arrived = new Promise<ComponentType<P>>((resolve) => {
    arrive = () => resolve(component);
  });
  const load = vi.fn(() => arrived);
  return { load, arrive: () => act(async () => arrive()) };
}

type InviteProps = { open: boolean; onOpenChange: (open: boolean) => void };

function InviteDialog({ open, onOpenChange }: InviteProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Invite user">
      <label>
        Name <input />
      </label>
    </Dialog>
  );
}

function InvitePage({ Invite }: { Invite: ComponentType<InviteProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Invite user</Button>
      <Invite open={open} onOpenChange={setOpen} />
    </>
  );
}

function TabsPage({ tab, RolesTab }: { tab: string; RolesTab: DeferredComponent<object> }) {
  usePreloadDeferred(RolesTab);
  return tab === 'roles' ? <RolesTab /> : <p>Users</p>;
}

describe('deferredComponent', () => {
  it('shows its fallback until its code is in, then the part with its props', async () => {
    const { load, arrive } = heldLoad(({ name }: { name: string }) => <p>Hello {name}</p>);
    const Greeting = deferredComponent(load, <p>Loading…</p>);
    render(<Greeting name="Budi" />);

    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(screen.getByText('Hello Budi')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('opens a dialog clicked before its code arrived once it has, focus inside', async () => {
    const user = userEvent.setup();
    const { arrive, load } = heldLoad(InviteDialog);
    const Invite = deferredComponent(load);
    render(<InvitePage Invite={Invite} />);
    const button = screen.getByRole('button', { name: 'Invite user' });

    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await arrive();
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('loads a part not shown yet (another tab) when the page asks, so it shows at once', async () => {
    const { arrive, load } = heldLoad(() => <p>Roles</p>);
    const RolesTab = deferredComponent(load);
    const { rerender } = render(<TabsPage tab="users" RolesTab={RolesTab} />);
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();

    rerender(<TabsPage tab="roles" RolesTab={RolesTab} />);
    expect(screen.getByText('Roles')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
