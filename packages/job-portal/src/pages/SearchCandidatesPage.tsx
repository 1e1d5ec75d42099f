import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  failureStatus,
  hasPermission,
  paths,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import { AccessDenied, QueryFailure } from '@staffdesk/kit';
import {
  Button,
  Card,
  EmptyState,
  formatNumber,
  LoadingState,
  PageHeader,
  Pager,
  Stack,
} from '@staffdesk/ui';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { useCandidateSearch } from '../hooks/useJobPortal';
import type { CandidateHit } from '../lib/vacancies';

const PAGE_SIZE = 20;
const KEYS = ['search', 'skills', 'city'] as const;

/** The words of a skills box, as the server takes them: comma-separated, none empty. */
function skillList(text: string): string {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean)
    .join(',');
}

function CandidateLine({ hit }: { hit: CandidateHit }) {
  const { t } = useLingui();
  const years = formatNumber(hit.experienceYears);
  const details = [
    hit.city,
    hit.experienceYears > 0 ? t`${years} years of experience` : '',
    hit.skills.slice(0, 6).join(', '),
  ].filter(Boolean);
  return (
    <li
      className="sd-card"
      style={{ padding: 'var(--sd-space-3)', display: 'grid', gap: 'var(--sd-space-1)' }}
    >
      <Link to={paths.recruiter.candidate.detail(hit.id)}>{hit.fullName}</Link>
      {details.length > 0 ? <span className="sd-text-muted">{details.join(' · ')}</span> : null}
    </li>
  );
}

/**
 * `/job-portal/job-vacancies/search-candidates`: the CV database's search (words, skills, city)
 * as a compact list; each candidate links to their page in recruiting. `recruiting.read`.
 */
export function Component() {
  const { t } = useLingui();
  const formId = useId();
  const me = useCurrentUser().data;
  const { values, page, update } = useListParams(KEYS);
  const query = {
    ...compact({ search: values.search, skills: skillList(values.skills), city: values.city }),
    page,
    pageSize: PAGE_SIZE,
  };
  const results = useCandidateSearch(query);

  if (failureStatus(results.error) === 403 || (me && !hasPermission(me, 'recruiting.read'))) {
    return <AccessDenied />;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '').trim();
    update({ search: text('search'), skills: skillList(text('skills')), city: text('city') });
  }

  const total = results.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const shown = formatNumber(total);
  const field = (name: (typeof KEYS)[number], label: string, placeholder: string) => (
    <div className="sd-field">
      <label htmlFor={`${formId}-${name}`} className="sd-field__label">
        {label}
      </label>
      <input
        id={`${formId}-${name}`}
        name={name}
        type="search"
        className="sd-input"
        defaultValue={values[name]}
        placeholder={placeholder}
        maxLength={name === 'city' ? 80 : 200}
      />
    </div>
  );

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Search candidates`}
        description={t`Find people in the CV database for a vacancy: by words of their CV, skills and city.`}
      />
      <Card>
        <form
          key={`${values.search}|${values.skills}|${values.city}`}
          aria-label={t`Search the CV database`}
          onSubmit={onSubmit}
          className="sd-stack"
        >
          {field('search', t`Words`, t`Name, position or words of the CV`)}
          {field('skills', t`Skills`, t`Comma-separated, e.g. Welding, Forklift`)}
          {field('city', t`City`, t`e.g. Bekasi`)}
          <div className="sd-inline">
            <Button type="submit" variant="primary">
              <Trans>Search</Trans>
            </Button>
          </div>
        </form>
      </Card>
      {results.isPending ? (
        <LoadingState label={t`Searching the CV database…`} />
      ) : results.isError ? (
        <QueryFailure error={results.error} onRetry={() => void results.refetch()} />
      ) : total === 0 ? (
        <EmptyState
          title={t`No candidates found`}
          description={t`Try fewer words, or clear the skills and city.`}
        />
      ) : (
        <section aria-label={t`Candidates found`} className="sd-stack">
          <p className="sd-text-muted" aria-live="polite">
            {t`${shown} candidates found`}
          </p>
          <Stack as="ul" gap={2}>
            {results.data.items.map((hit) => (
              <CandidateLine key={hit.id} hit={hit} />
            ))}
          </Stack>
          <Pager page={page} pageCount={pages} onPageChange={(next) => update({ page: next })} />
        </section>
      )}
    </div>
  );
}
