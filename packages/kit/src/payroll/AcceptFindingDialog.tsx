import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { FormDialog, showFailureInForm, TextAreaField, useToast } from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { labelOf } from '../labels/labels';
import { PAYSLIP_WARNING_LABELS, type PayslipFinding, type PayslipSummary } from './payroll';
import { useAcceptFinding } from './usePayroll';

export type AcceptFindingDialogProps = {
  runId: string;
  payslip: Pick<PayslipSummary, 'employeeId' | 'employee'>;
  finding: PayslipFinding;
  onClose: () => void;
};

/**
 * "Accept with reason": accepts one warning of one employee's payslip (audited on the server);
 * the reason is required. It holds through a recalculation that finds the same warning.
 */
export function AcceptFindingDialog({
  runId,
  payslip,
  finding,
  onClose,
}: AcceptFindingDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const accept = useAcceptFinding();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const name = payslip.employee.name;
  const warning = labelOf(PAYSLIP_WARNING_LABELS, finding.code);
  const title = t`Accept the warning for ${name}?`;

  async function onSubmit({ reason }: { reason: string }) {
    try {
      await accept.mutateAsync({
        runId,
        employeeId: payslip.employeeId,
        code: finding.code,
        reason: reason.trim(),
      });
      toast({ tone: 'success', title: t`Warning accepted`, description: `${name} · ${warning}` });
      onClose();
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['reason']);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={title}
      description={finding.message}
      label={title}
      submitLabel={<Trans>Accept with reason</Trans>}
    >
      <TextAreaField
        name="reason"
        label={t`Reason`}
        required
        requiredMessage={t`Say why this warning can be accepted.`}
        description={t`Kept in the audit log with your name. It stays if the run is calculated again and the same warning comes back.`}
        rows={3}
        maxLength={500}
      />
    </FormDialog>
  );
}
