import { paths } from '@staffdesk/core';
import { OvertimePolicyFormPage } from '@staffdesk/kit';

/** `/bizdev/overtime-policy/form/:type/:overtimeSchemeId?`: add or change a client's regulation. */
export function Component() {
  return <OvertimePolicyFormPage listPath={paths.bizdev.overtimePolicy.list()} />;
}
