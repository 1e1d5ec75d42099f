import { SupportingPage } from '../components/SupportingParts';

/** `/employee/information-supporting/bpjs-social-security`: one part of my supporting information, read-only. */
export function Component() {
  return <SupportingPage part="bpjs-social-security" />;
}
