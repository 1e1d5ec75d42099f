import { paths } from '@staffdesk/core';
import { OnboardingHiredPage } from '@staffdesk/kit';

/**
 * `/human-resource/hired`: the candidates made employees from an accepted offer (kit's list,
 * shared with business development), each linking to the employee. Needs `employees.read`.
 */
export function Component() {
  return <OnboardingHiredPage employeeHref={paths.humanResource.employee.detail} />;
}
