import { useLingui } from '@lingui/react/macro';
import {
  compact,
  describeFailure,
  failureStatus,
  hasPermission,
  useCurrentUser,
  useListParams,
} from '@staffdesk/core';
import {
  AccessDenied,
  type FinalPayslip,
  isMonth,
  ListEmptyState,
  ListToolbar,
  monthChoices,
  PayslipBreakdownDialog,
  PayslipEmployeeCell,
  RunStateBadge,
  runClientName,
  runMonthLabel,
  useClientChoices,
  useDownloadAnnualTaxForm,
} from '@staffdesk/kit';
import {
  ClickableRows,
  type ColumnDef,
  DataTable,
  FilterSelect,
  figureColumn,
  formatDate,
  formatMoney,
  PageHeader,
  useToast,
} from '@staffdesk/ui';
import { useMemo, useState } from 'react';
import { payrollReportPage } from '../components/PayrollReportMessages';
import { useDownloadPayslipPdf, useFinalPayslips } from '../hooks/usePayslipReports';

export const E_PAYSLIPS_PAGE_SIZE = 50;

/** How many months back the month filter offers. */
const MONTHS_BACK = 24;

const RIGHT = { align: 'right' } as const;

/**
 * The columns, the same across renders (the table would otherwise draw its cells anew each time
 * the page renders, losing a click or the focus on a name).
 */
function usePayslipColumns(onOpen: (payslip: FinalPayslip) => void): ColumnDef<FinalPayslip>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        id: 'employee',
        header: t`Employee`,
        cell: ({ row: { original: payslip } }) => (
          <PayslipEmployeeCell employee={payslip.employee} onOpen={() => onOpen(payslip)} />
        ),
      },
      {
        id: 'client',
        header: t`Client`,
        cell: ({ row: { original: payslip } }) => runClientName(payslip),
      },
      figureColumn<FinalPayslip>(
        { id: 'month', header: t({ message: 'Month', context: 'the month of a payslip' }) },
        (payslip) => runMonthLabel(payslip.period),
      ),
      {
        id: 'paid',
        header: t({ message: 'Paid on', context: 'the day a salary was transferred' }),
        // Approved but not paid yet: the run's state says so.
        cell: ({ row: { original: payslip } }) =>
          payslip.paidAt ? (
            <span className="sd-num" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(payslip.paidAt)}
            </span>
          ) : (
            <RunStateBadge state={payslip.runState} />
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
    ],
    [t, onOpen],
  );
}

/**
 * `/human-resource/e-payslip`: the payslips of approved, paid and closed runs across months
 * (`payroll.read`), newest month first, by month, client and employee (all in the URL), paged by
 * the server; each opens its lines, and its menu downloads the e-payslip PDF (behind sign-in, no
 * password) and the employee's form 1721-A1 of its year.
 */
function EPayslipPage() {
  const { t } = useLingui();
  const { toast } = useToast();
  const me = useCurrentUser().data;
  const { values, page, update } = useListParams(['period', 'client', 'search'] as const);
  const period = isMonth(values.period) ? values.period : undefined;
  // Not every payroll reader may list the clients: without `clients.read`, no client filter.
  const canChooseClient = hasPermission(me, 'clients.read');
  const clients = useClientChoices(canChooseClient);
  const clientId = canChooseClient ? values.client || undefined : undefined;
  const payslips = useFinalPayslips({
    ...compact({ period, clientId, search: values.search }),
    page,
    pageSize: E_PAYSLIPS_PAGE_SIZE,
  });
  const downloadPdf = useDownloadPayslipPdf();
  const downloadForm = useDownloadAnnualTaxForm();
  const [open, setOpen] = useState<FinalPayslip | null>(null);
  const columns = usePayslipColumns(setOpen);

  if (failureStatus(payslips.error) === 403 || (me && !hasPermission(me, 'payroll.read'))) {
    return <AccessDenied />;
  }

  async function savePdf(payslip: FinalPayslip) {
    try {
      await downloadPdf.mutateAsync(payslip);
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The PDF could not be downloaded`,
        description: describeFailure(error).message,
      });
    }
  }

  async function saveForm(payslip: FinalPayslip, year: number) {
    const name = payslip.employee.name;
    try {
      await downloadForm.mutateAsync({
        employeeId: payslip.employeeId,
        employeeNumber: payslip.employee.number,
        year,
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The 1721-A1 could not be downloaded`,
        description:
          failureStatus(error) === 404
            ? t`${name} has no final payslip in ${year}, so there is no form for that year.`
            : describeFailure(error).message,
      });
    }
  }

  const filtered = Boolean(period || clientId || values.search);
  return (
    <div className="sd-stack" style={{ minWidth: 0 }}>
      <PageHeader
        title={t`E-payslips`}
        description={t`Every employee’s payslip once its payroll is approved: its lines, the PDF mailed to the employee and their form 1721-A1.`}
      />
      <ClickableRows>
        <DataTable
          label={t`E-payslips`}
          columns={columns}
          data={payslips.data?.items ?? []}
          total={payslips.data?.total ?? 0}
          page={page}
          pageSize={E_PAYSLIPS_PAGE_SIZE}
          onPageChange={(next) => update({ page: next })}
          loading={payslips.isPending}
          error={payslips.isError ? describeFailure(payslips.error).message : null}
          onRetry={() => void payslips.refetch()}
          getRowId={(payslip) => payslip.id}
          getRowLabel={(payslip) => `${payslip.employee.name} · ${runMonthLabel(payslip.period)}`}
          rowActions={(payslip) => {
            const year = Number(payslip.period.slice(0, 4));
            return [
              { label: t`Show payslip lines`, onSelect: () => setOpen(payslip) },
              { label: t`Download PDF`, onSelect: () => void savePdf(payslip) },
              {
                label: t`Download 1721-A1 of ${year}`,
                onSelect: () => void saveForm(payslip, year),
              },
            ];
          }}
          emptyState={
            <ListEmptyState
              filtered={filtered}
              match={{
                title: t`No payslips match`,
                description: t`Try another month, client or name.`,
              }}
              none={{
                title: t`No e-payslips yet`,
                description: t`Payslips appear here once their payroll run is approved.`,
              }}
            />
          }
          toolbar={
            <ListToolbar
              search={{
                label: t`Search payslips`,
                placeholder: t`Search by employee name or number`,
                value: values.search,
                onSearch: (search) => update({ search }),
              }}
              filters={
                <>
                  <FilterSelect
                    label={t({ message: 'Month', context: 'the month of a payslip' })}
                    allLabel={t`All months`}
                    options={monthChoices({ back: MONTHS_BACK, ahead: 1 })}
                    value={period ?? ''}
                    onChange={(next) => update({ period: next })}
                  />
                  {canChooseClient ? (
                    <FilterSelect
                      label={t`Client`}
                      allLabel={t`All clients`}
                      options={(clients.data?.items ?? []).map(({ id, legalName }) => ({
                        value: id,
                        label: legalName,
                      }))}
                      value={clientId ?? ''}
                      onChange={(client) => update({ client })}
                    />
                  ) : null}
                </>
              }
            />
          }
        />
      </ClickableRows>
      {open ? (
        <PayslipBreakdownDialog
          payslipId={open.id}
          employeeName={open.employee.name}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}

export const Component = payrollReportPage(EPayslipPage);
