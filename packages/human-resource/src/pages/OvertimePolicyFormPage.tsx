import { hasPermission, paths, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, OvertimePolicyFormPage } from '@staffdesk/kit';

/**
 * `/human-resource/overtime/policy/form/:type/:overtimeSchemeId?`: a client's or an employee's
 * overtime regulation, added or changed (kit's form page); back to the list when saved.
 */
export function Component() {
  const me = useCurrentUser().data;
  if (me && !hasPermission(me, 'overtime.policy')) return <AccessDenied />;
  return <OvertimePolicyFormPage listPath={paths.humanResource.overtime.policy()} />;
}
