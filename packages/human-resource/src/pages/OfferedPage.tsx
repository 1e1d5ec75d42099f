import { paths } from '@staffdesk/core';
import { OnboardingOfferedPage } from '@staffdesk/kit';

/**
 * `/human-resource/offered`: candidates who accepted an offer and are not employees yet (kit's
 * list, shared with business development), each opening their joining info. Needs
 * `employees.read`.
 */
export function Component() {
  return <OnboardingOfferedPage joiningInfoPath={paths.humanResource.joiningInfo()} />;
}
