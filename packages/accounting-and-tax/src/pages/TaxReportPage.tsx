import { Trans, useLingui } from '@lingui/react/macro';
import {
  compact,
  describeFailure,
  failureStatus,
  hasPermission,
  useCurrentUser,
} from '@staffdesk/core';
import {
  formatNpwp,
  monthYearLabel,
  PayrollMessages,
  type PeriodReportLine,
  PeriodReportPage,
  runClientName,
  usePeriodReportParams,
} from '@staffdesk/kit';
import {
  Badge,
  Button,
  type ColumnDef,
  EmptyState,
  formatMoney,
  Stack,
  Text,
  useToast,
} from '@staffdesk/ui';
import { Download, FileSpreadsheet } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type Pph21Report,
  type Pph21Row,
  useDownloadAnnualTaxForm,
  useExportAnnualTax,
  useExportPph21Report,
  usePph21Report,
} from '../hooks/usePph21Report';
import { percentText } from '../lib/masters';

export const TAX_REPORT_PAGE_SIZE = 50;

const RIGHT = { align: 'right' } as const;

/** A line of the table: an employee's month, or (without a row, last) the totals of the filter. */
type Line = PeriodReportLine<Pph21Row, Pph21Report['totals']>;

/** An amount of a line, the totals' in bold. */
function Amount({ value, total }: { value: number; total: boolean }) {
  const text = formatMoney(value);
  return (
    <Text num nowrap>
      {total ? <strong>{text}</strong> : text}
    </Text>
  );
}

/** The PPh 21 of a line: a negative amount is a refund (the final month's settlement). */
function TaxAmount({ value, total }: { value: number; total: boolean }) {
  const { t } = useLingui();
  return (
    <span style={{ display: 'inline-flex', gap: '0.375rem', alignItems: 'center' }}>
      <Amount value={value} total={total} />
      {value < 0 ? (
        <Badge tone="info">
          {t({
            message: 'Refund',
            context: 'PPh 21 paid back to the employee in the final month',
          })}
        </Badge>
      ) : null}
    </span>
  );
}

function useColumns({
  year,
  downloading,
  onDownload,
}: {
  year: number;
  /** The employee whose 1721-A1 is being downloaded. */
  downloading: string | null;
  onDownload: (row: Pph21Row) => void;
}): ColumnDef<Line>[] {
  const { t } = useLingui();
  const totalLabel = t({ message: 'Total of the month', context: 'the totals row of PPh 21' });
  const ofRow =
    (render: (row: Pph21Row) => ReactNode) =>
    ({ row: { original: line } }: { row: { original: Line } }): ReactNode =>
      line.row ? render(line.row) : null;
  return [
    {
      id: 'employee',
      header: t`Employee`,
      cell: ({ row: { original: line } }) =>
        line.row ? (
          <Stack as="span" gap={0}>
            <span data-row-primary="">{line.row.name}</span>
            <span className="sd-text-muted sd-num">{line.row.employeeNumber}</span>
          </Stack>
        ) : (
          <strong>{totalLabel}</strong>
        ),
    },
    { id: 'client', header: t`Client`, cell: ofRow((row) => runClientName(row)) },
    {
      id: 'taxId',
      header: t({ message: 'NPWP / NIK', context: 'the tax id column of the PPh 21 list' }),
      cell: ofRow((row) =>
        row.npwp ? (
          <Text num nowrap>
            {formatNpwp(row.npwp)}
          </Text>
        ) : (
          <Text num nowrap>
            <span className="sd-text-muted">
              {t({
                message: 'NIK',
                context: 'the employee has no NPWP: their NIK stands in for it',
              })}
            </span>{' '}
            {row.nik}
          </Text>
        ),
      ),
    },
    { id: 'ptkp', header: t`PTKP`, cell: ofRow((row) => row.ptkpStatus) },
    {
      id: 'ter',
      header: t`TER category`,
      cell: ofRow((row) =>
        row.terCategory
          ? row.terCategory
          : row.finalMonth
            ? t({
                message: 'Article 17',
                context: 'the final month: the year’s PPh 21 settled by the Article 17 brackets',
              })
            : '—',
      ),
    },
    {
      id: 'rate',
      header: t({ message: 'Rate', context: 'the TER rate of the month, in percent' }),
      cell: ofRow((row) => (
        <Text num nowrap>
          {row.ratePercent === null ? '—' : percentText(Math.round(row.ratePercent * 100))}
        </Text>
      )),
      meta: RIGHT,
    },
    {
      id: 'gross',
      header: t({ message: 'Gross', context: 'the month’s taxable gross income' }),
      cell: ({ row: { original: line } }) => (
        <Amount
          value={line.row ? line.row.taxableGross : (line.totals.taxableGross ?? 0)}
          total={line.row === null}
        />
      ),
      meta: RIGHT,
    },
    {
      id: 'tax',
      header: t`PPh 21`,
      cell: ({ row: { original: line } }) => (
        <TaxAmount
          value={line.row ? line.row.tax : (line.totals.tax ?? 0)}
          total={line.row === null}
        />
      ),
      meta: RIGHT,
    },
    {
      id: 'annual',
      header: t`1721-A1`,
      cell: ofRow((row) => {
        const name = row.name;
        return (
          <Button
            size="sm"
            variant="ghost"
            loading={downloading === row.employeeId}
            onClick={() => onDownload(row)}
            aria-label={t`Download 1721-A1 ${year} of ${name}`}
          >
            <Download aria-hidden="true" size={16} />
            {t`1721-A1 ${year}`}
          </Button>
        );
      }),
    },
  ];
}

