import { useLingui } from '@lingui/react/macro';
import { isMonth, periodText } from '@staffdesk/kit';
import { IconButton } from '@staffdesk/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';

/** A period as the API answers it: its bounds and the periods before and after (none after today's). */
export type PeriodAnswer = {
  periodStart: string;
  periodEnd: string;
  previousPeriod: string;
  nextPeriod: string | null;
};

export type PeriodPickerProps = {
  period: PeriodAnswer;
  /** Another period loads: say so to screen readers; the buttons do nothing meanwhile. */
  busy: boolean;
  onGoTo: (period: string) => void;
};

/**
 * The period shown with the buttons to the one before and after (none after today's), as the
 * timesheet and overtime pages show it. Needs kit's timesheet words (`kitTimesheetCatalog`).
 */
export function PeriodPicker({ period, busy, onGoTo }: PeriodPickerProps) {
  const { t } = useLingui();
  const labelId = useId();
  const { previousPeriod, nextPeriod } = period;
  const goTo = (next: string) => {
    if (!busy) onGoTo(next);
  };
  return (
    <div className="sd-field">
      <span id={labelId} className="sd-field__label sd-field__label--sm">
        {t({ message: 'Period', context: 'timesheet period' })}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
      <div className="sd-inline" role="group" aria-labelledby={labelId}>
        <IconButton
          label={t`Previous period`}
          variant="secondary"
          onClick={() => goTo(previousPeriod)}
        >
          <ChevronLeft aria-hidden="true" size={16} />
        </IconButton>
        <output
          aria-live="polite"
          className="sd-num"
          style={{ minWidth: '12rem', textAlign: 'center', fontWeight: 600 }}
        >
          {periodText(period)}
          {busy ? <span className="sd-visually-hidden">{t`Loading…`}</span> : null}
        </output>
        <IconButton
          label={t`Next period`}
          variant="secondary"
          onClick={nextPeriod ? () => goTo(nextPeriod) : undefined}
          disabled={!nextPeriod}
        >
          <ChevronRight aria-hidden="true" size={16} />
        </IconButton>
      </div>
    </div>
  );
}

/**
 * The period the address asks for (`?period=2026-11`; undefined for today's), and going to
 * another (it replaces the address), for a page with a `PeriodPicker`.
 */
export function usePeriodParam() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('period');
  const period = asked && isMonth(asked) ? asked : undefined;
  const goTo = (next: string) => setSearch({ period: next }, { replace: true });
  return { period, goTo };
}
