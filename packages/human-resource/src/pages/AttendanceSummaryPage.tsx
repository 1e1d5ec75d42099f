import { Trans, useLingui } from '@lingui/react/macro';
import { compact, problemMessage } from '@staffdesk/core';
import {
  monthYearLabel,
  type PeriodReportLine,
  PeriodReportPage,
  usePeriodReportParams,
  workedHoursText,
} from '@staffdesk/kit';
import { Button, type ColumnDef, EmptyState, formatNumber, ImportDialog } from '@staffdesk/ui';
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

type Line = PeriodReportLine<AttendanceSummaryRow, never>;

/** A line's employee: the summary has no totals line, so every line has one. */
const of = (line: Line) => line.row as AttendanceSummaryRow;

/** Numbers are right-aligned. */
const NUMBER = { align: 'right' } as const;

/** The summary's columns, in the language shown. */
function useSummaryColumns(): ColumnDef<Line>[] {
  const { t } = useLingui();
  const days = (value: number) => <span className="sd-num">{formatNumber(value)}</span>;
  return [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row }) => (
        <EmployeeCell
          id={of(row.original).employeeId}
          name={of(row.original).employeeName}
          number={of(row.original).employeeNumber}
        />
      ),
    },
    {
      id: 'client',
      header: t`Client`,
      cell: ({ row }) =>
        of(row.original).clientName ?? (
          <span className="sd-text-muted">
            <Trans>Internal staff</Trans>
          </span>
        ),
    },
    {
      id: 'present',
      header: t({ message: 'Present', context: 'days present in a month' }),
      cell: ({ row }) => days(of(row.original).present),
      meta: NUMBER,
    },
    {
      id: 'late',
      header: t({ message: 'Late', context: 'days late in a month' }),
      cell: ({ row }) => days(of(row.original).late),
      meta: NUMBER,
    },
    {
      id: 'absent',
      header: t({ message: 'Absent', context: 'days absent in a month' }),
      cell: ({ row }) => days(of(row.original).absent),
      meta: NUMBER,
    },
    {
      id: 'leave',
      header: t({ message: 'On leave', context: 'days on leave in a month' }),
      cell: ({ row }) => days(of(row.original).leave),
      meta: NUMBER,
    },
    {
      id: 'holiday',
      header: t({ message: 'Holidays', context: 'holidays in a month' }),
      cell: ({ row }) => days(of(row.original).holiday),
      meta: NUMBER,
    },
    {
      id: 'worked',
      header: t`Hours worked`,
      cell: ({ row }) => (
        <span className="sd-num">{workedHoursText(of(row.original).workedMinutes)}</span>
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
  const columns = useSummaryColumns();
  const params = usePeriodReportParams({
    pageSize: ATTENDANCE_SUMMARY_PAGE_SIZE,
    monthParam: 'month',
    canChooseClient: true,
  });
  const { period: month, clientId: client, search, page } = params;
  const filters = { month, ...compact({ client, search }) };
  const summary = useAttendanceSummary({
    ...filters,
    page,
    pageSize: ATTENDANCE_SUMMARY_PAGE_SIZE,
  });
  const exportSummary = useExportAttendanceSummary();
  const runImport = useImportAttendance();
  const [importing, setImporting] = useState(false);
  const monthLabel = monthYearLabel(month);

  return (
    <PeriodReportPage<AttendanceSummaryRow, never>
      title={t`Attendance summary`}
      description={t`A month’s attendance per employee: days present (of which late), absent, on leave and on holidays, and the hours worked.`}
      headerActions={
        <Button onClick={() => setImporting(true)}>
          <Trans>Import attendance</Trans>
        </Button>
      }
      params={params}
      report={summary}
      columns={columns}
      getRowId={(row) => row.employeeId}
      getRowLabel={(row) => row.employeeName}
      tableLabel={(monthLabel) => t`Attendance summary for ${monthLabel}`}
      clientChoices={[{ value: INTERNAL_STAFF, label: t`Internal staff` }]}
      empty={
        <EmptyState
          title={
            client ? t`No employees in this month for this client.` : t`No employees in this month.`
          }
          description={t`Employees placed during ${monthLabel} appear here.`}
        />
      }
      onExport={() => exportSummary.mutateAsync(filters)}
      exporting={exportSummary.isPending}
    >
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
    </PeriodReportPage>
  );
}
