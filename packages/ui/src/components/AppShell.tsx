import { useLingui } from '@lingui/react/macro';
import { Dialog, DropdownMenu } from 'radix-ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { cx } from '../cx';
import { IconButton } from './Button';
import {
  ChevronDownIcon,
  KeyIcon,
  LogOutIcon,
  MenuIcon,
  PanelLeftIcon,
  UserIcon,
  XIcon,
} from './icons';
import { DefaultLink, type LinkComponent } from './Link';
import { PHONE_QUERY, useMediaQuery } from './useMediaQuery';

/** One entry of the side navigation. The host filters by permission flags before passing it. */
export interface NavItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** A count or marker after the label (e.g. pending approvals). */
  badge?: ReactNode;
  /** The section it belongs to; consecutive items of one group are listed under its heading. */
  group?: string;
}

/** An entry of the user menu: a link (`href`) or an action (`onSelect`). */
export interface UserMenuItem {
  id?: string;
  label: string;
  href?: string;
  onSelect?: () => void;
  icon?: ReactNode;
}

export interface AppShellUser {
  name: string;
  email: string;
}

export interface AppShellProps {
  /** The product or company name (or a logo) at the top of the navigation. */
  brand: ReactNode;
  /** A small mark (logo) shown when the navigation is collapsed; default: the brand's initial. */
  brandMark?: ReactNode;
  /** Where the brand links to (default '/'). */
  brandHref?: string;
  /** The sections this user may enter, in order. Shown as given. */
  nav: NavItem[];
  user: AppShellUser;
  onSignOut: () => void;
  /** Link for "Edit profile" in the user menu; the item is left out without it. */
  profileHref?: string;
  /** Link for "Change password" in the user menu; the item is left out without it. */
  changePasswordHref?: string;
  /** Replaces the "Edit profile" / "Change password" items. "Sign out" always comes last. */
  userMenuItems?: UserMenuItem[];
  /** The version and © line, at the foot of the navigation. */
  footer?: ReactNode;
  /** Renders every link (nav, brand, menu); pass a router-aware one. Default: `<a>`. */
  linkComponent?: LinkComponent;
  /** The current location's pathname; the matching nav item is highlighted. */
  currentPath: string;
  /** Extra content for the top bar (a global search, environment badge…). */
  topBar?: ReactNode;
  /** Controlled collapsed state of the side navigation on larger screens. */
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  children: ReactNode;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The nav item whose href is the longest prefix (by path segment) of the current path. */
export function findActiveNavItem(nav: NavItem[], currentPath: string): NavItem | undefined {
  const path = currentPath.split(/[?#]/)[0] || '/';
  let best: NavItem | undefined;
  for (const item of nav) {
    const href = item.href.split(/[?#]/)[0] || '/';
    const base = href.endsWith('/') ? href : `${href}/`;
    const matches = path === href || (href !== '/' && path.startsWith(base));
    if (matches && (!best || href.length > best.href.length)) best = item;
  }
  return best;
}

interface NavListProps {
  nav: NavItem[];
  activeId: string | undefined;
  Link: LinkComponent;
  collapsed: boolean;
  onNavigate?: () => void;
}

function NavList({ nav, activeId, Link, collapsed, onNavigate }: NavListProps) {
  const groups: { name: string | undefined; items: NavItem[] }[] = [];
  for (const item of nav) {
    const last = groups.at(-1);
    if (last && last.name === item.group) last.items.push(item);
    else groups.push({ name: item.group, items: [item] });
  }
  return (
    <>
      {groups.map((group) => (
        <div className="sd-nav__group" key={group.items[0]?.id}>
          {group.name && !collapsed ? <p className="sd-nav__group-title">{group.name}</p> : null}
          <ul className="sd-nav__list" aria-label={group.name}>
            {group.items.map((item) => (
              <li key={item.id}>
                <Link
                  href={item.href}
                  className="sd-nav__link"
                  aria-current={item.id === activeId ? 'page' : undefined}
                  title={collapsed ? item.label : undefined}
                  onClick={onNavigate}
                >
                  <span className="sd-nav__icon" aria-hidden="true">
                    {item.icon ?? <span className="sd-nav__initial">{item.label.charAt(0)}</span>}
                  </span>
                  <span className="sd-nav__label">{item.label}</span>
                  {item.badge != null ? <span className="sd-nav__badge">{item.badge}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/**
 * The signed-in layout: side navigation (collapsible; a drawer on phones), a top bar with the user
 * menu, and the page in `<main>`. A skip link leads past the navigation.
 */
export function AppShell({
  brand,
  brandMark,
  brandHref = '/',
  nav,
  user,
  onSignOut,
  profileHref,
  changePasswordHref,
  userMenuItems,
  footer,
  linkComponent: Link = DefaultLink,
  currentPath,
  topBar,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  children,
}: AppShellProps) {
  const { t } = useLingui();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [collapsedState, setCollapsedState] = useState(defaultCollapsed);
  const collapsed = collapsedProp ?? collapsedState;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarId = useId();
  const activeId = findActiveNavItem(nav, currentPath)?.id;

  // A navigation closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => {
    setDrawerOpen(false);
  }, [currentPath]);

  const setCollapsed = (next: boolean) => {
    if (collapsedProp === undefined) setCollapsedState(next);
    onCollapsedChange?.(next);
  };

  const menuItems: UserMenuItem[] = userMenuItems ?? [
    ...(profileHref
      ? [{ id: 'profile', label: t`Edit profile`, href: profileHref, icon: <UserIcon /> }]
      : []),
    ...(changePasswordHref
      ? [{ id: 'password', label: t`Change password`, href: changePasswordHref, icon: <KeyIcon /> }]
      : []),
  ];

  const brandLink = (
    <Link href={brandHref} className="sd-shell__brand-link">
      <span className="sd-brand-mark" aria-hidden="true">
        {brandMark ?? (typeof brand === 'string' ? brand.charAt(0) : null)}
      </span>
      <span className="sd-shell__brand-text">{brand}</span>
    </Link>
  );

  return (
    <div className={cx('sd-shell', !isPhone && collapsed && 'sd-shell--collapsed')}>
      <a className="sd-skip-link" href="#sd-main">
        {t`Skip to main content`}
      </a>

      {isPhone ? null : (
        <aside className="sd-shell__sidebar" id={sidebarId}>
          <div className="sd-shell__brand">{brandLink}</div>
          <nav className="sd-nav" aria-label={t`Main navigation`}>
            <NavList nav={nav} activeId={activeId} Link={Link} collapsed={collapsed} />
          </nav>
          {footer ? <div className="sd-shell__footer">{footer}</div> : null}
        </aside>
      )}

      <header className="sd-shell__topbar">
        {isPhone ? (
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Trigger asChild>
              <IconButton label={t`Open navigation`}>
                <MenuIcon />
              </IconButton>
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
                  <NavList
                    nav={nav}
                    activeId={activeId}
                    Link={Link}
                    collapsed={false}
                    onNavigate={() => setDrawerOpen(false)}
                  />
                </nav>
                {footer ? <div className="sd-shell__footer">{footer}</div> : null}
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        ) : (
          <IconButton
            label={collapsed ? t`Expand navigation` : t`Collapse navigation`}
            aria-expanded={!collapsed}
            aria-controls={sidebarId}
            onClick={() => setCollapsed(!collapsed)}
          >
            <PanelLeftIcon />
          </IconButton>
        )}
        {isPhone ? <span className="sd-shell__topbar-brand">{brand}</span> : null}
        <div className="sd-shell__topbar-content">{topBar}</div>

        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <button type="button" className="sd-user-button">
              <span className="sd-avatar" aria-hidden="true">
                {initials(user.name)}
              </span>
              <span className="sd-user-button__name">{user.name}</span>
              <ChevronDownIcon className="sd-icon sd-user-button__chevron" />
            </button>
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
              {menuItems.map((item) =>
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
              {menuItems.length > 0 ? (
                <DropdownMenu.Separator className="sd-menu__separator" />
              ) : null}
              <DropdownMenu.Item className="sd-menu__item" onSelect={() => onSignOut()}>
                <LogOutIcon />
                {t`Sign out`}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </header>

      <main id="sd-main" className="sd-shell__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
