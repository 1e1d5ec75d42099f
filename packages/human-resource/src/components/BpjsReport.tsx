import { Trans, useLingui } from '@lingui/react/macro';
import {
  PayrollReport,
  type PayrollReportLine,
  ReportAmount,
  runClientName,
  usePayrollReportParams,
} from '@staffdesk/kit';
import type { ColumnDef } from '@staffdesk/ui';
import { useMemo } from 'react';
import {
  type BpjsKesehatanReport,
  type BpjsKetenagakerjaanReport,
  type BpjsReportProgramme,
  useBpjsKesehatanReport,
  useBpjsKetenagakerjaanReport,
  useExportBpjsReport,
} from '../hooks/usePayslipReports';
import { EmployeeCell } from './EmployeeCell';

export const BPJS_REPORT_PAGE_SIZE = 50;

type BpjsRow = BpjsKesehatanReport['items'][number] | BpjsKetenagakerjaanReport['items'][number];
type Line = PayrollReportLine<BpjsRow>;

/** An amount column: the key of a row's (and the totals') figure, and its header. */
type Amount = { key: string; header: string };

const RIGHT = { align: 'right' } as const;

/** A figure of a line: the row's, or the totals' (a key the server leaves out counts 0). */
function figureOf(line: Line, key: string): number {
  if (line.row === null) return line.totals[key] ?? 0;
  return Number((line.row as unknown as Record<string, unknown>)[key]) || 0;
}

/** The columns, the same across renders (else the table draws its cells anew each time). */
function useColumns(programme: BpjsReportProgramme, totalLabel: string): ColumnDef<Line>[] {
  const { t } = useLingui();
  return useMemo(() => {
    const wage = {
      key: 'wage',
      header: t({ message: 'Wage', context: 'the wage BPJS is reckoned on' }),
    };
    const total = {
      key: 'total',
      header: t({ message: 'Total', context: 'an employee’s BPJS contributions in all' }),
    };
    // Each programme's amounts, in the order of the export's columns.
    const amounts: Amount[] =
      programme === 'kesehatan'
        ? [
            wage,
            { key: 'employer', header: t`Company (4 %)` },
            { key: 'employee', header: t`Employee (1 %)` },
            total,
          ]
        : [
            wage,
            { key: 'jhtEmployer', header: t`JHT company (3.7 %)` },
            { key: 'jhtEmployee', header: t`JHT employee (2 %)` },
            { key: 'jpEmployer', header: t`JP company (2 %)` },
            { key: 'jpEmployee', header: t`JP employee (1 %)` },
            { key: 'jkk', header: t`JKK` },
            { key: 'jkm', header: t`JKM` },
            total,
          ];
    const columns: ColumnDef<Line>[] = [
      {
        id: 'employee',
        header: t`Employee`,
        cell: ({ row: { original: line } }) =>
          line.row === null ? (
            <strong>{totalLabel}</strong>
          ) : (
            <EmployeeCell
              id={line.row.employeeId}
              name={line.row.name}
              number={line.row.employeeNumber}
            />
          ),
      },
      {
        id: 'bpjsNumber',
        header: t`BPJS number`,
        cell: ({ row: { original: line } }) =>
          line.row ? <span className="sd-num">{line.row.bpjsNumber ?? '—'}</span> : null,
      },
      {
        id: 'client',
        header: t`Client`,
        cell: ({ row: { original: line } }) => (line.row ? runClientName(line.row) : null),
      },
      ...amounts.map(
        ({ key, header }): ColumnDef<Line> => ({
          // `employee` is an amount of BPJS Kesehatan (the employee's share) and the first column.
          id: `amount-${key}`,
          header,
          cell: ({ row: { original: line } }) => (
            <ReportAmount
              value={figureOf(line, key)}
              strong={line.row === null || key === 'total'}
            />
          ),
          meta: RIGHT,
        }),
      ),
    ];
    return columns;
  }, [t, programme, totalLabel]);
}

export type BpjsReportProps = {
  /** Which report: BPJS Kesehatan (health) or Ketenagakerjaan (JHT, JP, JKK, JKM). */
  programme: BpjsReportProgramme;
};

/**
 * A month's BPJS contributions per employee, from the payslips of approved, paid and closed runs
 * (`payroll.read`; kit's monthly payroll report): the wage they are reckoned on and what the
 * company and the employee pay, with the month's totals (across every page) as the last row;
 * exported to Excel with the same filters. Month (this month unless chosen), client and search
 * live in the URL (`?period=&client=&search=`).
 */
export function BpjsReport({ programme }: BpjsReportProps) {
  const { t } = useLingui();
  const params = usePayrollReportParams({ pageSize: BPJS_REPORT_PAGE_SIZE });
  const kesehatan = useBpjsKesehatanReport(
    params.query,
    params.canRead && programme === 'kesehatan',
  );
  const ketenagakerjaan = useBpjsKetenagakerjaanReport(
    params.query,
    params.canRead && programme === 'ketenagakerjaan',
  );
  const exportReport = useExportBpjsReport();
  const totalLabel = t({
    message: 'Total of the month',
    context: 'the totals row of a BPJS report',
  });
  const columns = useColumns(programme, totalLabel);
  const title = programme === 'kesehatan' ? t`BPJS Kesehatan` : t`BPJS Ketenagakerjaan`;

  return (
    <PayrollReport<BpjsRow>
      title={title}
      description={
        programme === 'kesehatan'
          ? t`Each employee’s health insurance contributions of a month, from approved payroll: the wage they are reckoned on and what the company and the employee pay.`
          : t`Each employee’s employment insurance contributions of a month, from approved payroll: old-age savings (JHT), pension (JP), work accident (JKK) and death (JKM).`
      }
      params={params}
      report={programme === 'kesehatan' ? kesehatan : ketenagakerjaan}
      columns={columns}
      getRowId={(row) => row.payslipId}
      getRowLabel={(row) => row.name}
      totalLabel={totalLabel}
      tableLabel={(month, clientName) =>
        clientName ? t`${title} of ${clientName} for ${month}` : t`${title} for ${month}`
      }
      emptyTitle={(month) => t`No BPJS contributions in ${month}`}
      exportLabel={<Trans>Export to Excel</Trans>}
      onExport={() => exportReport.mutateAsync({ programme, query: params.filter })}
      exporting={exportReport.isPending}
    />
  );
}
