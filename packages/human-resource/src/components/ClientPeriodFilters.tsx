import { useLingui } from '@lingui/react/macro';
import { MonthPicker, periodText, shiftMonth, useClientChoices } from '@staffdesk/kit';
import { FilterSelect } from '@staffdesk/ui';

export type ClientPeriodFiltersProps = {
  /** The client chosen ('' for none). */
  client: string;
  /** Chooses another client (its period is usually forgotten with it). */
  onClient: (client: string) => void;
  /** The choice of no client: "All clients", or "Choose a client" where one is needed. */
  allLabel: string;
  /** The period shown, named by the month it ends in (`2026-11`). */
  period: string;
  /** The latest period one may go forward to. */
  latest: string;
  onPeriod: (period: string) => void;
  /** The label of the period's days, in the words of the page ("Period"). */
  periodLabel: string;
  /** The period's first and last day, once the list is read. */
  bounds: { periodStart: string; periodEnd: string } | null | undefined;
};

/**
 * A client's period in a filter bar: the client, the month its period ends in (back, and forward
 * up to `latest`) and the period's days. HR's timesheet list and overtime pages filter by it.
 */
export function ClientPeriodFilters({
  client,
  onClient,
  allLabel,
  period,
  latest,
  onPeriod,
  periodLabel,
  bounds,
}: ClientPeriodFiltersProps) {
  const { t } = useLingui();
  const clients = useClientChoices();
  return (
    <>
      <FilterSelect
        label={t`Client`}
        value={client}
        onChange={onClient}
        allLabel={allLabel}
        options={(clients.data?.items ?? []).map((choice) => ({
          value: choice.id,
          label: choice.legalName,
        }))}
      />
      <MonthPicker
        month={period}
        onPrevious={() => onPeriod(shiftMonth(period, -1))}
        onNext={period < latest ? () => onPeriod(shiftMonth(period, 1)) : undefined}
      />
      <div className="sd-field">
        <span className="sd-field__label sd-field__label--sm">{periodLabel}</span>
        <output
          className="sd-num"
          style={{ display: 'flex', alignItems: 'center', minHeight: 'var(--sd-control-height)' }}
        >
          {bounds ? periodText(bounds) : '—'}
        </output>
      </div>
    </>
  );
}
