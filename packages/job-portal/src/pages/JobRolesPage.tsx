import { TaxonomyPage } from '../components/TaxonomyPage';

/** `/job-portal/job-roles`: the job roles (see `TaxonomyPage`). */
export function Component() {
  return <TaxonomyPage kind="role" />;
}
