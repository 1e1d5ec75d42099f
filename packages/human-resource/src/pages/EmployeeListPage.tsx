import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@staffdesk/ui';
import { EmployeeList } from '../components/EmployeeList';

/** `/human-resource/employee`: the employee master list. */
export function Component() {
  const { t } = useLingui();
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Employees`}
        description={t`Internal staff and everyone placed at a client: personal data, placement and status.`}
      />
      <EmployeeList />
    </div>
  );
}
