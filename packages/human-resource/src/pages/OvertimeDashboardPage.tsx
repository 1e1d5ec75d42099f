import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  failureStatus,
  hasPermission,
  paths,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  AccessDenied,
  DecisionButtons,
  hoursMinutes,
  isMonth,
  ListToolbar,
  monthYearLabel,
  OVERTIME_DAY_TYPE_LABELS,
  OVERTIME_STATUS_LABELS,
  type OvertimeDecision,
  overtimeTimes,
  PagedList,
  shiftMonth,
  thisMonthInJakarta,
  useClientChoices,
} from '@staffdesk/kit';
import {
  Button,
  ClickableRows,
  type ColumnDef,
  formatDate,
  formatDateTime,
  formatMoney,
  PageHeader,
  StatusBadge,
  Tabs,
} from '@staffdesk/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ClientPeriodFilters } from '../components/ClientPeriodFilters';
import { EmployeeCell } from '../components/EmployeeCell';
import { OvertimeDecisionDialog } from '../components/OvertimeDecisionDialog';
import { OvertimeDetailDialog } from '../components/OvertimeDetailDialog';
import { overtimePage } from '../components/OvertimeMessages';
import type { OvertimeRequest, OvertimeStatus } from '../hooks/types';
import { useOvertimeRequests } from '../hooks/useOvertime';

export const OVERTIME_PAGE_SIZE = 50;

/** The states in the order of a request's life, as the tabs offer them. */
const OVERTIME_STATUSES: readonly OvertimeStatus[] = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
];

/** The tab of every state. */
const ALL = 'all';

const NUMBER = { align: 'right' } as const;

type Deciding = { request: OvertimeRequest; decision: OvertimeDecision };

/** Who decides a waiting request, or who decided it and when. */
function DeciderCell({ request: r }: { request: OvertimeRequest }) {
  const { t } = useLingui();
  if (r.status === 'pending') {
    const approver = r.approverName ?? r.approverEmail;
    return approver ? (
      <span style={{ display: 'grid' }}>
        <span>{approver}</span>
        <span className="sd-text-muted">{t`Waiting for their decision`}</span>
      </span>
    ) : (
      <span className="sd-text-muted">{t`HR decides (internal staff)`}</span>
    );
  }
  if (!r.decidedByLabel) return <span className="sd-text-muted">—</span>;
  return (
    <span style={{ display: 'grid' }}>
      <span>{r.decidedByLabel}</span>
      {r.decidedAt ? (
        <span className="sd-text-muted sd-num">{formatDateTime(r.decidedAt)}</span>
      ) : null}
    </span>
  );
}

/** The requests' columns, in the language shown; the row's actions at the end. */
function useOvertimeColumns(
  open: (request: OvertimeRequest) => void,
  decide: (deciding: Deciding) => void,
): ColumnDef<OvertimeRequest>[] {
  const { t } = useLingui();
  return [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row }) => (
        <EmployeeCell
          id={row.original.employee.id}
          name={row.original.employee.fullName}
          number={row.original.employee.employeeNumber}
        />
      ),
    },
    {
      id: 'date',
      header: t`Date`,
      cell: ({ row }) => (
        <time className="sd-num" dateTime={row.original.date}>
          {formatDate(row.original.date)}
        </time>
      ),
    },
    {
      id: 'time',
      header: t`From – to`,
      cell: ({ row }) => <span className="sd-num">{overtimeTimes(row.original)}</span>,
    },
    {
      id: 'hours',
      header: t({ message: 'Hours', context: 'overtime hours of a request' }),
      cell: ({ row }) => <span className="sd-num">{hoursMinutes(row.original.minutes)}</span>,
      meta: NUMBER,
    },
    {
      id: 'dayType',
      header: t`Day type`,
      cell: ({ row }) => OVERTIME_DAY_TYPE_LABELS[row.original.dayType],
    },
    {
      id: 'status',
      header: t`Status`,
      cell: ({ row }) => (
        <StatusBadge
          status={row.original.status}
          label={OVERTIME_STATUS_LABELS[row.original.status]}
        />
      ),
    },
    {
      id: 'pay',
      header: t`Overtime pay`,
      cell: ({ row }) => <span className="sd-num">{formatMoney(row.original.payAmount)}</span>,
      meta: NUMBER,
    },
    {
      id: 'billed',
      header: t({ message: 'Billed', context: 'what the client is billed for overtime' }),
      cell: ({ row }) => (
        <span className="sd-num">
          {row.original.billAmount === null ? '—' : formatMoney(row.original.billAmount)}
        </span>
      ),
      meta: NUMBER,
    },
    {
      id: 'decider',
      header: t`Approver`,
      cell: ({ row }) => <DeciderCell request={row.original} />,
    },
    {
      id: 'actions',
      header: () => <span className="sd-visually-hidden">{t`Actions`}</span>,
      cell: ({ row }) => (
        <span className="sd-inline" style={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
          <Button size="sm" variant="ghost" data-row-primary="" onClick={() => open(row.original)}>
            {t`Details`}
          </Button>
          {row.original.status === 'pending' ? (
            <DecisionButtons
              approveLabel={t`Approve`}
              rejectLabel={t`Reject`}
              onDecide={(decision) => decide({ request: row.original, decision })}
            />
          ) : null}
        </span>
      ),
    },
  ];
}

