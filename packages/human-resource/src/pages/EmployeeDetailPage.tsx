import { useLingui } from '@lingui/react/macro';
import { type FormMode, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import { NotFound, QueryFailure } from '@staffdesk/kit';
import { Button, LoadingState, PageHeader, type TabItem, Tabs } from '@staffdesk/ui';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmployeeActions } from '../components/EmployeeActions';
import { OverviewTab } from '../components/OverviewTab';
import { ProfileTab } from '../components/ProfileTab';
import { EmployeeStatusBadge } from '../components/StatusBadges';
import { SupportingTab } from '../components/SupportingTab';
import { WorkHistoryTab } from '../components/WorkHistoryTab';
import { useEmployee } from '../hooks/useEmployees';

const TABS = ['overview', 'work-history', 'profile', 'supporting'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/human-resource/employee/detail/:employeeId` (tabs Overview, Profile, Supporting as `?tab=`)
 * and `…/work-history`: an employee's page with HR's actions in the header, and the link to the
 * employee's overtime regulation (`overtime.policy`).
 */
export function Component() {
  const { employeeId } = useParams();
  return employeeId ? <EmployeeDetail id={employeeId} /> : <NotFound />;
}

const FORM_MODES: readonly string[] = ['add', 'edit', 'view'];

/** The sub-form the address opens: `…/profile/:form/:type/:id?` or `…/supporting/:form/:type`. */
function useOpenForm(id: string) {
  const { form, type, id: itemId } = useParams();
  const { pathname } = useLocation();
  if (!form || !type || !FORM_MODES.includes(type)) return null;
  const under = paths.humanResource.employee.detail(id);
  const area = pathname.startsWith(`${under}/profile/`)
    ? 'profile'
    : pathname.startsWith(`${under}/supporting/`)
      ? 'supporting'
      : null;
  return area ? { area, form, type: type as FormMode, id: itemId } : null;
}

function EmployeeDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'employees.manage');
  const canSetOvertime = hasPermission(me, 'overtime.policy');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const employee = useEmployee(id);

  const historyPath = paths.humanResource.employee.workHistory(id);
  const openForm = useOpenForm(id);
  const requested =
    openForm?.area ??
    (location.pathname === historyPath ? 'work-history' : searchParams.get('tab'));
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'overview';

  if (employee.isPending) return <LoadingState label={t`Loading the employee…`} />;
  if (employee.isError) {
    return <QueryFailure error={employee.error} onRetry={() => void employee.refetch()} />;
  }
  const data = employee.data;

  const items: TabItem[] = [
    { value: 'overview', label: t`Overview`, content: <OverviewTab employee={data} /> },
    { value: 'work-history', label: t`Work history`, content: <WorkHistoryTab employeeId={id} /> },
    {
      value: 'profile',
      label: t`Profile`,
      content: (
        <ProfileTab
          employeeId={id}
          canManage={canManage}
          open={openForm?.area === 'profile' ? openForm : null}
        />
      ),
    },
    {
      value: 'supporting',
      label: t({ message: 'Supporting', context: 'tab: supporting documents and data' }),
      content: (
        <SupportingTab
          employee={data}
          canManage={canManage}
          editing={openForm?.area === 'supporting'}
        />
      ),
    },
  ];

  const openTab = (next: string) => {
    const detail = paths.humanResource.employee.detail(id);
    if (next === 'work-history') navigate(historyPath);
    else navigate(next === 'overview' ? detail : `${detail}?tab=${next}`);
  };

  return (
    <div className="sd-stack">
      <PageHeader
        title={data.fullName}
        status={<EmployeeStatusBadge status={data.status} />}
        description={`${data.employeeNumber} · ${data.placement.position} · ${
          data.clientName ?? t`Internal staff`
        }`}
        breadcrumbs={[
          { label: t`Employees`, href: paths.humanResource.employee.list() },
          { label: data.fullName },
        ]}
        actions={
          canManage || canSetOvertime ? (
            <>
              {canSetOvertime ? (
                <Button asChild>
                  <Link to={paths.humanResource.employee.overtimeRegulation(id)}>
                    {t`Overtime regulation`}
                  </Link>
                </Button>
              ) : null}
              {canManage ? <EmployeeActions employee={data} /> : null}
            </>
          ) : null
        }
        linkComponent={RouterLink}
      />
      <Tabs label={t`Employee`} items={items} value={tab} onValueChange={openTab} />
    </div>
  );
}