/**
 * `/accounting-and-tax/report`: the PPh 21 withheld in a month per employee, from the payslips
 * of approved, paid and closed runs: their NPWP (or NIK), PTKP, the TER category and rate (the
 * Article 17 settlement in the final month, where a refund shows as one) and the gross, with the
 * totals of the whole filter as the last row; exported for the e-Bupot 21 monthly import, and
 * each employee's 1721-A1 of the month's year. Month (last month unless chosen), client and
 * search live in the URL. Needs `payroll.read`; the client filter, `clients.read`.
 */
function TaxReport() {
  const { t } = useLingui();
  const { toast } = useToast();
  const me = useCurrentUser().data;
  // The client filter lists the clients, which not every payroll reader may (the tax team's
  // seeded role does not): without `clients.read` there is no filter, and none applies.
  const params = usePeriodReportParams({ pageSize: TAX_REPORT_PAGE_SIZE, monthsBack: 1 });
  const { period, clientId } = params;
  const year = Number(period.slice(0, 4));
  const monthLabel = monthYearLabel(period);
  const filter = { period, ...compact({ clientId, search: params.search }) };
  const report = usePph21Report(
    { ...filter, page: params.page, pageSize: TAX_REPORT_PAGE_SIZE },
    Boolean(me) && hasPermission(me, 'payroll.read'),
  );
  const exportReport = useExportPph21Report();
  const exportAnnual = useExportAnnualTax();
  const annualForm = useDownloadAnnualTaxForm();
  const columns = useColumns({
    year,
    downloading: annualForm.isPending ? (annualForm.variables?.employeeId ?? null) : null,
    onDownload: (row) => void downloadAnnualForm(row),
  });
  const totalLabel = t({ message: 'Total of the month', context: 'the totals row of PPh 21' });

  async function downloadAnnualForms() {
    try {
      await exportAnnual.mutateAsync({ year, ...(clientId ? { clientId } : {}) });
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The export failed`,
        description: describeFailure(error).message,
      });
    }
  }

  async function downloadAnnualForm(row: Pph21Row) {
    try {
      await annualForm.mutateAsync({
        employeeId: row.employeeId,
        employeeNumber: row.employeeNumber,
        year,
      });
    } catch (error) {
      const name = row.name;
      toast(
        failureStatus(error) === 404
          ? {
              tone: 'error',
              title: t`No 1721-A1 for ${year}`,
              description: t`${name} has no approved payslip in ${year}, so there is no form for that year.`,
            }
          : {
              tone: 'error',
              title: t`The 1721-A1 could not be downloaded`,
              description: describeFailure(error).message,
            },
      );
    }
  }

  return (
    <PeriodReportPage<Pph21Row, Pph21Report['totals']>
      title={t`Tax reports`}
      description={t`The PPh 21 withheld in a month per employee, from approved payroll, for the e-Bupot 21 monthly return; and each employee’s form 1721-A1 of the year.`}
      params={params}
      report={report}
      permission="payroll.read"
      columns={columns}
      getRowId={(row) => row.payslipId}
      getRowLabel={(row) => row.name}
      totalLabel={totalLabel}
      tableLabel={(monthLabel, clientName) =>
        clientName ? t`PPh 21 of ${clientName} for ${monthLabel}` : t`PPh 21 for ${monthLabel}`
      }
      empty={
        <EmptyState
          title={t`No PPh 21 in ${monthLabel}`}
          description={t`The payslips of the month’s approved payroll runs appear here. Choose another month or client.`}
        />
      }
      exportLabel={
        <>
          <FileSpreadsheet aria-hidden="true" size={16} />
          <Trans>Export for e-Bupot (XLSX)</Trans>
        </>
      }
      onExport={() => exportReport.mutateAsync(filter)}
      exporting={exportReport.isPending}
      moreActions={
        <Button
          variant="secondary"
          onClick={() => void downloadAnnualForms()}
          loading={exportAnnual.isPending}
        >
          <FileSpreadsheet aria-hidden="true" size={16} />
          <Trans>1721-A1 of {year}, every employee (XLSX)</Trans>
        </Button>
      }
    >
      <p className="sd-text-muted">
        <Trans>
          A 1721-A1 sums up the employee’s approved payslips of {year}: until their final month is
          settled under Article 17, it covers the months so far.
        </Trans>
      </p>
    </PeriodReportPage>
  );
}

/** The page, once kit's payroll words (e.g. "Own staff") are loaded. */
export function Component() {
  return (
    <PayrollMessages>
      <TaxReport />
    </PayrollMessages>
  );
}
