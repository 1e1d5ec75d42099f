import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { cx } from '../cx';
import { IconButton } from './Button';
import { KeyIcon, PanelLeftIcon, UserIcon } from './icons';
import { DefaultLink, type LinkComponent } from './Link';
import { NavList, OpenNavigationButton, UserButton } from './ShellParts';
import { PHONE_QUERY, useMediaQuery } from './useMediaQuery';

// The drawer and the user menu (Radix dialog and menu, with their positioning) load just after
// the shell shows, not before: their buttons are there at once.
const NavDrawer = lazy(() =>
  import('./ShellMenus').then((module) => ({ default: module.NavDrawer })),
);
const UserMenu = lazy(() =>
  import('./ShellMenus').then((module) => ({ default: module.UserMenu })),
);

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
  // Open state lives here, so a click before the menu has loaded opens it once it has.
  const [userMenuOpen, setUserMenuOpen] = useState(false);
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
          <Suspense fallback={<OpenNavigationButton onClick={() => setDrawerOpen(true)} />}>
            <NavDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              brandLink={brandLink}
              footer={footer}
              nav={
                <NavList
                  nav={nav}
                  activeId={activeId}
                  Link={Link}
                  collapsed={false}
                  onNavigate={() => setDrawerOpen(false)}
                />
              }
            />
          </Suspense>
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

        <Suspense fallback={<UserButton name={user.name} onClick={() => setUserMenuOpen(true)} />}>
          <UserMenu
            open={userMenuOpen}
            onOpenChange={setUserMenuOpen}
            user={user}
            items={menuItems}
            onSignOut={onSignOut}
            Link={Link}
          />
        </Suspense>
      </header>

      <main id="sd-main" className="sd-shell__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
