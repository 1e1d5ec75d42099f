import { useLingui } from '@lingui/react/macro';
import { type ColumnDef, dateColumn } from '@staffdesk/ui';
import { Link } from 'react-router';
import { AccessDenied } from '../components/StatusPages';
import { PagedListPage } from '../lists/PagedListPage';
import { OnboardingClientFilter } from './OnboardingClientFilter';
import { OnboardingMessages } from './OnboardingMessages';
import type { OnboardingEntry } from './onboarding';
import { ONBOARDING_PAGE_SIZE, useOnboardingListPage } from './useOnboarding';

export type OnboardingHiredPageProps = {
  /** The employee's page. */
  employeeHref: (employeeId: string) => string;
};

/**
 * The candidates made employees from an accepted offer (`GET /onboarding?state=hired`): the
 * employee number (a link to the employee), name, client, position and join date; filtered by
 * client (`?client=`), paged by the server. Needs `employees.read`; loads its own words.
 */
export function OnboardingHiredPage(props: OnboardingHiredPageProps) {
  return (
    <OnboardingMessages>
      <HiredList {...props} />
    </OnboardingMessages>
  );
}

function useColumns(employeeHref: OnboardingHiredPageProps['employeeHref']) {
  const { t } = useLingui();
  const columns: ColumnDef<OnboardingEntry>[] = [
    {
      id: 'employeeNumber',
      header: t`Employee number`,
      cell: ({ row: { original } }) =>
        original.employeeId ? (
          <Link to={employeeHref(original.employeeId)} className="sd-num" data-row-primary="">
            {original.employeeNumber ?? original.candidateName}
          </Link>
        ) : (
          <span className="sd-num">{original.employeeNumber}</span>
        ),
    },
    { id: 'name', header: t`Name`, cell: ({ row: { original } }) => original.candidateName },
    { id: 'client', header: t`Client`, cell: ({ row: { original } }) => original.clientName },
    { id: 'position', header: t`Position`, cell: ({ row: { original } }) => original.position },
    dateColumn<OnboardingEntry>(
      { id: 'joinDate', header: t`Join date` },
      (entry) => entry.joiningInfo.joinDate,
    ),
  ];
  return columns;
}

function HiredList({ employeeHref }: OnboardingHiredPageProps) {
  const { t } = useLingui();
  const { values, page, update, list, denied } = useOnboardingListPage('hired');
  const columns = useColumns(employeeHref);

  if (denied) return <AccessDenied />;

  return (
    <PagedListPage
      title={t`Hired`}
      description={t`Candidates made employees from an accepted offer, with their employee numbers.`}
      label={t`Candidates made employees`}
      columns={columns}
      query={list}
      pageSize={ONBOARDING_PAGE_SIZE}
      params={{ page, update }}
      getRowId={(row) => row.applicationId}
      getRowLabel={(row) => row.candidateName}
      empty={{
        filtered: Boolean(values.client),
        match: { title: t`Nobody hired for this client`, description: t`Try another client.` },
        none: {
          title: t`Nobody hired yet`,
          description: t`Candidates appear here once they are made employees from the joining info.`,
        },
      }}
      filters={
        <OnboardingClientFilter value={values.client} onChange={(client) => update({ client })} />
      }
    />
  );
}
