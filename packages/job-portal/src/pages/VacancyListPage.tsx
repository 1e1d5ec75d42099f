import { Trans, useLingui } from '@lingui/react/macro';
import { compact, hasPermission, paths, useCurrentUser, useListParams } from '@staffdesk/core';
import { optionsOf, PagedListPage } from '@staffdesk/kit';
import { type ColumnDef, formatDate, formatNumber } from '@staffdesk/ui';
import { Link, useNavigate } from 'react-router';
import { VacancyStatusBadge } from '../components/VacancyStatusBadge';
import { useVacancyList } from '../hooks/useJobPortal';
import { VACANCY_STATUS_LABELS, type Vacancy, type VacancyStatus } from '../lib/vacancies';

export const VACANCIES_PAGE_SIZE = 20;

/** Where a vacancy's title leads: its form to a manager, its read-only page to a reader. */
function vacancyHref(vacancy: Vacancy, canManage: boolean) {
  return paths.jobPortal.jobVacancies.form(canManage ? 'edit' : 'view', vacancy.id);
}

function dateOrDash(value: string | null) {
  return value ? (
    <span className="sd-num" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value)}
    </span>
  ) : (
    <span className="sd-text-muted">—</span>
  );
}

function useColumns(canManage: boolean): ColumnDef<Vacancy>[] {
  const { t } = useLingui();
  return [
    {
      id: 'title',
      header: t`Title`,
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <span style={{ display: 'grid' }}>
          <Link to={vacancyHref(original, canManage)} data-row-primary="">
            {original.title}
          </Link>
          {original.location ? <span className="sd-text-muted">{original.location}</span> : null}
        </span>
      ),
    },
    {
      id: 'requirement',
      header: t`Requirement`,
      enableSorting: false,
      cell: ({ row: { original } }) => (
        <span className="sd-num" style={{ whiteSpace: 'nowrap' }}>
          {original.requirementNumber}
        </span>
      ),
    },
    {
      id: 'client',
      header: t`Client`,
      enableSorting: false,
      cell: ({ row: { original } }) => original.clientName,
    },
    {
      id: 'status',
      header: t`Status`,
      enableSorting: false,
      cell: ({ row: { original } }) => <VacancyStatusBadge status={original.status} />,
    },
    {
      id: 'publishedAt',
      header: t`Published`,
      enableSorting: false,
      cell: ({ row: { original } }) => dateOrDash(original.publishedAt),
    },
    {
      id: 'closesOn',
      header: t`Closes on`,
      enableSorting: false,
      cell: ({ row: { original } }) => dateOrDash(original.closesOn),
    },
    {
      id: 'applicants',
      header: t`Applicants`,
      enableSorting: false,
      meta: { align: 'right' },
      cell: ({ row: { original } }) => {
        const count = formatNumber(original.applicants);
        const title = original.title;
        return (
          <Link
            to={paths.jobPortal.jobVacancies.listCandidates(original.id)}
            className="sd-num"
            aria-label={t`${count} applicants of ${title}`}
          >
            {count}
          </Link>
        );
      },
    },
  ];
}

/**
 * `/job-portal/job-vacancies/list`: the vacancies published (or drafted, or closed) from
 * requirements, last changed first; search and a status filter. `recruiting.read` to see them,
 * `recruiting.manage` to make or change one.
 */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const canRead = hasPermission(me, 'recruiting.read');
  const canManage = hasPermission(me, 'recruiting.manage');
  const columns = useColumns(canManage);
  const { values, page, update } = useListParams(['search', 'status'] as const);
  const filters = compact({ search: values.search, status: values.status as VacancyStatus });
  const vacancies = useVacancyList(
    { ...filters, page, pageSize: VACANCIES_PAGE_SIZE },
    !me || canRead,
  );

  return (
    <PagedListPage
      title={t`Job vacancies`}
      description={t`Requirements published on the website, with their applicants.`}
      add={
        canManage
          ? { label: <Trans>New vacancy</Trans>, to: paths.jobPortal.jobVacancies.form('add') }
          : null
      }
      allowed={!me || canRead}
      clickableRows
      columns={columns}
      query={vacancies}
      pageSize={VACANCIES_PAGE_SIZE}
      params={{ page, update, values }}
      getRowId={(vacancy) => vacancy.id}
      getRowLabel={(vacancy) => `${vacancy.requirementNumber} ${vacancy.title}`}
      rowActions={(vacancy) => [
        {
          label: canManage ? t`Edit vacancy` : t`Open vacancy`,
          onSelect: () => navigate(vacancyHref(vacancy, canManage)),
        },
        {
          label: t`See applicants`,
          onSelect: () => navigate(paths.jobPortal.jobVacancies.listCandidates(vacancy.id)),
        },
      ]}
      registerEmpty={{
        noun: t({
          message: 'vacancies',
          comment: 'Plural noun in "No vacancies yet" / "No vacancies match"',
        }),
        filteredHint: t`Try another search, or clear the status filter.`,
        manageHint: t`Publish an open requirement as the first vacancy.`,
        readHint: t`Vacancies appear here once recruiters publish requirements.`,
      }}
      search={{
        label: t`Search vacancies`,
        placeholder: t`Search by title, requirement number or client`,
      }}
      filters={[
        {
          name: 'status',
          label: t`Status`,
          allLabel: t`All statuses`,
          options: optionsOf(VACANCY_STATUS_LABELS),
        },
      ]}
    />
  );
}
