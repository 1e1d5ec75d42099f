import { useLingui } from '@lingui/react/macro';
import { IconButton } from '@staffdesk/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { monthYearLabel } from '../lib/months';

export interface MonthPickerProps {
  /** The month shown, `YYYY-MM`. */
  month: string;
  /** Goes to the month before. */
  onPrevious: () => void;
  /** Goes to the month after; disabled when absent (e.g. after this month). */
  onNext?: () => void;
}

/** A filter-bar month: the previous and next buttons around the month's name ("December 2026"). */
export function MonthPicker({ month, onPrevious, onNext }: MonthPickerProps) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <div className="sd-field">
      <span id={labelId} className="sd-field__label sd-field__label--sm">
        {t({ message: 'Month', context: 'filter of a monthly report' })}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset */}
      <div className="sd-inline" role="group" aria-labelledby={labelId}>
        <IconButton label={t`Previous month`} variant="secondary" onClick={onPrevious}>
          <ChevronLeft aria-hidden="true" size={16} />
        </IconButton>
        <output
          aria-live="polite"
          style={{ minWidth: '9.5rem', textAlign: 'center', fontWeight: 600 }}
        >
          {monthYearLabel(month)}
        </output>
        <IconButton label={t`Next month`} variant="secondary" onClick={onNext} disabled={!onNext}>
          <ChevronRight aria-hidden="true" size={16} />
        </IconButton>
      </div>
    </div>
  );
}
