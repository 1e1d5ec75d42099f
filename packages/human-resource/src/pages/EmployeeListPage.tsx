import { PageHeader } from '@staffdesk/ui';
import { EmployeeList } from '../components/EmployeeList';

/** `/human-resource/employee`: the employee master list. */
export function Component() {
  return (
    <div className="sd-stack">
      <PageHeader
        title="Employees"
        description="Internal staff and everyone placed at a client: personal data, placement and status."
      />
      <EmployeeList />
    </div>
  );
}
