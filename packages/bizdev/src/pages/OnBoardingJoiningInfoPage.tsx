import { paths } from '@staffdesk/core';
import { OnboardingJoiningInfoPage } from '@staffdesk/kit';

/**
 * `/bizdev/on-boarding/joining-info?candidate=<applicationId>`: an accepted candidate's joining
 * date, documents and notes, and making them an employee (kit's page, shared with HR). Needs
 * `employees.read`; changes need `employees.manage`.
 */
export function Component() {
  return (
    <OnboardingJoiningInfoPage
      offeredPath={paths.bizdev.onBoarding.offered()}
      hiredPath={paths.bizdev.onBoarding.hired()}
      employeeHref={paths.humanResource.employee.detail}
    />
  );
}
