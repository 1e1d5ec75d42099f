import { paths } from '@staffdesk/core';
import { Link } from 'react-router';

export type EmployeeCellProps = { id: string; name: string; number: string };

/** An employee in a table's row: the name, linking to their record, over their number. */
export function EmployeeCell({ id, name, number }: EmployeeCellProps) {
  return (
    <span style={{ display: 'grid' }}>
      <Link to={paths.humanResource.employee.detail(id)}>{name}</Link>
      <span className="sd-text-muted sd-num">{number}</span>
    </span>
  );
}
