import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@staffdesk/core';
import { QueryFailure } from '@staffdesk/kit';
import {
  Banner,
  formatMoney,
  formatNumber,
  LoadingState,
  type SimpleColumn,
  SimpleTable,
} from '@staffdesk/ui';
import { Link } from 'react-router';
import { TaxMasterPage } from '../components/TaxMasterPage';
import { PtkpMeaning } from '../components/words';
import { usePtkpStatuses } from '../hooks/useTaxMasters';
import { PTKP_STATUSES, type PtkpStatusRow } from '../lib/masters';

function useColumns(): SimpleColumn<PtkpStatusRow>[] {
  const { t } = useLingui();
  return [
    { header: t`Status`, cell: (row) => <strong>{row.status}</strong> },
    {
      header: t`Meaning`,
      cell: (row) => <PtkpMeaning married={row.married} dependants={row.dependants} />,
    },
    { header: t`TER category`, cell: (row) => row.terCategory },
    {
      header: t`Annual PTKP`,
      align: 'right',
      cell: (row) => <span className="sd-num">{formatMoney(row.annualAmount)}</span>,
    },
    {
      header: t`Employees`,
      align: 'right',
      cell: (row) => <span className="sd-num">{formatNumber(row.employees)}</span>,
    },
  ];
}

/**
 * `/accounting-and-tax/ptkp-status`: the eight PTKP statuses, what each means (single or married,
 * dependants), the TER category its monthly withholding uses, the annual PTKP in force today and
 * how many employees have it; and how many have none (payroll then assumes TK/0).
 */
export function Component() {
  const { t } = useLingui();
  const statuses = usePtkpStatuses();
  const columns = useColumns();
  const without = statuses.data?.withoutStatus ?? 0;
  return (
    <TaxMasterPage
      title={t`PTKP status`}
      description={t`The non-taxable income statuses: the TER category each withholds with, the annual PTKP in force today and how many employees have each.`}
      readOnlyNote={false}
    >
      {statuses.isPending ? (
        <LoadingState rows={8} />
      ) : statuses.isError ? (
        <QueryFailure error={statuses.error} onRetry={() => void statuses.refetch()} />
      ) : (
        <>
          {without > 0 ? (
            <Banner tone="warning" title={t`Employees without a PTKP status`}>
              <Plural
                value={without}
                one="# employee has no PTKP status: payroll assumes TK/0 for them until HR records one."
                other="# employees have no PTKP status: payroll assumes TK/0 for them until HR records one."
              />
            </Banner>
          ) : (
            <p className="sd-text-muted">
              <Trans>Every employee has a PTKP status.</Trans>
            </p>
          )}
          <SimpleTable
            label={t`PTKP statuses`}
            columns={columns}
            rows={[...statuses.data.items].sort(
              (a, b) => PTKP_STATUSES.indexOf(a.status) - PTKP_STATUSES.indexOf(b.status),
            )}
            getRowKey={(row) => row.status}
          />
          <p className="sd-text-muted">
            <Trans>
              The annual amounts come from the PTKP version in force today; its versions are under{' '}
              <Link to={paths.accountingAndTax.ptkp()}>PTKP amounts</Link>.
            </Trans>
          </p>
        </>
      )}
    </TaxMasterPage>
  );
}
