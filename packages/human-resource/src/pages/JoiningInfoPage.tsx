import { paths } from '@staffdesk/core';
import { OnboardingJoiningInfoPage } from '@staffdesk/kit';

/**
 * `/human-resource/joining-info?candidate=<applicationId>`: an accepted candidate's joining date,
 * documents and notes, and making them an employee (kit's page, shared with business
 * development). Needs `employees.read`; changes need `employees.manage`.
 */
export function Component() {
  return (
    <OnboardingJoiningInfoPage
      offeredPath={paths.humanResource.offered()}
      hiredPath={paths.humanResource.hired()}
      employeeHref={paths.humanResource.employee.detail}
    />
  );
}
