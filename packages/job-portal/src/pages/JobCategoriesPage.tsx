import { TaxonomyPage } from '../components/TaxonomyPage';

/** `/job-portal/job-categories`: the job categories (see `TaxonomyPage`). */
export function Component() {
  return <TaxonomyPage kind="category" />;
}
