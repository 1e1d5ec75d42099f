import { useLingui } from '@lingui/react/macro';
import { compact, useListParams } from '@staffdesk/core';
import { optionsOf } from '@staffdesk/kit';
import { FilterSelect, SearchInput } from '@staffdesk/ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { CandidateSearchQuery, CandidateSource } from '../../hooks/useCandidates';
import { CANDIDATE_SOURCE_LABELS } from '../../lib/candidate-labels';

export const CANDIDATES_PAGE_SIZE = 20;

const KEYS = ['search', 'skills', 'city', 'source', 'minExperience', 'maxSalary'] as const;

/** A whole number from a filter's text, or undefined. */
function wholeNumber(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : undefined;
}

/**
 * The CV database's search and filters, kept in the URL (`?search=&skills=&city=&source=
 * &minExperience=&maxSalary=&page=`), and the query of `GET /candidates` they make.
 */
export function useCandidateSearchParams() {
  const { values, page, update } = useListParams(KEYS);
  const minExperience = wholeNumber(values.minExperience);
  const query: CandidateSearchQuery = {
    ...compact({
      search: values.search,
      skills: values.skills
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean)
        .join(','),
      city: values.city.trim(),
      source: (values.source || undefined) as CandidateSource | undefined,
      minExperienceYears: minExperience === undefined ? undefined : Math.min(minExperience, 60),
      maxExpectedSalary: wholeNumber(values.maxSalary),
    }),
    page,
    pageSize: CANDIDATES_PAGE_SIZE,
  };
  const filtered = KEYS.some((key) => values[key] !== '');
  return { values, page, update, query, filtered };
}

type FilterInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
  /** Debounce in ms (default 400). */
  delay?: number;
};

/** A labelled text filter for the filter bar: reports the text once typing pauses, or on Enter. */
export function FilterInput({
  label,
  value,
  onChange,
  placeholder,
  inputMode = 'text',
  delay = 400,
}: FilterInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onChangeRef.current(next.trim());
  };
  return (
    <div className="sd-field">
      <label htmlFor={id} className="sd-field__label sd-field__label--sm">
        {label}
      </label>
      <input
        id={id}
        className="sd-input"
        value={text}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(next), delay);
        }}
        onBlur={() => send(text)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            send(text);
          }
        }}
      />
    </div>
  );
}

type SearchParams = ReturnType<typeof useCandidateSearchParams>;

/** The search box of the CV database (full text over names, skills, cities and CV words). */
export function CandidateSearchBox({ params }: { params: SearchParams }) {
  const { t } = useLingui();
  return (
    <SearchInput
      label={t`Search candidates`}
      placeholder={t`Search names, skills, cities and CV words`}
      value={params.values.search}
      onSearch={(search) => params.update({ search })}
    />
  );
}

/** The CV database's filters: skills, city, source, experience and expected salary. */
export function CandidateFilters({ params }: { params: SearchParams }) {
  const { t } = useLingui();
  const { values, update } = params;
  return (
    <>
      <FilterInput
        label={t`Skills`}
        placeholder={t`e.g. excel, forklift`}
        value={values.skills}
        onChange={(skills) => update({ skills })}
      />
      <FilterInput label={t`City`} value={values.city} onChange={(city) => update({ city })} />
      <FilterSelect
        label={t`Source`}
        value={values.source}
        onChange={(source) => update({ source })}
        allLabel={t`All sources`}
        options={optionsOf(CANDIDATE_SOURCE_LABELS)}
      />
      <FilterInput
        label={t`Min. experience (years)`}
        inputMode="numeric"
        value={values.minExperience}
        onChange={(minExperience) => update({ minExperience })}
      />
      <FilterInput
        label={t`Max. expected salary (Rp)`}
        inputMode="numeric"
        value={values.maxSalary}
        onChange={(maxSalary) => update({ maxSalary })}
      />
    </>
  );
}
