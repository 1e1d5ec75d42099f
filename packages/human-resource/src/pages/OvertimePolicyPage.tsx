import { hasPermission, paths, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, OvertimePolicyListPage } from '@staffdesk/kit';

/**
 * `/human-resource/overtime/policy`: the overtime regulations of clients and of single employees
 * (kit's list, shared with business development), each opening in the form below.
 */
export function Component() {
  const me = useCurrentUser().data;
  if (me && !hasPermission(me, 'overtime.policy')) return <AccessDenied />;
  return (
    <OvertimePolicyListPage
      formPath={paths.humanResource.overtime.policyForm}
      scopes={['client', 'employee']}
    />
  );
}
