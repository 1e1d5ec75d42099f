import { SupportingPage } from '../components/SupportingParts';

/** `/employee/information-supporting`: my insurance, assets and BPJS on one page, read-only. */
export function Component() {
  return <SupportingPage />;
}
