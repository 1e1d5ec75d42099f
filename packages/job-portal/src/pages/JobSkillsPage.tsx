import { TaxonomyPage } from '../components/TaxonomyPage';

/** `/job-portal/job-skills`: the job skills (see `TaxonomyPage`). */
export function Component() {
  return <TaxonomyPage kind="skill" />;
}
