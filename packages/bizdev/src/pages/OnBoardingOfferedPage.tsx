import { paths } from '@staffdesk/core';
import { OnboardingOfferedPage } from '@staffdesk/kit';

/**
 * `/bizdev/on-boarding/offered`: candidates who accepted an offer and are not employees yet
 * (kit's list, shared with HR), each opening their joining info. Needs `employees.read`.
 */
export function Component() {
  return <OnboardingOfferedPage joiningInfoPath={paths.bizdev.onBoarding.joiningInfo()} />;
}
