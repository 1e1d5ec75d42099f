import { Trans, useLingui } from '@lingui/react/macro';
import { useCatalogs } from '@staffdesk/core';
import {
  Banner,
  Button,
  DescriptionList,
  Dialog,
  formatMoney,
  LoadingState,
  Text,
} from '@staffdesk/ui';
import { QueryFailure } from '../components/StatusPages';
import { labelOf } from '../labels/labels';
import { monthYearLabel } from '../lib/months';
import { kitPayrollCatalog } from '../locales/pages/payroll/catalog';
import { PayslipLineItem } from './PayslipLineItem';
import {
  isSettled,
  PAYSLIP_WARNING_LABELS,
  type PayslipDetail,
  type PayslipLine,
  type PayslipSide,
} from './payroll';
import { TAX_METHOD_LABELS } from './tax-methods';
import { usePayslip } from './usePayroll';

export type PayslipBreakdownDialogProps = {
  /** The payslip to show (`GET /payslips/{id}`, or `GET /me/payslips/{id}` when `mine`). */
  payslipId: string;
  /**
   * One of the reader's own payslips (employee self-service): read through `/me/payslips/{id}`,
   * which needs no payroll permission, and without payroll's warnings (meant for HR). HR's and
   * finance's pages leave it out.
   */
  mine?: boolean;
  /** The employee's name, shown while the payslip loads. */
  employeeName?: string;
  onClose: () => void;
};

/**
 * One employee's payslip, line by line: earnings, deductions and the company's contributions,
 * each with its amount; a line opens to say how it was reached (formula, inputs, rule version).
 * HR's and finance's pages show anyone's; the employee's own page shows theirs (`mine`). Loads
 * its own words.
 */
export function PayslipBreakdownDialog(props: PayslipBreakdownDialogProps) {
  // The title and description are the dialog's own: it waits for the words before writing them.
  const ready = useCatalogs(kitPayrollCatalog);
  return <BreakdownDialog {...props} ready={ready} />;
}

function BreakdownDialog({
  payslipId,
  mine = false,
  employeeName,
  onClose,
  ready,
}: PayslipBreakdownDialogProps & { ready: boolean }) {
  const { t } = useLingui();
  const payslip = usePayslip(payslipId, { mine });
  const data = payslip.data;
  const name = data?.employee.name ?? employeeName ?? '';
  let description: string | undefined;
  if (data) {
    const month = monthYearLabel(data.period);
    const { number, position, ptkpStatus } = data.employee;
    description = t`${month} · ${number} · ${position} · PTKP ${ptkpStatus}`;
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={name ? t`Payslip of ${name}` : t`Payslip`}
      description={description}
      footer={
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      {!ready || payslip.isPending ? (
        <LoadingState rows={6} label={t`Loading the payslip…`} />
      ) : payslip.isError ? (
        <QueryFailure error={payslip.error} onRetry={() => void payslip.refetch()} />
      ) : data ? (
        <Breakdown payslip={data} warnings={!mine} />
      ) : null}
    </Dialog>
  );
}

const SIDES: readonly PayslipSide[] = ['earning', 'deduction', 'employer'];

/** `warnings`: payroll's own checks (an unapproved timesheet…), for HR and finance only. */
function Breakdown({ payslip, warnings }: { payslip: PayslipDetail; warnings: boolean }) {
  const { t } = useLingui();
  const headings: Record<PayslipSide, { title: string; total: string }> = {
    earning: { title: t`Earnings`, total: t`Total earnings` },
    deduction: { title: t`Deductions`, total: t`Total deductions` },
    employer: {
      title: t`Paid by the company`,
      total: t`Total paid by the company`,
    },
  };
  const linesOf = (side: PayslipSide) => payslip.lines.filter((line) => line.side === side);
  const sum = (lines: PayslipLine[]) => lines.reduce((total, line) => total + line.amount, 0);
  return (
    <div className="sd-stack">
      {warnings && payslip.warnings.length > 0 ? (
        <Banner
          tone="warning"
          title={
            isSettled(payslip.runState)
              ? t({ message: 'Warnings', context: 'a payslip’s warnings' })
              : t`Check before approving`
          }
        >
          <ul style={{ margin: 0, paddingLeft: 'var(--sd-space-5)' }}>
            {payslip.warnings.map((code) => (
              <li key={code}>{labelOf(PAYSLIP_WARNING_LABELS, code)}</li>
            ))}
          </ul>
        </Banner>
      ) : null}
      <DescriptionList
        items={[
          {
            label: t({ message: 'Gross pay', context: 'a payslip’s gross' }),
            value: formatMoney(payslip.gross),
            numeric: true,
          },
          {
            label: t`BPJS (employee)`,
            value: formatMoney(payslip.bpjsEmployee),
            numeric: true,
          },
          {
            label: payslip.tax < 0 ? t`PPh 21 refund` : t`PPh 21`,
            value: formatMoney(Math.abs(payslip.tax)),
            numeric: true,
          },
          {
            label: t({ message: 'Net pay', context: 'a payslip’s take-home pay' }),
            value: <strong>{formatMoney(payslip.net)}</strong>,
            numeric: true,
          },
          {
            label: t`Tax method`,
            value: TAX_METHOD_LABELS[payslip.taxMethod],
          },
          ...(payslip.finalMonth
            ? [
                {
                  label: t`Final month`,
                  value: t`The year’s PPh 21 is settled on this payslip (Article 17).`,
                },
              ]
            : []),
        ]}
      />
      <p className="sd-text-muted">
        <Trans>Open a line to see how it was calculated.</Trans>
      </p>
      {SIDES.map((side) => {
        const lines = linesOf(side);
        if (lines.length === 0) return null;
        const heading = headings[side];
        return (
          <section key={side} aria-label={heading.title}>
            <h3 style={{ margin: '0 0 var(--sd-space-1)', fontSize: 'var(--sd-font-size-base)' }}>
              {heading.title}
            </h3>
            <ul className="sd-list">
              {lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a payslip's lines keep their order
                <PayslipLineItem key={`${line.code}-${index}`} line={line} />
              ))}
            </ul>
            <p
              className="sd-num"
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 'var(--sd-space-2)',
                margin: 'var(--sd-space-2) 0 0',
                fontWeight: 600,
              }}
            >
              <span>{heading.total}</span>
              <Text nowrap>{formatMoney(sum(lines))}</Text>
            </p>
          </section>
        );
      })}
    </div>
  );
}
