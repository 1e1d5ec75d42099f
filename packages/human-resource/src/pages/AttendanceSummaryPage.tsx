import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  describeFailure,
  failureStatus,
  problemMessage,
  useListParams,
} from '@staffdesk/core';
import {
  AccessDenied,
  isMonth,
  MonthPicker,
  monthYearLabel,
  shiftMonth,
  thisMonthInJakarta,
  useClientChoices,
  workedHoursText,
} from '@staffdesk/kit';
import {
  Button,
  type ColumnDef,
  DataTable,
  EmptyState,
  FilterBar,
  FilterSelect,
  formatNumber,
  ImportDialog,
  PageHeader,
  SearchInput,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { EmployeeCell } from '../components/EmployeeCell';
import type { AttendanceSummaryRow } from '../hooks/types';
import {
  useAttendanceSummary,
  useExportAttendanceSummary,
  useImportAttendance,
} from '../hooks/useAttendanceSummary';
import { INTERNAL_STAFF } from '../lib/labels';

export const ATTENDANCE_SUMMARY_PAGE_SIZE = 50;

/** Numbers are right-aligned. */
const NUMBER = { align: 'right' } as const;

/** The summary's columns, in the language shown. */
function useSummaryColumns(): ColumnDef<AttendanceSummaryRow>[] {
  const { t } = useLingui();
  const days = (value: number) => <span className="sd-num">{formatNumber(value)}</span>;
  return [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row }) => (
        <EmployeeCell
          id={row.original.employeeId}
          name={row.original.employeeName}
          number={row.original.employeeNumber}
        />
      ),
    },
    {
      id: 'client',
      header: t`Client`,
      cell: ({ row }) =>
        row.original.clientName ?? (
          <span className="sd-text-muted">
            <Trans>Internal staff</Trans>
          </span>
        ),
    },
    {
      id: 'present',
      header: t({ message: 'Present', context: 'days present in a month' }),
      cell: ({ row }) => days(row.original.present),
      meta: NUMBER,
    },
    {
      id: 'late',
      header: t({ message: 'Late', context: 'days late in a month' }),
      cell: ({ row }) => days(row.original.late),
      meta: NUMBER,
    },
    {
      id: 'absent',
      header: t({ message: 'Absent', context: 'days absent in a month' }),
      cell: ({ row }) => days(row.original.absent),
      meta: NUMBER,
    },
    {
      id: 'leave',
      header: t({ message: 'On leave', context: 'days on leave in a month' }),
      cell: ({ row }) => days(row.original.leave),
      meta: NUMBER,
    },
    {
      id: 'holiday',
      header: t({ message: 'Holidays', context: 'holidays in a month' }),
      cell: ({ row }) => days(row.original.holiday),
      meta: NUMBER,
    },
    {
      id: 'worked',
      header: t`Hours worked`,
      cell: ({ row }) => (
        <span className="sd-num">{workedHoursText(row.original.workedMinutes)}</span>
      ),
      meta: NUMBER,
    },
  ];
}

/**
 * `/human-resource/attendances/summary`: a month's attendance per employee (of one client,
 * internal staff or everyone): days present, late, absent, on leave and holidays, and hours worked;
 * with an Excel export of the same filters. Month, client and search live in the URL.
 */
export function Component() {
  const { t } = useLingui();
  const { toast } = useToast();
  const columns = useSummaryColumns();
  const { values, page, update } = useListParams(['month', 'client', 'search'] as const);
  const thisMonth = thisMonthInJakarta();
  const month = isMonth(values.month) ? values.month : thisMonth;
  const filters = { month, ...compact({ client: values.client, search: values.search }) };
  const clients = useClientChoices();
  const summary = useAttendanceSummary({
    ...filters,
    page,
    pageSize: ATTENDANCE_SUMMARY_PAGE_SIZE,
  });
  const exportSummary = useExportAttendanceSummary();
  const runImport = useImportAttendance();
  const [importing, setImporting] = useState(false);

  if (failureStatus(summary.error) === 403) return <AccessDenied />;

  const empty = !summary.isPending && !summary.isError && (summary.data?.total ?? 0) === 0;
  const monthLabel = monthYearLabel(month);
  const goTo = (next: string) => update({ month: next === thisMonth ? null : next });

  async function download() {
    try {
      await exportSummary.mutateAsync(filters);
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The export failed`,
        description: describeFailure(error).message,
      });
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Attendance summary`}
        description={t`A month’s attendance per employee: days present (of which late), absent, on leave and on holidays, and the hours worked.`}
        actions={
          <Button onClick={() => setImporting(true)}>
            <Trans>Import attendance</Trans>
          </Button>
        }
      />
      <DataTable
        label={t`Attendance summary for ${monthLabel}`}
        columns={columns}
        data={summary.data?.items ?? []}
        total={summary.data?.total ?? 0}
        page={page}
        pageSize={ATTENDANCE_SUMMARY_PAGE_SIZE}
        onPageChange={(next) => update({ page: next })}
        loading={summary.isPending}
        error={summary.isError ? describeFailure(summary.error).message : null}
        onRetry={() => void summary.refetch()}
        getRowId={(row) => row.employeeId}
        getRowLabel={(row) => row.employeeName}
        emptyState={
          values.search ? (
            <EmptyState
              title={t`No employees match your search`}
              description={t`Try another name or employee number.`}
            />
          ) : (
            <EmptyState
              title={
                values.client
                  ? t`No employees in this month for this client.`
                  : t`No employees in this month.`
              }
              description={t`Employees placed during ${monthLabel} appear here.`}
            />
          )
        }
        toolbar={
          <FilterBar
            search={
              <SearchInput
                label={t`Search employees`}
                placeholder={t`Search by employee name or number`}
                value={values.search}
                onSearch={(search) => update({ search })}
              />
            }
            actions={
              <Button
                onClick={() => void download()}
                loading={exportSummary.isPending}
                disabled={empty}
              >
                <Trans>Export to Excel</Trans>
              </Button>
            }
          >
            <MonthPicker
              month={month}
              onPrevious={() => goTo(shiftMonth(month, -1))}
              onNext={month < thisMonth ? () => goTo(shiftMonth(month, 1)) : undefined}
            />
            <FilterSelect
              label={t`Client`}
              value={values.client}
              onChange={(client) => update({ client })}
              allLabel={t`All clients`}
              options={[
                { value: INTERNAL_STAFF, label: t`Internal staff` },
                ...(clients.data?.items ?? []).map((client) => ({
                  value: client.id,
                  label: client.legalName,
                })),
              ]}
            />
          </FilterBar>
        }
      />
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        noun={{
          one: t({ message: 'punch', comment: 'Singular noun in the import dialog: "1 punch"' }),
          many: t({
            message: 'punches',
            comment: 'Plural noun in the import dialog: "Import punches", "120 punches"',
          }),
        }}
        description={t`An attendance machine’s export, Excel or CSV: one punch per row with the columns Employee number and Timestamp (or Date and Time), in Jakarta time. Each day’s first punch is the clock-in and its last the clock-out. The file is checked first; nothing is saved until every row is valid.`}
        onDryRun={(file) => runImport(file, true)}
        onImport={(file) => runImport(file, false)}
        errorMessage={problemMessage}
      />
    </div>
  );
}
