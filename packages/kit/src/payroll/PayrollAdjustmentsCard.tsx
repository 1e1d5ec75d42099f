import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Banner,
  Button,
  Card,
  CheckboxField,
  ConfirmDialog,
  EmptyState,
  FormDialog,
  FormRow,
  formatDateTime,
  formatMoney,
  LoadingState,
  MoneyField,
  SelectField,
  SimpleTable,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { MonthPicker } from '../components/MonthPicker';
import { useDialogForm } from '../forms/useDialogForm';
import { optionsOf } from '../labels/labels';
import { monthYearLabel, shiftMonth, thisMonthInJakarta } from '../lib/months';
import {
  ADJUSTMENT_SIDE_LABELS,
  type PayrollAdjustment,
  type PayrollAdjustmentSide,
} from './salary-data';
import {
  useCreatePayrollAdjustment,
  useDeletePayrollAdjustment,
  usePayrollAdjustments,
} from './useSalaryData';

/** The most lines of one employee's month shown at once (the server's largest page). */
const LINES_PER_MONTH = 200;

type AdjustmentValues = {
  name: string;
  side: PayrollAdjustmentSide;
  amount: number | null;
  taxable: boolean;
};

const EMPTY_LINE: AdjustmentValues = { name: '', side: 'earning', amount: null, taxable: true };
const LINE_FIELDS = ['name', 'side', 'amount', 'taxable'];

export type PayrollAdjustmentsCardProps = {
  employee: { id: string; fullName: string };
  /** With `payroll.run`: lines may be added and removed. */
  canEdit: boolean;
};

/**
 * An employee's one-off payroll lines of a month (`GET /adjustments`), a year-end bonus or a loan
 * repayment: the month chosen with a picker (this month first), each line with its side, whether
 * it is taxable and its amount; lines are added in a dialog and removed after a confirmation.
 * Once the month's payroll is approved the server refuses both, and the card says why.
 */
