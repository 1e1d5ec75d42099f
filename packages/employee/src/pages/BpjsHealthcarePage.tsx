import { SupportingPage } from '../components/SupportingParts';

/** `/employee/information-supporting/bpjs-healthcare`: one part of my supporting information, read-only. */
export function Component() {
  return <SupportingPage part="bpjs-healthcare" />;
}
