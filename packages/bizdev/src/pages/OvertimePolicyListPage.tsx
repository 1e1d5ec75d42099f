import { paths } from '@staffdesk/core';
import { OvertimePolicyListPage } from '@staffdesk/kit';

/** `/bizdev/overtime-policy`: the clients' overtime regulations (kit's list, clients only). */
export function Component() {
  return <OvertimePolicyListPage formPath={paths.bizdev.overtimePolicy.form} scopes={['client']} />;
}
