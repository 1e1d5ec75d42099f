import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../cx';
import { IconButton } from './Button';
import { SearchIcon, XIcon } from './icons';

export interface FilterBarProps {
  /** Usually a `SearchInput`, first. */
  search?: ReactNode;
  /** Filters (`FilterSelect`s, date ranges…). */
  children?: ReactNode;
  /** At the right: export, column choice. */
  actions?: ReactNode;
  className?: string;
}

/** The row above a list: search, filters, and actions such as export. Wraps on phones. */
export function FilterBar({ search, children, actions, className }: FilterBarProps) {
  const { t } = useLingui();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a landmark-free group of controls
    <div className={cx('sd-filter-bar', className)} role="group" aria-label={t`Filters`}>
      <div className="sd-filter-bar__filters">
        {search}
        {children}
      </div>
      {actions ? <div className="sd-filter-bar__actions">{actions}</div> : null}
    </div>
  );
}

export interface SearchInputProps {
  /** Called with the trimmed text after typing pauses, at once on Enter or clear. */
  onSearch: (value: string) => void;
  /** The search in force (e.g. from the URL); a change from outside replaces the text. */
  value?: string;
  /** Accessible name (default "Search"); shown as the placeholder when none is given. */
  label?: string;
  placeholder?: string;
  /** Debounce in ms (default 300). */
  delay?: number;
  className?: string;
}

/** A search box that reports what was typed once the user pauses. */
export function SearchInput({
  onSearch,
  value = '',
  label,
  placeholder,
  delay = 300,
  className,
}: SearchInputProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const lastSent = useRef(value.trim());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    setText(value);
    lastSent.current = value.trim();
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === lastSent.current) return;
    lastSent.current = trimmed;
    onSearchRef.current(trimmed);
  };

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next), delay);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and jsdom
    <div className={cx('sd-search', className)} role="search">
      <label htmlFor={id} className="sd-visually-hidden">
        {label ?? t`Search`}
      </label>
      <SearchIcon className="sd-search__icon" />
      <input
        id={id}
        type="search"
        className="sd-input"
        value={text}
        placeholder={placeholder ?? label ?? t`Search…`}
        autoComplete="off"
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            send(text);
          }
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
            send('');
          }
        }}
      />
      {text ? (
        <IconButton
          label={t`Clear search`}
          size="sm"
          className="sd-search__clear"
          onClick={() => {
            setText('');
            send('');
          }}
        >
          <XIcon />
        </IconButton>
      ) : null}
    </div>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: FilterOption[];
  /** The first option, meaning no filter (value ''), e.g. "All statuses". */
  allLabel?: string;
  className?: string;
}

/** A labelled drop-down filter for the filter bar. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
  className,
}: FilterSelectProps) {
  const id = useId();
  return (
    <div className={cx('sd-field', className)}>
      <label htmlFor={id} className="sd-field__label sd-field__label--sm">
        {label}
      </label>
      <select
        id={id}
        className="sd-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
