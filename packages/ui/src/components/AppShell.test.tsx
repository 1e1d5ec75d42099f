import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell, findActiveNavItem, type NavItem } from './AppShell';

const nav: NavItem[] = [
  { id: 'home', label: 'Home', href: '/' },
  { id: 'hr', label: 'Human resource', href: '/human-resource' },
  { id: 'finance', label: 'Finance', href: '/finance' },
];

function renderShell(onSignOut = vi.fn(), currentPath = '/human-resource/employees/42') {
  render(
    <AppShell
      brand="Staffdesk"
      nav={nav}
      user={{ name: 'Sari Wulandari', email: 'sari@example.co.id' }}
      onSignOut={onSignOut}
      profileHref="/profile"
      changePasswordHref="/profile/password"
      footer="Staffdesk 4.2.0 · © 2026"
      currentPath={currentPath}
    >
      <h1>Employees</h1>
    </AppShell>,
  );
  return onSignOut;
}

describe('AppShell', () => {
  it('renders the given nav items and marks the current section', () => {
    renderShell();
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getAllByRole('link')).toHaveLength(3);
    for (const label of ['Home', 'Human resource', 'Finance']) {
      expect(within(navigation).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(navigation).getByRole('link', { name: /Human resource/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(navigation).getByRole('link', { name: /Home/ })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByText('Staffdesk 4.2.0 · © 2026')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Employees');
  });

  it('lists grouped items under their section heading, so two "Calendar" links are told apart', () => {
    render(
      <AppShell
        brand="Staffdesk"
        nav={[
          { id: 'home', label: 'Home', href: '/' },
          {
            id: 'my-calendar',
            label: 'Calendar',
            href: '/employee/calendar',
            group: 'Employee self-service',
          },
          {
            id: 'hr-calendar',
            label: 'Calendar',
            href: '/human-resource/calendar',
            group: 'Human resource',
          },
        ]}
        user={{ name: 'Sari Wulandari', email: 'sari@example.co.id' }}
        onSignOut={vi.fn()}
        currentPath="/"
      >
        <h1>Home</h1>
      </AppShell>,
    );
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    const hr = within(navigation).getByRole('list', { name: 'Human resource' });
    expect(within(hr).getByRole('link', { name: /Calendar/ })).toHaveAttribute(
      'href',
      '/human-resource/calendar',
    );
    expect(within(navigation).getByText('Employee self-service')).toBeVisible();
  });

  it('collapses and expands the side navigation', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Collapse navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // the links stay reachable by name when collapsed
    expect(screen.getByRole('link', { name: /Finance/ })).toBeInTheDocument();
  });

  it('opens the user menu with profile links and signs out', async () => {
    const user = userEvent.setup();
    const onSignOut = renderShell();
    await user.click(screen.getByRole('button', { name: /Sari Wulandari/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('sari@example.co.id')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/profile/password',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('renders links through the given link component', () => {
    const Link = vi.fn(({ href, children, ...rest }) => (
      <a href={`#${href}`} data-router="" {...rest}>
        {children}
      </a>
    ));
    render(
      <AppShell
        brand="Staffdesk"
        nav={nav}
        user={{ name: 'Sari', email: 's@example.co.id' }}
        onSignOut={() => {}}
        linkComponent={Link}
        currentPath="/finance"
      >
        content
      </AppShell>,
    );
    expect(screen.getByRole('link', { name: /Finance/ })).toHaveAttribute('href', '#/finance');
    expect(screen.getByRole('link', { name: /Finance/ })).toHaveAttribute('aria-current', 'page');
  });
});

describe('AppShell on a phone', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('hides the navigation in a drawer opened from the top bar', async () => {
    const user = userEvent.setup();
    renderShell();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(within(drawer).getByRole('link', { name: 'Human resource' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(drawer).getByText('Staffdesk 4.2.0 · © 2026')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('findActiveNavItem', () => {
  it('picks the longest matching section by whole path segments; home only at /', () => {
    const items: NavItem[] = [
      ...nav,
      { id: 'old', label: 'Old bizdev', href: '/old-bizdev' },
      { id: 'bizdev', label: 'Bizdev', href: '/bizdev' },
    ];
    expect(findActiveNavItem(items, '/')?.id).toBe('home');
    expect(findActiveNavItem(items, '/finance/invoices?page=2')?.id).toBe('finance');
    expect(findActiveNavItem(items, '/old-bizdev/clients')?.id).toBe('old');
    expect(findActiveNavItem(items, '/bizdev')?.id).toBe('bizdev');
    expect(findActiveNavItem(items, '/financex')).toBeUndefined();
  });
});
