import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, failureStatus, useCatalogs, useListParams } from '@staffdesk/core';
import {
  type FinalPayslip,
  isMonth,
  monthChoices,
  monthYearLabel,
  PayslipBreakdownDialog,
  type PayslipDelivery,
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
  Inline,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@staffdesk/ui';
import { Download } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PayslipPasswordCard } from '../components/PayslipPasswordCard';
import { QueryFailure } from '../components/StatusPages';
import {
  useDownloadMyAnnualTaxForm,
  useDownloadMyPayslip,
  useMyPayslipLink,
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
 * shows one month), each with its month, the day it was paid and the net pay, its PDF and its
 * lines ("Details"); how my payslips are mailed (a link, or the PDF attached with the e-payslip
 * password I set here); and my form 1721-A1 of a year. The payslip mail's link adds `t`, a signed
 * token: the page opens that payslip when the token is mine and current, else says the link
 * expired (or is not mine) above the list. Loads its own words.
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
          <Text as="strong" num nowrap>
            {runMonthLabel(payslip.period)}
          </Text>
        ),
      },
      {
        id: 'paid',
        header: t({ message: 'Paid on', context: 'the day a salary was transferred' }),
        cell: ({ row: { original: payslip } }) => (
          <Text num nowrap>
            {payslip.paidAt ? formatDate(payslip.paidAt) : '—'}
          </Text>
        ),
      },
      {
        id: 'net',
        header: t({ message: 'Net pay', context: 'a payslip’s take-home pay' }),
        cell: ({ row: { original: payslip } }) => (
          <Text as="strong" num nowrap>
            {formatMoney(payslip.net)}
          </Text>
        ),
        meta: RIGHT,
      },
      {
        id: 'actions',
        header: () => <span className="sd-visually-hidden">{t`Actions`}</span>,
        cell: ({ row: { original: payslip } }) => {
          const month = runMonthLabel(payslip.period);
          return (
            <Inline as="span" gap={2} justify="end">
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
            </Inline>
          );
        },
        meta: RIGHT,
      },
    ],
    [t, onOpen, onDownload, downloading],
  );
}

/** How my payslips are mailed, as my client's payroll policy says, and whether I set a password. */
function DeliveryNote({
  delivery,
  passwordSet,
}: {
  delivery: PayslipDelivery;
  passwordSet: boolean;
}) {
  const { t } = useLingui();
  if (delivery === 'link') {
    return (
      <Banner tone="info" title={t`Your payslip mails carry a link to this page`}>
        <Trans>They show no figures: you see your payslip here, signed in.</Trans>
      </Banner>
    );
  }
  if (passwordSet) {
    return (
      <Banner tone="info" title={t`Your payslip mails carry the PDF`}>
        <Trans>It opens with the e-payslip password you set below.</Trans>
      </Banner>
    );
  }
  return (
    <Banner tone="warning" title={t`Set an e-payslip password to receive the PDF by mail`}>
      <Trans>Until you set one, your payslip mails carry a link to this page only.</Trans>
    </Banner>
  );
}

/** What became of the payslip mail's link when it opens nothing. */
function LinkFailure({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (failureStatus(error) === 410) {
    return (
      <Banner tone="warning" title={t`This link has expired; your payslips are listed below.`} />
    );
  }
  if (failureStatus(error) === 404) {
    return (
      <Banner
        tone="warning"
        title={t`This link does not open a payslip of yours; your payslips are listed below.`}
      />
    );
  }
  return (
    <Banner tone="error" title={t`The payslip of the link could not be opened`}>
      {describeFailure(error).message}
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
  const [open, setOpen] = useState<{ id: string; name?: string } | null>(null);
  const onOpen = useCallback(
    (payslip: FinalPayslip) => setOpen({ id: payslip.id, name: payslip.employee.name }),
    [],
  );
  // The payslip mail's link: its payslip opens once the server says the token is mine.
  const [search, setSearch] = useSearchParams();
  const token = search.get('t');
  const link = useMyPayslipLink(token);
  const linked = link.data?.payslipId;
  useEffect(() => {
    if (linked) setOpen({ id: linked });
  }, [linked]);
  const close = () => {
    setOpen(null);
    if (token) {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('t');
          return next;
        },
        { replace: true },
      );
    }
  };
  const columns = usePayslipColumns({
    onOpen,
    onDownload,
    downloading: download.isPending ? (download.variables?.id ?? null) : null,
  });

  const header = (
    <PageHeader
      title={t`E-payslips`}
      description={t`Your payslips once your salary is paid: download the PDF or see every line of it.`}
    />
  );
  // Without an employee record there is nothing of mine to show.
  if (failureStatus(payslips.error) === 404 && !payslips.data) {
    return (
      <Stack>
        {header}
        <QueryFailure error={payslips.error} onRetry={() => void payslips.refetch()} />
      </Stack>
    );
  }

  const data = payslips.data;
  const monthLabel = period ? monthYearLabel(period) : '';
  const newest = data?.items[0]?.period;
  return (
    <Stack style={{ minWidth: 0 }}>
      {header}
      {token && link.isError ? <LinkFailure error={link.error} /> : null}
      {data ? <DeliveryNote delivery={data.delivery} passwordSet={data.passwordSet} /> : null}
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
      {data && (data.delivery === 'attachment-with-employee-password' || data.passwordSet) ? (
        <PayslipPasswordCard delivery={data.delivery} passwordSetAt={data.passwordSetAt} />
      ) : null}
      <AnnualTaxForm newestPeriod={newest} />
      {open ? (
        <PayslipBreakdownDialog
          payslipId={open.id}
          mine
          {...(open.name ? { employeeName: open.name } : {})}
          onClose={close}
        />
      ) : null}
    </Stack>
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
      <Stack gap={3}>
        <p className="sd-text-muted">
          <Trans>
            Your income of a year and the PPh 21 withheld from it, for your annual tax return (SPT
            Tahunan).
          </Trans>
        </p>
        <Inline gap={3} align="end">
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
        </Inline>
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
      </Stack>
    </Card>
  );
}
