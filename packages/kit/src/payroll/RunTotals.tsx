import { useLingui } from '@lingui/react/macro';
import { Card, DescriptionList, formatMoney, formatNumber, Stack } from '@staffdesk/ui';
import { type PayrollRun, progressText } from './payroll';

/**
 * A run's totals: employees, gross, both parts of BPJS, PPh 21, net pay and the company's cost.
 * While it is being calculated, a progress bar of the employees done instead.
 */
export function RunTotals({ run }: { run: PayrollRun }) {
  const { t } = useLingui();
  const totalsTitle = t`Totals`;
  if (run.state === 'calculating') {
    const progress = run.progress ?? { done: 0, total: 0 };
    const known = progress.total > 0;
    const done = progressText(progress);
    return (
      <Card title={totalsTitle} aria-label={totalsTitle}>
        <Stack gap={2}>
          <p>
            {known ? t`Calculating the payslips: ${done}.` : t`The calculation is about to start…`}
          </p>
          <progress
            className="sd-progress"
            aria-label={t`Calculation progress`}
            max={known ? progress.total : undefined}
            value={known ? progress.done : undefined}
            aria-valuemin={known ? 0 : undefined}
            aria-valuemax={known ? progress.total : undefined}
            aria-valuenow={known ? progress.done : undefined}
            aria-valuetext={known ? done : undefined}
          />
        </Stack>
      </Card>
    );
  }
  const totals = run.totals;
  if (!totals) {
    return (
      <Card title={totalsTitle} aria-label={totalsTitle}>
        <p className="sd-text-muted">
          {t`Not calculated yet: the totals appear once the run is calculated.`}
        </p>
      </Card>
    );
  }
  const money = (value: number) => formatMoney(value);
  return (
    <Card title={totalsTitle} aria-label={totalsTitle}>
      <DescriptionList
        items={[
          { label: t`Employees`, value: formatNumber(totals.employees), numeric: true },
          {
            label: t({ message: 'Gross pay', context: 'a payroll run’s total' }),
            value: money(totals.gross),
            numeric: true,
          },
          {
            label: t`BPJS paid by the employees`,
            value: money(totals.bpjsEmployee),
            numeric: true,
          },
          {
            label: t`BPJS paid by the company`,
            value: money(totals.bpjsEmployer),
            numeric: true,
          },
          { label: t`PPh 21`, value: money(totals.tax), numeric: true },
          {
            label: t({ message: 'Net pay', context: 'a payroll run’s total take-home pay' }),
            value: <strong>{money(totals.net)}</strong>,
            numeric: true,
          },
          {
            label: t({ message: 'Cost to the company', context: 'a payroll run’s total' }),
            value: money(totals.cost),
            numeric: true,
          },
        ]}
      />
    </Card>
  );
}
