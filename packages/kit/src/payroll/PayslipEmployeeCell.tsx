import { useLingui } from '@lingui/react/macro';
import { Stack } from '@staffdesk/ui';
import type { PayslipSummary } from './payroll';

export type PayslipEmployeeCellProps = {
  employee: Pick<PayslipSummary['employee'], 'name' | 'number'>;
  /** Opens the payslip's breakdown. */
  onOpen: () => void;
};

/**
 * A payslip's employee in a table's row: the name, a button (the row's primary action) that
 * opens the payslip's breakdown, over the employee number.
 */
export function PayslipEmployeeCell({ employee, onOpen }: PayslipEmployeeCellProps) {
  const { t } = useLingui();
  const name = employee.name;
  return (
    <Stack as="span" gap={0} align="start">
      <button
        type="button"
        data-row-primary=""
        aria-haspopup="dialog"
        aria-label={t`Payslip breakdown of ${name}`}
        onClick={onOpen}
        style={{
          padding: 0,
          border: 0,
          background: 'none',
          color: 'var(--sd-color-link)',
          font: 'inherit',
          textAlign: 'left',
          textDecoration: 'underline',
          textUnderlineOffset: '2px',
          cursor: 'pointer',
        }}
      >
        {name}
      </button>
      <span className="sd-text-muted sd-num">{employee.number}</span>
    </Stack>
  );
}