/**
 * `/human-resource/overtime/dashboard`: a period's overtime requests (a client's cut-off, or
 * calendar months for everyone), by state with the count of each: who, when, how long, the kind
 * of day, the pay and what the client is billed, and who decides. A request opens with its pay
 * line by line and its PDF; a waiting one can be approved or rejected on the approver's behalf.
 * Client, period, state and search live in the URL; the period defaults to today's (the server's).
 */
function Page() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const { values, page, update } = useListParams(['client', 'period', 'status', 'search'] as const);
  const clientId = values.client || undefined;
  const clients = useClientChoices();
  const chosenPeriod = isMonth(values.period) ? values.period : undefined;
  const status = OVERTIME_STATUSES.find((value) => value === values.status);
  const requests = useOvertimeRequests({
    ...compact({ clientId, period: chosenPeriod, status, search: values.search }),
    page,
    pageSize: OVERTIME_PAGE_SIZE,
  });
  const [opened, setOpened] = useState<OvertimeRequest | null>(null);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const columns = useOvertimeColumns(setOpened, setDeciding);

  if (failureStatus(requests.error) === 403 || (me && !hasPermission(me, 'overtime.manage'))) {
    return <AccessDenied />;
  }

  const data = requests.data;
  const thisMonth = thisMonthInJakarta();
  // Without a period in the address the server answers today's; a period is named by the month
  // it ends in (a client's cut-off may put today in next month's period).
  const defaultPeriod = data && !chosenPeriod ? data.periodEnd.slice(0, 7) : thisMonth;
  const period = chosenPeriod ?? defaultPeriod;
  const latest = shiftMonth(thisMonth, 1);
  const monthLabel = monthYearLabel(period);
  const goTo = (next: string) => update({ period: next });
  const counts = data?.counts;
  const all = counts
    ? counts.pending + counts.approved + counts.rejected + counts.cancelled
    : undefined;
  const clientName = clients.data?.items.find((client) => client.id === clientId)?.legalName;
  const filtered = Boolean(status || values.search);

  const table = (
    <ClickableRows>
      <PagedList
        label={
          clientName
            ? t`Overtime of ${clientName} for ${monthLabel}`
            : t`Overtime for ${monthLabel}`
        }
        columns={columns}
        pageSize={OVERTIME_PAGE_SIZE}
        params={{ page, update }}
        query={requests}
        getRowId={(request) => request.id}
        getRowLabel={(request) => request.employee.fullName}
        empty={{
          filtered: filtered,
          match: {
            title: t`No overtime matches`,
            description: t`Try another name or employee number, or another status.`,
          },
          none: {
            title: t`No overtime in ${monthLabel}`,
            description: t`Requests employees make in self-service, and overtime HR enters, appear here.`,
            action: (
              <Button asChild variant="primary">
                <Link to={paths.humanResource.overtime.form('add')}>
                  <Trans>Enter overtime</Trans>
                </Link>
              </Button>
            ),
          },
        }}
      />
    </ClickableRows>
  );

  const tabLabel = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Overtime`}
        description={t`Employees’ overtime of a period: approve or reject what waits, on the approver’s behalf, and see what it pays and what the client is billed.`}
        actions={
          <Button asChild variant="primary">
            <Link to={paths.humanResource.overtime.form('add')}>
              <Trans>Enter overtime</Trans>
            </Link>
          </Button>
        }
      />
      <ListToolbar
        params={{ page, update, values }}
        search={{
          label: t`Search overtime`,
          placeholder: t`Search by employee name or number`,
        }}
        filters={
          <ClientPeriodFilters
            client={values.client}
            onClient={(client) => update({ client, period: null })}
            allLabel={t`All clients`}
            period={period}
            latest={latest}
            onPeriod={goTo}
            periodLabel={t({ message: 'Period', context: 'the days of an overtime period' })}
            bounds={data}
          />
        }
      />
      <Tabs
        label={t`Status`}
        value={status ?? ALL}
        onValueChange={(next) => update({ status: next === ALL ? null : next })}
        items={[
          { value: ALL, label: tabLabel(t`All`, all), content: table },
          ...OVERTIME_STATUSES.map((value: OvertimeStatus) => ({
            value,
            label: tabLabel(OVERTIME_STATUS_LABELS[value], counts?.[value]),
            content: table,
          })),
        ]}
      />
      {opened ? (
        <OvertimeDetailDialog
          request={opened}
          onClose={() => setOpened(null)}
          onDecide={(request, decision) => {
            setOpened(null);
            setDeciding({ request, decision });
          }}
        />
      ) : null}
      {deciding ? (
        <OvertimeDecisionDialog
          key={`${deciding.request.id}-${deciding.decision}`}
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </div>
  );
}

export const Component = overtimePage(Page);
