import { paths } from '@staffdesk/core';
import { OnboardingHiredPage } from '@staffdesk/kit';

/**
 * `/bizdev/on-boarding/hired`: the candidates made employees from an accepted offer (kit's list,
 * shared with HR), each linking to the employee's page. Needs `employees.read`.
 */
export function Component() {
  return <OnboardingHiredPage employeeHref={paths.humanResource.employee.detail} />;
}
