import { useLingui } from '@lingui/react/macro';
import {
  compact,
  failureStatus,
  hasPermission,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  Badge,
  ClickableRows,
  type ColumnDef,
  FilterSelect,
  formatMoney,
  PageHeader,
} from '@staffdesk/ui';
import { Link, useNavigate } from 'react-router';
import { MonthPicker } from '../components/MonthPicker';
import { AccessDenied } from '../components/StatusPages';
import { useClientChoices } from '../lib/clients';
import { itemOptions } from '../lib/item-options';
import { isMonth, monthYearLabel, shiftMonth, thisMonthInJakarta } from '../lib/months';
import { PagedList } from '../lists/PagedList';
import { SalaryDataMessages } from './SalaryDataMessages';
import { bpjsText, fixedAllowancesTotal, type SalaryDataRow } from './salary-data';
import { taxMethodText } from './tax-methods';
import { useSalaryDataList } from './useSalaryData';

export const SALARY_DATA_PAGE_SIZE = 20;

export type SalaryDataListPageProps = {
  /** The salary data form of an employee. */
  formHref: (employeeId: string) => string;
};

/**
 * The salary data of every employee in a month (`GET /salary-data`): searched by name or number,
 * filtered by client, a month at a time (this month by default), paged by the server. Per
 * employee the base salary, the fixed allowances, the tax method (the client's default named),
 * the BPJS programmes, and "From placement" while payroll still uses the placement's pay; a row
 * opens the employee's form. Search, client and month live in the URL (`?search=&client=&period=`).
 * Needs `payroll.read`; loads its own words.
 */
export function SalaryDataListPage(props: SalaryDataListPageProps) {
  return (
    <SalaryDataMessages>
      <SalaryList {...props} />
    </SalaryDataMessages>
  );
}

const RIGHT = { align: 'right' } as const;

function useColumns(formHref: SalaryDataListPageProps['formHref']): ColumnDef<SalaryDataRow>[] {
  const { t } = useLingui();
  return [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row: { original } }) => (
        <span style={{ display: 'grid' }}>
          <Link to={formHref(original.employee.id)} data-row-primary="">
            {original.employee.fullName}
          </Link>
          <span className="sd-text-muted sd-num">
            {original.employee.position
              ? `${original.employee.employeeNumber} · ${original.employee.position}`
              : original.employee.employeeNumber}
          </span>
        </span>
      ),
    },
    {
      id: 'client',
      header: t`Client`,
      cell: ({ row: { original } }) =>
        original.employee.clientName ?? <span className="sd-text-muted">{t`Own staff`}</span>,
    },
    {
      id: 'baseSalary',
      header: t`Base salary`,
      cell: ({ row: { original } }) => (
        <span className="sd-num" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(original.salary.baseSalary)}
        </span>
      ),
      meta: RIGHT,
    },
    {
      id: 'fixedAllowances',
      header: t`Fixed allowances`,
      cell: ({ row: { original } }) => (
        <span className="sd-num" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(fixedAllowancesTotal(original.salary))}
        </span>
      ),
      meta: RIGHT,
    },
    {
      id: 'taxMethod',
      header: t`Tax method`,
      cell: ({ row: { original } }) =>
        taxMethodText(original.salary.taxMethod, original.employee.clientTaxMethod),
    },
    {
      id: 'bpjs',
      header: t`BPJS`,
      cell: ({ row: { original } }) => bpjsText(original.salary.bpjs),
    },
    {
      id: 'source',
      header: t`Salary data`,
      cell: ({ row: { original } }) => {
        const { source, effectiveFrom } = original.salary;
        if (source === 'placement' || !effectiveFrom) {
          return <Badge tone="warning">{t`From placement`}</Badge>;
        }
        const month = monthYearLabel(effectiveFrom);
        return <span className="sd-num">{t`Since ${month}`}</span>;
      },
    },
  ];
}

function SalaryList({ formHref }: SalaryDataListPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useCurrentUser().data;
  const { values, page, update } = useListParams(['search', 'client', 'period'] as const);
  const thisMonth = thisMonthInJakarta();
  const period = isMonth(values.period) ? values.period : thisMonth;
  const clients = useClientChoices();
  const columns = useColumns(formHref);
  const list = useSalaryDataList({
    ...compact({ search: values.search, clientId: values.client }),
    period,
    page,
    pageSize: SALARY_DATA_PAGE_SIZE,
  });

  if (failureStatus(list.error) === 403 || (me && !hasPermission(me, 'payroll.read'))) {
    return <AccessDenied />;
  }

  const monthLabel = monthYearLabel(period);
  const filtered = Boolean(values.search || values.client);
  // Salary data may be set ahead, so a year on is still a month to look at.
  const lastMonth = shiftMonth(thisMonth, 12);
  // This month is the default: the address names only another.
  const goTo = (month: string) => update({ period: month === thisMonth ? null : month });

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Salary data`}
        description={t`What each employee is paid from a month on: the base salary, allowances and deductions, BPJS and the PPh 21 tax method. Without salary data, payroll uses the placement’s pay.`}
      />
      <ClickableRows>
        <PagedList
          label={t`Salary data for ${monthLabel}`}
          columns={columns}
          query={list}
          pageSize={SALARY_DATA_PAGE_SIZE}
          params={{ page, update, values }}
          getRowId={(row) => row.employee.id}
          getRowLabel={(row) => row.employee.fullName}
          rowActions={(row) => [
            {
              label: t`Open salary data`,
              onSelect: () => navigate(formHref(row.employee.id)),
            },
          ]}
          empty={{
            filtered: filtered,
            match: {
              title: t`No employees match`,
              description: t`Try another name or employee number, or another client.`,
            },
            none: {
              title: t`No employees yet`,
              description: t`Employees appear here once HR adds them; their salary data is set from here.`,
            },
          }}
          search={{
            label: t`Search employees`,
            placeholder: t`Search by employee name or number`,
          }}
          filters={
            <>
              <FilterSelect
                label={t`Client`}
                allLabel={t`All clients`}
                options={itemOptions(clients.data, 'legalName')}
                value={values.client}
                onChange={(client) => update({ client })}
              />
              <MonthPicker
                month={period}
                onPrevious={() => goTo(shiftMonth(period, -1))}
                onNext={period < lastMonth ? () => goTo(shiftMonth(period, 1)) : undefined}
              />
            </>
          }
        />
      </ClickableRows>
    </div>
  );
}
