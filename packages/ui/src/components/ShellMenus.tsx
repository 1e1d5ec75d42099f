import { useLingui } from '@lingui/react/macro';
import { Dialog, DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import type { AppShellUser, UserMenuItem } from './AppShell';
import { IconButton } from './Button';
import { LogOutIcon, XIcon } from './icons';
import type { LinkComponent } from './Link';
import { OpenNavigationButton, UserButton } from './ShellParts';

/**
 * The shell's two overlays, loaded just after the shell shows (AppShell renders their buttons at
 * once): the navigation drawer on phones, and the user menu.
 */
export function NavDrawer({
  open,
  onOpenChange,
  brandLink,
  nav,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brandLink: ReactNode;
  nav: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <OpenNavigationButton />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="sd-drawer-overlay" />
        <Dialog.Content className="sd-drawer sd-portal" aria-describedby={undefined}>
          <Dialog.Title className="sd-visually-hidden">{t`Main navigation`}</Dialog.Title>
          <div className="sd-shell__brand">
            {brandLink}
            <Dialog.Close asChild>
              <IconButton label={t`Close navigation`}>
                <XIcon />
              </IconButton>
            </Dialog.Close>
          </div>
          <nav className="sd-nav" aria-label={t`Main navigation`}>
            {nav}
          </nav>
          {footer ? <div className="sd-shell__footer">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function UserMenu({
  open,
  onOpenChange,
  user,
  items,
  onSignOut,
  Link,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: AppShellUser;
  items: UserMenuItem[];
  onSignOut: () => void;
  Link: LinkComponent;
}) {
  const { t } = useLingui();
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <UserButton name={user.name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="sd-menu sd-portal"
          align="end"
          sideOffset={6}
          aria-label={t`User menu`}
        >
          <DropdownMenu.Label className="sd-menu__label">
            <div className="sd-menu__label-title">{user.name}</div>
            <div className="sd-menu__label-sub">{user.email}</div>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="sd-menu__separator" />
          {items.map((item) =>
            item.href ? (
              <DropdownMenu.Item
                key={item.id ?? item.label}
                asChild
                onSelect={() => item.onSelect?.()}
              >
                <Link href={item.href} className="sd-menu__item">
                  {item.icon}
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                key={item.id ?? item.label}
                className="sd-menu__item"
                onSelect={() => item.onSelect?.()}
              >
                {item.icon}
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
          {items.length > 0 ? <DropdownMenu.Separator className="sd-menu__separator" /> : null}
          <DropdownMenu.Item className="sd-menu__item" onSelect={() => onSignOut()}>
            <LogOutIcon />
            {t`Sign out`}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
