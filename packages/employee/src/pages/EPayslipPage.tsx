import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, failureStatus, useCatalogs, useListParams } from '@staffdesk/core';
import {
  type FinalPayslip,
  isMonth,
  monthChoices,
  monthYearLabel,
  PayslipBreakdownDialog,
  type PayslipPassword,
  runMonthLabel,
  thisMonthInJakarta,
} from '@staffdesk/kit';
import {
  Banner,
  Button,
  Card,
  type ColumnDef,
  DataTable,
  EmptyState,
  FilterBar,
  FilterSelect,
  formatDate,
  formatMoney,
  LoadingState,
  PageHeader,
} from '@staffdesk/ui';
import { Download } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { QueryFailure } from '../components/StatusPages';
import {
  useDownloadMyAnnualTaxForm,
  useDownloadMyPayslip,
  useMyPayslips,
} from '../hooks/usePayslips';
import { usePdfDownload } from '../hooks/usePdfDownload';
import { payslipsCatalog } from '../locales/pages/payslips/catalog';

export const MY_PAYSLIPS_PAGE_SIZE = 12;

/** How many months back the month filter offers. */
const MONTHS_BACK = 36;

/** How many years back form 1721-A1 is offered (this year included). */
const TAX_YEARS = 6;

const RIGHT = { align: 'right' } as const;

/**
 * `/employee/e-payslip`: my payslips once their salary is paid, newest first (`?period=2026-11`
 * shows one month: the link of the payslip mail), each with its month, the day it was paid and the
 * net pay, its PDF (mailed to me too) and its lines ("Details"); how the PDFs open (my birth date
 * as ddmmyyyy, my employee number, or freely, as my client's policy says); and my form 1721-A1 of
 * a year. Loads its own words.
 */
export function Component() {
  const ready = useCatalogs(payslipsCatalog);
  return ready ? <EPayslipPage /> : <LoadingState rows={5} />;
}

function usePayslipColumns({
  onOpen,
  onDownload,
  downloading,
}: {
  onOpen: (payslip: FinalPayslip) => void;
  onDownload: (payslip: FinalPayslip) => void;
  /** The payslip whose PDF is on its way, if any. */
  downloading: string | null;
}): ColumnDef<FinalPayslip>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        id: 'month',
        header: t({ message: 'Month', context: 'the month of a payslip' }),
        cell: ({ row: { original: payslip } }) => (
          <strong className="sd-num" style={{ whiteSpace: 'nowrap' }}>
            {runMonthLabel(payslip.period)}
          </strong>
        ),
      },
      {
        id: 'paid',
        header: t({ message: 'Paid on', context: 'the day a salary was transferred' }),
        cell: ({ row: { original: payslip } }) => (
          <span className="sd-num" style={{ whiteSpace: 'nowrap' }}>
            {payslip.paidAt ? formatDate(payslip.paidAt) : '—'}
          </span>
        ),
      },
      {
        id: 'net',
        header: t({ message: 'Net pay', context: 'a payslip’s take-home pay' }),
        cell: ({ row: { original: payslip } }) => (
          <strong className="sd-num" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(payslip.net)}
          </strong>
        ),
        meta: RIGHT,
      },
      {
        id: 'actions',
        header: '',
        cell: ({ row: { original: payslip } }) => {
          const month = runMonthLabel(payslip.period);
          return (
            <span
              className="sd-inline"
              style={{ gap: 'var(--sd-space-2)', flexWrap: 'wrap', justifyContent: 'flex-end' }}
            >
              <Button
                size="sm"
                variant="secondary"
                aria-haspopup="dialog"
                aria-label={t`Details of ${month}`}
                onClick={() => onOpen(payslip)}
              >
                <Trans>Details</Trans>
              </Button>
              <Button
                size="sm"
                aria-label={t`Download PDF of ${month}`}
                loading={downloading === payslip.id}
                onClick={() => onDownload(payslip)}
              >
                <Download aria-hidden="true" size={16} />
                <Trans>Download PDF</Trans>
              </Button>
            </span>
          );
        },
        meta: RIGHT,
      },
    ],
    [t, onOpen, onDownload, downloading],
  );
}

/** How my PDFs open, as my client's payroll policy says. */
function PasswordHint({ rule }: { rule: PayslipPassword }) {
  const { t } = useLingui();
  if (rule === 'none') {
    return <Banner tone="info">{t`Your payslip PDFs open without a password.`}</Banner>;
  }
  if (rule === 'employee-number') {
    return (
      <Banner tone="info" title={t`How to open: your employee number`}>
        <Trans>Type it as it is written on your payslip, with its capitals and dashes.</Trans>
      </Banner>
    );
  }
  return (
    <Banner
      tone="info"
      title={t`How to open: your birth date as ddmmyyyy (15 July 1990 → 15071990)`}
    >
      <Trans>If HR has no birth date for you, your employee number opens them instead.</Trans>
    </Banner>
  );
}

