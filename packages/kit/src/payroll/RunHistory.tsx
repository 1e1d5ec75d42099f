import { useLingui } from '@lingui/react/macro';
import { Card, DescriptionList, formatDateTime, formatNumber } from '@staffdesk/ui';
import type { PayrollRun } from './payroll';

/** Who took a step and when: `Rina Wulandari, 21 Nov 2026, 10:00`; `—` before it is taken. */
function byAt(by: string | null, at: string | null) {
  if (!by && !at) return '—';
  return [by, at ? formatDateTime(at) : null].filter(Boolean).join(', ');
}

/** The steps of a run, who took each and when (Jakarta time). */
export function RunHistory({ run }: { run: PayrollRun }) {
  const { t } = useLingui();
  const title = t({ message: 'Steps', context: 'the history of a payroll run' });
  return (
    <Card title={title} aria-label={title}>
      <DescriptionList
        items={[
          {
            label: t({ message: 'Opened', context: 'payroll run step' }),
            value: byAt(run.createdByLabel, run.createdAt),
          },
          {
            label: t({ message: 'Calculated', context: 'payroll run step' }),
            value: byAt(null, run.calculatedAt),
          },
          {
            label: t({ message: 'Reviewed', context: 'payroll run step' }),
            value: byAt(run.reviewedByLabel, run.reviewedAt),
          },
          {
            label: t({ message: 'Approved', context: 'payroll run step' }),
            value: byAt(run.approvedByLabel, run.approvedAt),
          },
          {
            label: t({ message: 'Paid', context: 'payroll run step' }),
            value: byAt(run.paidByLabel, run.paidAt),
          },
          {
            label: t({ message: 'Closed', context: 'payroll run step' }),
            value: byAt(run.closedByLabel, run.closedAt),
          },
          ...(run.payslipsMailed !== null && run.payslipsMailed !== undefined
            ? [
                {
                  label: t`E-payslips mailed`,
                  value: formatNumber(run.payslipsMailed),
                  numeric: true,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
