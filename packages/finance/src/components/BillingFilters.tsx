import { useLingui } from '@lingui/react/macro';
import { MonthPicker, shiftMonth, thisMonthInJakarta, useClientChoices } from '@staffdesk/kit';
import { FilterBar, FilterSelect, SearchInput } from '@staffdesk/ui';
import type { ReactNode } from 'react';

/** What the filters change, as `useListParams` takes it (null removes it from the URL). */
type Patch = { client?: string | null; period?: string | null; search?: string | null };

export interface BillingFiltersProps {
  /** The client chosen ('' for none), the month shown and the search, from the URL. */
  client: string;
  period: string;
  search: string;
  onChange: (patch: Patch) => void;
  /** After the filters, at the right: the export. */
  actions: ReactNode;
}

/**
 * The filters of a client's billing: the client (first, required), its period's month and a
 * search of its employees. Another client starts from its current period.
 */
export function BillingFilters({ client, period, search, onChange, actions }: BillingFiltersProps) {
  const { t } = useLingui();
  const clients = useClientChoices().data?.items ?? [];
  // A client's cut-off may already have opened next month's period.
  const canGoOn = period < shiftMonth(thisMonthInJakarta(), 1);
  return (
    // The export goes last among the filters, not in the bar's own actions: beside them, a phone's
    // width leaves the filters too narrow for the month (its buttons would stack).
    <FilterBar>
      <FilterSelect
        label={t`Client`}
        allLabel={t`Choose a client`}
        options={clients.map(({ id, legalName }) => ({ value: id, label: legalName }))}
        value={client}
        onChange={(next) => onChange({ client: next, period: null })}
      />
      <MonthPicker
        month={period}
        onPrevious={() => onChange({ period: shiftMonth(period, -1) })}
        onNext={canGoOn ? () => onChange({ period: shiftMonth(period, 1) }) : undefined}
      />
      <SearchInput
        label={t`Search employees`}
        placeholder={t`Search by employee name or number`}
        value={search}
        onSearch={(next) => onChange({ search: next })}
      />
      <div style={{ marginLeft: 'auto' }}>{actions}</div>
    </FilterBar>
  );
}