function EPayslipPage() {
  const { t } = useLingui();
  const { values, page, update } = useListParams(['period'] as const);
  const period = isMonth(values.period) ? values.period : undefined;
  const payslips = useMyPayslips({
    ...(period ? { period } : {}),
    page,
    pageSize: MY_PAYSLIPS_PAGE_SIZE,
  });
  const download = useDownloadMyPayslip();
  const downloadPdf = usePdfDownload(download);
  // The table's columns stay the same across renders (else it draws its cells anew, losing a
  // click or the focus), so they reach the download through a ref.
  const downloadRef = useRef(downloadPdf);
  downloadRef.current = downloadPdf;
  const onDownload = useCallback((payslip: FinalPayslip) => void downloadRef.current(payslip), []);
  const [open, setOpen] = useState<FinalPayslip | null>(null);
  const columns = usePayslipColumns({
    onOpen: setOpen,
    onDownload,
    downloading: download.isPending ? (download.variables?.id ?? null) : null,
  });

  const header = (
    <PageHeader
      title={t`E-payslips`}
      description={t`Your payslips once your salary is paid: download the PDF (it is mailed to you too) or see every line of it.`}
    />
  );
  // Without an employee record there is nothing of mine to show.
  if (failureStatus(payslips.error) === 404 && !payslips.data) {
    return (
      <div className="sd-stack">
        {header}
        <QueryFailure error={payslips.error} onRetry={() => void payslips.refetch()} />
      </div>
    );
  }

  const data = payslips.data;
  const monthLabel = period ? monthYearLabel(period) : '';
  const newest = data?.items[0]?.period;
  return (
    <div className="sd-stack" style={{ minWidth: 0 }}>
      {header}
      {data ? <PasswordHint rule={data.password} /> : null}
      <DataTable
        label={period ? t`My payslips of ${monthLabel}` : t`My payslips`}
        columns={columns}
        data={data?.items ?? []}
        total={data?.total ?? 0}
        page={page}
        pageSize={MY_PAYSLIPS_PAGE_SIZE}
        onPageChange={(next) => update({ page: next })}
        loading={payslips.isPending}
        error={payslips.isError ? describeFailure(payslips.error).message : null}
        onRetry={() => void payslips.refetch()}
        getRowId={(payslip) => payslip.id}
        getRowLabel={(payslip) => runMonthLabel(payslip.period)}
        emptyState={
          period ? (
            <EmptyState
              title={t`No payslip for ${monthLabel}`}
              description={t`A month’s payslip appears here once its salary is paid.`}
              action={
                <Button onClick={() => update({ period: null })}>
                  <Trans>Show all months</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t`No payslips yet`}
              description={t`Your payslips appear here once your salary is paid, with the PDF that is mailed to you.`}
            />
          )
        }
        toolbar={
          <FilterBar>
            <FilterSelect
              label={t({ message: 'Month', context: 'the month of a payslip' })}
              allLabel={t`All months`}
              options={monthChoices({ back: MONTHS_BACK })}
              value={period ?? ''}
              onChange={(next) => update({ period: next })}
            />
          </FilterBar>
        }
      />
      <AnnualTaxForm newestPeriod={newest} />
      {open ? (
        <PayslipBreakdownDialog
          payslipId={open.id}
          mine
          employeeName={open.employee.name}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

/**
 * My form 1721-A1 (the year's income and PPh 21 withheld, for the annual tax return) of a year:
 * the year of my newest payslip by default. A year without a paid payslip has no form (404).
 */
function AnnualTaxForm({ newestPeriod }: { newestPeriod: string | undefined }) {
  const { t } = useLingui();
  const title = t`Form 1721-A1`;
  const download = useDownloadMyAnnualTaxForm();
  const thisYear = Number(thisMonthInJakarta().slice(0, 4));
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? (newestPeriod ? Number(newestPeriod.slice(0, 4)) : thisYear);
  const years = Array.from({ length: TAX_YEARS }, (_, index) => String(thisYear - index));
  // The failure shown is the last download's, of the year it was for.
  const failed = download.isError && download.variables === year ? download.error : null;

  return (
    <Card title={title} aria-label={title}>
      <div className="sd-stack" style={{ gap: 'var(--sd-space-3)' }}>
        <p className="sd-text-muted" style={{ margin: 0 }}>
          <Trans>
            Your income of a year and the PPh 21 withheld from it, for your annual tax return (SPT
            Tahunan).
          </Trans>
        </p>
        <div
          className="sd-inline"
          style={{ gap: 'var(--sd-space-3)', flexWrap: 'wrap', alignItems: 'flex-end' }}
        >
          <FilterSelect
            label={t({ message: 'Year', context: 'the tax year of form 1721-A1' })}
            options={years.map((one) => ({ value: one, label: one }))}
            value={String(year)}
            onChange={(next) => {
              setChosen(Number(next));
              download.reset();
            }}
          />
          <Button
            onClick={() => void download.mutateAsync(year).catch(() => undefined)}
            loading={download.isPending}
          >
            <Download aria-hidden="true" size={16} />
            <Trans>Download my 1721-A1</Trans>
          </Button>
        </div>
        {failed ? (
          failureStatus(failed) === 404 ? (
            <Banner tone="warning" title={t`No 1721-A1 for ${year}`}>
              <Trans>
                You had no paid payslip in {year}, so there is no form for that year. Choose another
                year.
              </Trans>
            </Banner>
          ) : (
            <Banner tone="error" title={t`The 1721-A1 could not be downloaded`}>
              {describeFailure(failed).message}
            </Banner>
          )
        ) : null}
      </div>
    </Card>
  );
}
