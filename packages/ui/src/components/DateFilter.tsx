import { useId } from 'react';

export type DateFilterProps = {
  label: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
};

/** A labelled day for the filter bar (the browser's date picker). */
export function DateFilter({ label, value, onChange, min, max }: DateFilterProps) {
  const id = useId();
  return (
    <div className="sd-field">
      <label htmlFor={id} className="sd-field__label sd-field__label--sm">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="sd-input"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
