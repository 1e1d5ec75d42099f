import { useLingui } from '@lingui/react/macro';
import { periodText } from '@staffdesk/kit';
import { IconButton } from '@staffdesk/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';

/** A period as the API answers it: its bounds and the periods before and after (none after today's). */
export type PeriodAnswer = {
  periodStart: string;
  periodEnd: string;
  previousPeriod: string;
  nextPeriod: string | null;
};

export type PeriodPickerProps = {
  period: PeriodAnswer;
  /** Another period loads: say so to screen readers. */
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
          onClick={() => onGoTo(previousPeriod)}
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
          onClick={nextPeriod ? () => onGoTo(nextPeriod) : undefined}
          disabled={!nextPeriod}
        >
          <ChevronRight aria-hidden="true" size={16} />
        </IconButton>
      </div>
    </div>
  );
}
