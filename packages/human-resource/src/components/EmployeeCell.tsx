import { paths } from '@staffdesk/core';
import { Stack } from '@staffdesk/ui';
import { Link } from 'react-router';

export type EmployeeCellProps = { id: string; name: string; number: string };

/** An employee in a table's row: the name, linking to their record, over their number. */
export function EmployeeCell({ id, name, number }: EmployeeCellProps) {
  return (
    <Stack as="span" gap={0}>
      <Link to={paths.humanResource.employee.detail(id)}>{name}</Link>
      <span className="sd-text-muted sd-num">{number}</span>
    </Stack>
  );
}