export function PayrollAdjustmentsCard({ employee, canEdit }: PayrollAdjustmentsCardProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [month, setMonth] = useState(thisMonthInJakarta);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayrollAdjustment | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const lines = usePayrollAdjustments({
    period: month,
    employeeId: employee.id,
    pageSize: LINES_PER_MONTH,
  });
  const remove = useDeletePayrollAdjustment();
  const monthLabel = monthYearLabel(month);
  const items = lines.data?.items ?? [];
  const sum = (side: PayrollAdjustmentSide) =>
    items.filter((line) => line.side === side).reduce((total, line) => total + line.amount, 0);
  const earnings = formatMoney(sum('earning'));
  const fullName = employee.fullName;
  const deductions = formatMoney(sum('deduction'));

  async function confirmRemove() {
    if (!removing) return;
    setRemoveError(null);
    try {
      await remove.mutateAsync(removing);
    } catch (error) {
      setRemoveError(describeFailure(error).message);
      throw error;
    }
    const name = removing.name;
    toast({ tone: 'success', title: t`One-off line removed`, description: name });
  }

  const removingName = removing?.name ?? '';

  return (
    <Card
      title={t`One-off lines`}
      actions={
        canEdit ? (
          <Button onClick={() => setAdding(true)}>
            <Trans>Add one-off line</Trans>
          </Button>
        ) : null
      }
    >
      <div className="sd-stack">
        <p className="sd-text-muted" style={{ margin: 0 }}>
          <Trans>
            Lines of one month only, such as a year-end bonus or a loan repayment: they are paid or
            deducted in that month’s payroll.
          </Trans>
        </p>
        <MonthPicker
          month={month}
          onPrevious={() => setMonth(shiftMonth(month, -1))}
          onNext={() => setMonth(shiftMonth(month, 1))}
        />
        {lines.isPending ? (
          <LoadingState rows={2} label={t`Loading the one-off lines…`} />
        ) : lines.isError ? (
          <Banner
            tone="error"
            title={t`The one-off lines could not be loaded`}
            action={
              <Button variant="secondary" onClick={() => void lines.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          >
            {describeFailure(lines.error).message}
          </Banner>
        ) : (
          <>
            <SimpleTable
              label={t`One-off lines of ${fullName} for ${monthLabel}`}
              rows={items}
              getRowKey={(line) => line.id}
              empty={
                <EmptyState
                  title={t`No one-off lines in ${monthLabel}`}
                  description={
                    canEdit
                      ? t`Add a bonus, a correction or a repayment that belongs to this month only.`
                      : t`The month’s pay follows the salary data alone.`
                  }
                />
              }
              columns={[
                {
                  header: t({ message: 'Line', context: 'a one-off payroll line' }),
                  cell: (line) => line.name,
                },
                {
                  header: t({ message: 'Side', context: 'earning or deduction' }),
                  cell: (line) => ADJUSTMENT_SIDE_LABELS[line.side],
                },
                {
                  header: t`Taxable`,
                  cell: (line) => (line.taxable ? t`Yes` : t`No`),
                },
                {
                  header: t`Amount`,
                  align: 'right',
                  cell: (line) => (
                    <span className="sd-num" style={{ whiteSpace: 'nowrap' }}>
                      {line.side === 'deduction'
                        ? `−${formatMoney(line.amount)}`
                        : formatMoney(line.amount)}
                    </span>
                  ),
                },
                {
                  header: t`Added by`,
                  cell: (line) => (
                    <span style={{ display: 'grid' }}>
                      <span>{line.createdByLabel}</span>
                      <span className="sd-text-muted sd-num">{formatDateTime(line.createdAt)}</span>
                    </span>
                  ),
                },
                ...(canEdit
                  ? [
                      {
                        header: <span className="sd-visually-hidden">{t`Actions`}</span>,
                        cell: (line: PayrollAdjustment) => {
                          const name = line.name;
                          return (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={t`Remove ${name}`}
                              onClick={() => {
                                setRemoveError(null);
                                setRemoving(line);
                              }}
                            >
                              <Trans>Remove</Trans>
                            </Button>
                          );
                        },
                      },
                    ]
                  : []),
              ]}
            />
            {items.length > 0 ? (
              <p className="sd-text-muted sd-num" style={{ margin: 0 }}>
                {t`In ${monthLabel}: earnings ${earnings} · deductions ${deductions}`}
              </p>
            ) : null}
          </>
        )}
      </div>
      {canEdit ? (
        <AddLineDialog open={adding} onOpenChange={setAdding} employee={employee} month={month} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            setRemoveError(null);
          }
        }}
        title={t`Remove the line “${removingName}”?`}
        description={t`It is then neither paid nor deducted in the payroll of ${monthLabel}.`}
        confirmLabel={t`Remove line`}
        destructive
        error={removeError}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}

function AddLineDialog({
  open,
  onOpenChange,
  employee,
  month,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  employee: { id: string; fullName: string };
  month: string;
}) {
  const { t } = useLingui();
  const create = useCreatePayrollAdjustment();
  const monthLabel = monthYearLabel(month);
  const fullName = employee.fullName;
  const { dialog } = useDialogForm<AdjustmentValues>({
    open,
    onOpenChange,
    empty: EMPTY_LINE,
    fields: LINE_FIELDS,
    send: async (values) => {
      const { name } = await create.mutateAsync({
        employeeId: employee.id,
        period: month,
        name: values.name.trim(),
        side: values.side,
        taxable: values.taxable,
        amount: values.amount ?? 0,
      });
      return { title: t`One-off line added`, description: t`${name}, ${monthLabel}` };
    },
  });

  return (
    <FormDialog
      {...dialog}
      title={t`Add a one-off line`}
      description={t`${fullName}, payroll of ${monthLabel}.`}
      label={t`Add a one-off line`}
      submitLabel={<Trans>Add line</Trans>}
    >
      <TextField
        name="name"
        label={t({ message: 'Name', context: 'a one-off payroll line' })}
        required
        requiredMessage={t`Name the line, e.g. Year-end bonus.`}
        maxLength={100}
        autoComplete="off"
      />
      <FormRow>
        <SelectField
          name="side"
          label={t({ message: 'Side', context: 'earning or deduction' })}
          options={optionsOf(ADJUSTMENT_SIDE_LABELS)}
        />
        <MoneyField
          name="amount"
          label={t`Amount`}
          required
          requiredMessage={t`Enter the amount.`}
          rules={{
            validate: (value: unknown) =>
              (typeof value === 'number' && value > 0) || t`Enter an amount above Rp 0.`,
          }}
        />
      </FormRow>
      <CheckboxField
        name="taxable"
        label={t({ message: 'Taxable', context: 'a one-off line counts toward PPh 21' })}
        description={t`Counts toward the PPh 21 of the month. A loan repayment usually does not.`}
      />
    </FormDialog>
  );
}
