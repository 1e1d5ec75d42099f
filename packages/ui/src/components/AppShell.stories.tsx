import type { Story, StoryDefault } from '@ladle/react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { AppShell, findActiveNavItem, type NavItem } from './AppShell';
import { Badge, StatusBadge } from './Badge';
import { Button } from './Button';
import { Card } from './Card';
import { DescriptionList } from './DescriptionList';
import type { LinkComponentProps } from './Link';
import { PageHeader } from './PageHeader';
import { Tabs } from './Tabs';

export default { title: 'Layout/AppShell' } satisfies StoryDefault;

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {path}
  </svg>
);

const nav: NavItem[] = [
  { id: 'home', label: 'Home', href: '/', icon: icon(<path d="M3 11 12 4l9 7v9H3z" />) },
  {
    id: 'employee',
    label: 'My leave & payslips',
    href: '/employee',
    icon: icon(<circle cx="12" cy="8" r="4" />),
  },
  {
    id: 'hr',
    label: 'Human resource',
    href: '/human-resource',
    icon: icon(<path d="M16 21v-2a4 4 0 0 0-8 0v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z" />),
    badge: <Badge tone="warning">12</Badge>,
  },
  {
    id: 'recruiter',
    label: 'Recruitment',
    href: '/recruiter',
    icon: icon(<path d="m21 21-4.3-4.3M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z" />),
  },
  {
    id: 'bizdev',
    label: 'Business development',
    href: '/bizdev',
    icon: icon(<path d="M3 17l6-6 4 4 8-8M14 7h7v7" />),
  },
  {
    id: 'finance',
    label: 'Finance',
    href: '/finance',
    icon: icon(<path d="M2 7h20v12H2zM2 11h20" />),
  },
  { id: 'tax', label: 'Accounting & tax', href: '/accounting-tax' },
];

const NavigateContext = createContext<(href: string) => void>(() => {});

/** Stands in for a router link: keeps the story on one page and tracks the path. */
function StoryLink({ href, children, onClick, ...rest }: LinkComponentProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      href={`#${href}`}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

function useFakeRouter(initial: string) {
  const [path, setPath] = useState(initial);
  return { path, setPath };
}

function EmployeePage() {
  return (
    <>
      <PageHeader
        linkComponent={StoryLink}
        title="Budi Santoso"
        status={<StatusBadge status="approved" label="Active" />}
        breadcrumbs={[
          { label: 'Human resource', href: '/human-resource' },
          { label: 'Employees', href: '/human-resource/employees' },
          { label: 'Budi Santoso' },
        ]}
        actions={
          <>
            <Button>Edit</Button>
            <Button variant="primary">Renew contract</Button>
          </>
        }
      />
      <Tabs
        label="Employee details"
        items={[
          {
            value: 'details',
            label: 'Details',
            content: (
              <Card title="Personal data">
                <DescriptionList
                  items={[
                    { label: 'NIK', value: '3174 0123 4567 0001', numeric: true },
                    { label: 'NPWP', value: '09.254.294.3-407.000', numeric: true },
                    { label: 'PTKP', value: 'K/1' },
                    { label: 'Client', value: 'PT Sinar Maju Logistik' },
                    { label: 'Basic salary', value: 'Rp 5.200.000', numeric: true },
                  ]}
                />
              </Card>
            ),
          },
          { value: 'contracts', label: 'Contracts', content: <Card>3 contracts (PKWT).</Card> },
          { value: 'payroll', label: 'Payroll', content: <Card>Payslips from Jan 2026.</Card> },
          { value: 'history', label: 'History', content: <Card>Audit trail.</Card> },
        ]}
      />
    </>
  );
}

export const SignedIn: Story = () => {
  const { path, setPath } = useFakeRouter('/human-resource/employees/42');
  return (
    <NavigateContext.Provider value={setPath}>
      <AppShell
        brand="Staffdesk"
        nav={nav}
        user={{ name: 'Sari Wulandari', email: 'sari.wulandari@staffdesk.co.id' }}
        onSignOut={() => window.alert('Signed out')}
        profileHref="/profile"
        changePasswordHref="/profile/password"
        footer={
          <>
            Staffdesk 4.2.0
            <br />© 2026 PT Staffdesk Indonesia
          </>
        }
        linkComponent={StoryLink}
        currentPath={path}
      >
        {path.startsWith('/human-resource') ? (
          <EmployeePage />
        ) : (
          <PageHeader title={findActiveNavItem(nav, path)?.label ?? 'Page'} />
        )}
      </AppShell>
    </NavigateContext.Provider>
  );
};

export const Collapsed: Story = () => {
  const { path, setPath } = useFakeRouter('/finance');
  return (
    <NavigateContext.Provider value={setPath}>
      <AppShell
        brand="Staffdesk"
        nav={nav}
        user={{ name: 'Agus Pratama', email: 'agus@staffdesk.co.id' }}
        onSignOut={() => {}}
        footer="v4.2.0"
        linkComponent={StoryLink}
        currentPath={path}
        defaultCollapsed
      >
        <PageHeader title={findActiveNavItem(nav, path)?.label ?? 'Page'} />
      </AppShell>
    </NavigateContext.Provider>
  );
};

export const FewSections: Story = () => (
  <AppShell
    brand="Staffdesk"
    nav={nav.slice(0, 2)}
    user={{ name: 'Dewi Lestari', email: 'dewi.lestari@gmail.com' }}
    onSignOut={() => {}}
    userMenuItems={[{ label: 'My profile', href: '#/employee/profile' }]}
    footer="Staffdesk 4.2.0 · © 2026"
    currentPath="/employee"
  >
    <PageHeader
      title="My leave & payslips"
      description="An employee sees only their own section."
    />
  </AppShell>
);
