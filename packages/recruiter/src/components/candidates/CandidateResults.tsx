import { Plural, useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { labelOf, PagedList, RegisterEmptyState } from '@staffdesk/kit';
import { type ColumnDef, FilterBar, formatDate, formatMoney, Stack } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { type CandidateHit, useCandidateSearch } from '../../hooks/useCandidates';
import { CANDIDATE_SOURCE_LABELS } from '../../lib/candidate-labels';
import { PipelinePlaces, SkillChips } from './CandidateBits';
import {
  CANDIDATES_PAGE_SIZE,
  CandidateFilters,
  CandidateSearchBox,
  useCandidateSearchParams,
} from './CandidateSearch';
import { CvSnippet } from './CvSnippet';

function NameCell({ hit, withSnippet }: { hit: CandidateHit; withSnippet: boolean }) {
  return (
    <Stack gap={1}>
      <Link to={paths.recruiter.candidate.detail(hit.id)} data-row-primary="">
        {hit.fullName}
      </Link>
      {withSnippet ? <CvSnippet snippet={hit.snippet} /> : null}
    </Stack>
  );
}

/** A candidate's experience in years ("3 years"). */
export function ExperienceYears({ years }: { years: number }) {
  return (
    <span className="sd-num">
      <Plural value={years} one="# year" other="# years" />
    </span>
  );
}

/** The CV database's columns: who, where, skills, experience, salary and pipelines. */
function useCvDatabaseColumns(): ColumnDef<CandidateHit>[] {
  const { t } = useLingui();
  return [
    {
      id: 'fullName',
      header: t`Candidate`,
      cell: ({ row }) => <NameCell hit={row.original} withSnippet />,
    },
    { id: 'city', header: t`City`, cell: ({ row }) => row.original.city || '—' },
    {
      id: 'skills',
      header: t`Skills`,
      cell: ({ row }) => <SkillChips skills={row.original.skills} />,
    },
    {
      id: 'experienceYears',
      header: t`Experience`,
      meta: { align: 'right' },
      cell: ({ row }) => <ExperienceYears years={row.original.experienceYears} />,
    },
    {
      id: 'expectedSalary',
      header: t`Expected salary`,
      meta: { align: 'right' },
      cell: ({ row }) =>
        row.original.expectedSalary === null ? (
          <span className="sd-text-muted">—</span>
        ) : (
          <span className="sd-num">{formatMoney(row.original.expectedSalary)}</span>
        ),
    },
    {
      id: 'pipelines',
      header: t`Pipelines`,
      cell: ({ row }) => <PipelinePlaces places={row.original.pipelines} />,
    },
  ];
}

/** The candidate list's columns: contact, city, source and last change. */
function useCandidateListColumns(): ColumnDef<CandidateHit>[] {
  const { t } = useLingui();
  return [
    {
      id: 'fullName',
      header: t`Name`,
      cell: ({ row }) => <NameCell hit={row.original} withSnippet={false} />,
    },
    { id: 'email', header: t`Email`, cell: ({ row }) => row.original.email ?? '—' },
    { id: 'phone', header: t`Phone`, cell: ({ row }) => row.original.phone ?? '—' },
    { id: 'city', header: t`City`, cell: ({ row }) => row.original.city || '—' },
    {
      id: 'source',
      header: t`Source`,
      cell: ({ row }) => labelOf(CANDIDATE_SOURCE_LABELS, row.original.source),
    },
    {
      id: 'experienceYears',
      header: t`Experience`,
      meta: { align: 'right' },
      cell: ({ row }) => <ExperienceYears years={row.original.experienceYears} />,
    },
    {
      id: 'updatedAt',
      header: t`Last change`,
      cell: ({ row }) => <span className="sd-num">{formatDate(row.original.updatedAt)}</span>,
    },
  ];
}

export type CandidateResultsProps = {
  /** `cv-database`: search hits with the CV snippet and pipelines; `list`: a plain register. */
  variant: 'cv-database' | 'list';
  /** May add and import candidates. */
  canManage: boolean;
  /** At the right of the filter bar (and in the empty state): add, import. */
  actions?: ReactNode;
};

/**
 * Candidates from the CV database's search (`GET /candidates`): the search box, the filters, the
 * paged table. Without words the most recently changed come first; with words, the best matches.
 */
export function CandidateResults({ variant, canManage, actions }: CandidateResultsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const params = useCandidateSearchParams();
  const results = useCandidateSearch(params.query);
  const cvColumns = useCvDatabaseColumns();
  const listColumns = useCandidateListColumns();

  return (
    <PagedList
      label={variant === 'cv-database' ? t`Search results` : t`Candidates`}
      columns={variant === 'cv-database' ? cvColumns : listColumns}
      query={results}
      params={params}
      pageSize={CANDIDATES_PAGE_SIZE}
      getRowId={(hit) => hit.id}
      getRowLabel={(hit) => hit.fullName}
      rowActions={(hit) => [
        {
          label: t`View candidate`,
          onSelect: () => navigate(paths.recruiter.candidate.detail(hit.id)),
        },
        ...(canManage
          ? [
              {
                label: t`Edit candidate`,
                onSelect: () => navigate(paths.recruiter.candidate.form('edit', hit.id)),
              },
            ]
          : []),
      ]}
      emptyState={
        <RegisterEmptyState
          filtered={params.filtered}
          noun={t({
            message: 'candidates',
            comment: 'Plural noun in "No candidates yet" / "No candidates match"',
          })}
          filteredHint={t`Try other words, or clear the filters.`}
          canManage={canManage}
          manageHint={t`Add a candidate, or import a batch of CVs.`}
          readHint={t`Candidates appear here once recruiters add them or import their CVs.`}
          actions={actions}
        />
      }
      toolbar={({ empty }) => (
        <FilterBar
          search={<CandidateSearchBox params={params} />}
          actions={empty && !params.filtered ? null : actions}
        >
          <CandidateFilters params={params} />
        </FilterBar>
      )}
    />
  );
}
