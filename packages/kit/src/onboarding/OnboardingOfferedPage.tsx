import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  ClickableRows,
  type ColumnDef,
  dateColumn,
  figureColumn,
  formatMoney,
  PageHeader,
} from '@staffdesk/ui';
import { Link, useNavigate } from 'react-router';
import { AccessDenied } from '../components/StatusPages';
import { PagedList } from '../lists/PagedList';
import { OnboardingClientFilter } from './OnboardingClientFilter';
import { OnboardingMessages } from './OnboardingMessages';
import { documentsDone, joiningInfoHref, type OnboardingEntry } from './onboarding';
import { ONBOARDING_PAGE_SIZE, useOnboardingListPage } from './useOnboarding';

export type OnboardingOfferedPageProps = {
  /** The joining info page; a candidate's opens with `?candidate=<applicationId>`. */
  joiningInfoPath: string;
};

/**
 * The accepted offers of candidates who are not employees yet (`GET /onboarding?state=offered`):
 * candidate, position, client, requirement, the offered salary, the join date, when they
 * accepted, whether they confirmed their data, and how many documents are in; filtered by client
 * (`?client=`), paged by the server. Each opens the candidate's joining info. Needs
 * `employees.read`; loads its own words.
 */
export function OnboardingOfferedPage(props: OnboardingOfferedPageProps) {
  return (
    <OnboardingMessages>
      <OfferedList {...props} />
    </OnboardingMessages>
  );
}

const RIGHT = { align: 'right' } as const;

/** The columns; the salary only `withSalary` (the server leaves it out without `payroll.read`). */
function useColumns(joiningInfoPath: string, withSalary: boolean) {
  const { t } = useLingui();
  const columns: ColumnDef<OnboardingEntry>[] = [
    {
      id: 'candidate',
      header: t`Candidate`,
      cell: ({ row: { original } }) => (
        <span style={{ display: 'grid' }}>
          <Link to={joiningInfoHref(joiningInfoPath, original.applicationId)} data-row-primary="">
            {original.candidateName}
          </Link>
          {original.candidateEmail ? (
            <span className="sd-text-muted">{original.candidateEmail}</span>
          ) : null}
        </span>
      ),
    },
    { id: 'position', header: t`Position`, cell: ({ row: { original } }) => original.position },
    { id: 'client', header: t`Client`, cell: ({ row: { original } }) => original.clientName },
    {
      id: 'requirement',
      header: t`Requirement`,
      cell: ({ row: { original } }) => <span className="sd-num">{original.requirementNumber}</span>,
    },
    ...(withSalary
      ? [
          figureColumn<OnboardingEntry>({ id: 'salary', header: t`Salary`, meta: RIGHT }, (entry) =>
            formatMoney(entry.offer.salary ?? 0),
          ),
        ]
      : []),
    dateColumn<OnboardingEntry>(
      { id: 'joinDate', header: t`Join date` },
      (entry) => entry.joiningInfo.joinDate,
    ),
    dateColumn<OnboardingEntry>(
      { id: 'acceptedAt', header: t`Accepted` },
      (entry) => entry.acceptedAt,
    ),
    {
      id: 'confirmed',
      header: t`Data confirmed`,
      cell: ({ row: { original } }) =>
        original.confirmation ? (
          <Badge tone="success">
            <Trans>✓ Confirmed</Trans>
          </Badge>
        ) : (
          <Badge tone="warning">
            <Trans>Not yet</Trans>
          </Badge>
        ),
    },
    {
      id: 'documents',
      header: t`Documents`,
      cell: ({ row: { original } }) => {
        const { done, total } = documentsDone(original.joiningInfo.documents);
        return (
          <span className="sd-num" title={t`${done} of ${total} documents in`}>
            {total === 0 ? (
              <span className="sd-text-muted">{t`None listed`}</span>
            ) : (
              `${done}/${total}`
            )}
          </span>
        );
      },
      meta: RIGHT,
    },
  ];
  return columns;
}

function OfferedList({ joiningInfoPath }: OnboardingOfferedPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { values, page, update, list, denied } = useOnboardingListPage('offered');
  const columns = useColumns(
    joiningInfoPath,
    (list.data?.items ?? []).every((entry) => entry.offer.salary !== undefined),
  );

  if (denied) return <AccessDenied />;

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Offered`}
        description={t`Candidates who accepted an offer and are not employees yet. Open one to record the joining date and documents, then create the employee.`}
      />
      <ClickableRows>
        <PagedList
          label={t`Accepted offers`}
          columns={columns}
          query={list}
          pageSize={ONBOARDING_PAGE_SIZE}
          params={{ page, update }}
          getRowId={(row) => row.applicationId}
          getRowLabel={(row) => row.candidateName}
          rowActions={(row) => [
            {
              label: t`Open joining info`,
              onSelect: () => navigate(joiningInfoHref(joiningInfoPath, row.applicationId)),
            },
          ]}
          empty={{
            filtered: Boolean(values.client),
            match: {
              title: t`No accepted offers for this client`,
              description: t`Try another client.`,
            },
            none: {
              title: t`No accepted offers waiting`,
              description: t`Candidates appear here once they accept an offer, until they are made employees.`,
            },
          }}
          filters={
            <OnboardingClientFilter
              value={values.client}
              onChange={(client) => update({ client })}
            />
          }
        />
      </ClickableRows>
    </div>
  );
}
