import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import type { PayslipDelivery } from '@staffdesk/kit';
import {
  Banner,
  Button,
  Card,
  Form,
  FormActions,
  FormError,
  formatDate,
  PasswordField,
  Stack,
  showFailureInForm,
  useToast,
} from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { useRemoveMyPayslipPassword, useSetMyPayslipPassword } from '../hooks/usePayslips';

/** The server's rule too (it also refuses dates, numbers from my record and common passwords). */
export const PAYSLIP_PASSWORD_MIN = 10;

type PasswordValues = { password: string; repeatPassword: string };
const EMPTY: PasswordValues = { password: '', repeatPassword: '' };

export interface PayslipPasswordCardProps {
  /** How my client mails payslips. */
  delivery: PayslipDelivery;
  /** When I set my e-payslip password, or null when I have none. */
  passwordSetAt: string | null;
}

/**
 * My e-payslip password: the one the PDFs attached to my payslip mails open with, when my client
 * attaches them (`PUT /payroll/v4/me/payslip-password`). It is never shown again; the server
 * refuses a short one, a number or a date, anything from my record and common passwords, and says
 * why on the field.
 */
export function PayslipPasswordCard({ delivery, passwordSetAt }: PayslipPasswordCardProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const save = useSetMyPayslipPassword();
  const remove = useRemoveMyPayslipPassword();
  const form = useForm<PasswordValues>({ defaultValues: EMPTY });
  const title = t`E-payslip password`;
  const setOn = passwordSetAt ? formatDate(passwordSetAt) : null;

  async function onSubmit(values: PasswordValues) {
    try {
      await save.mutateAsync({ body: { password: values.password } });
      form.reset(EMPTY);
      toast({ tone: 'success', title: t`Your e-payslip password is set.` });
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['password']);
    }
  }

  async function onRemove() {
    try {
      await remove.mutateAsync({});
      toast({ tone: 'success', title: t`Your e-payslip password is removed.` });
    } catch (error) {
      toast({ tone: 'error', title: describeFailure(error).message });
    }
  }

  return (
    <Card title={title} aria-label={title}>
      <Stack gap={3}>
        <p className="sd-text-muted">
          {delivery === 'attachment-with-employee-password' ? (
            <Trans>
              The PDF attached to your payslip mails opens with this password. It is never shown
              again, to you or to HR.
            </Trans>
          ) : (
            <Trans>
              Your payslip mails carry a link only, so this password is not used now. It would open
              attached PDFs if your employer sends them.
            </Trans>
          )}
        </p>
        {setOn ? (
          <Banner tone="success" title={t`Password set on ${setOn}`}>
            <Trans>
              A new one replaces it for the next mails; PDFs already mailed keep opening with the
              old one.
            </Trans>
          </Banner>
        ) : null}
        <Form form={form} onSubmit={onSubmit} aria-label={t`Set my e-payslip password`}>
          <FormError />
          <PasswordField
            name="password"
            label={setOn ? t`New password` : t`Password`}
            autoComplete="new-password"
            required
            description={t`At least ${PAYSLIP_PASSWORD_MIN} characters: a phrase of your own. Not a date, nor your birth date, employee number, NIK or phone number, which are on your record.`}
            rules={{
              minLength: {
                value: PAYSLIP_PASSWORD_MIN,
                message: t`Use at least ${PAYSLIP_PASSWORD_MIN} characters.`,
              },
            }}
          />
          <PasswordField
            name="repeatPassword"
            label={t`Repeat the password`}
            autoComplete="new-password"
            required
            rules={{
              validate: (value: unknown, values: Record<string, unknown>) =>
                value === values.password || t`The two passwords are not the same.`,
            }}
          />
          <FormActions showDirty={false}>
            {setOn ? (
              <Button type="button" onClick={() => void onRemove()} loading={remove.isPending}>
                <Trans>Remove password</Trans>
              </Button>
            ) : null}
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {setOn ? <Trans>Change password</Trans> : <Trans>Set password</Trans>}
            </Button>
          </FormActions>
        </Form>
      </Stack>
    </Card>
  );
}
