import { useLingui } from '@lingui/react/macro';
import { hasPermission, useCurrentUser } from '@staffdesk/core';
import { FilterSelect } from '@staffdesk/ui';
import { useClientChoices } from '../lib/clients';

/** The client filter of the on-boarding lists (`?client=`), from the client register. */
export function OnboardingClientFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (client: string) => void;
}) {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const clients = useClientChoices(hasPermission(me, 'clients.read'));
  const options = (clients.data?.items ?? []).map((client) => ({
    value: client.id,
    label: client.legalName,
  }));
  return (
    <FilterSelect
      label={t`Client`}
      allLabel={t`All clients`}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
