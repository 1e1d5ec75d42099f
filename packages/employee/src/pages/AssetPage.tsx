import { SupportingPage } from '../components/SupportingParts';

/** `/employee/information-supporting/asset`: one part of my supporting information, read-only. */
export function Component() {
  return <SupportingPage part="asset" />;
}
