import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, paths } from '@staffdesk/core';
import {
  Button,
  Card,
  Form,
  FormActions,
  FormError,
  PageHeader,
  PasswordField,
  showFailureInForm,
  useToast,
} from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useChangePassword } from '../hooks/useAccount';

type PasswordValues = { currentPassword: string; newPassword: string; repeatPassword: string };

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };
const MIN_LENGTH = 10;

/**
 * `/change-password`: asks for the current password and a new one twice. The server signs out
 * every other session and answers a new token for this one.
 */
export function Component() {
  const { t } = useLingui();
  const { toast } = useToast();
  const change = useChangePassword();
  const form = useForm<PasswordValues>({ defaultValues: EMPTY });

  async function onSubmit(values: PasswordValues) {
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      form.reset(EMPTY);
      toast({
        tone: 'success',
        title: t`Your password is changed. Other sessions were signed out.`,
      });
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['currentPassword', 'newPassword']);
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Change password`}
        description={t`Every other session, on any device, is signed out when the password changes.`}
      />
      <Card>
        <Form form={form} onSubmit={onSubmit} aria-label={t`Change password`}>
          <FormError />
          <PasswordField
            name="currentPassword"
            label={t`Current password`}
            autoComplete="current-password"
            required
          />
          <PasswordField
            name="newPassword"
            label={t`New password`}
            autoComplete="new-password"
            required
            description={t`At least ${MIN_LENGTH} characters. Avoid your name, your email and common passwords.`}
            rules={{
              minLength: { value: MIN_LENGTH, message: t`Use at least ${MIN_LENGTH} characters.` },
            }}
          />
          <PasswordField
            name="repeatPassword"
            label={t`Repeat new password`}
            autoComplete="new-password"
            required
            rules={{
              validate: (value: unknown, values: Record<string, unknown>) =>
                value === values.newPassword || t`The two new passwords are not the same.`,
            }}
          />
          <FormActions showDirty={false}>
            <Button asChild>
              <Link to={paths.home()}>
                <Trans>Cancel</Trans>
              </Link>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              <Trans>Change password</Trans>
            </Button>
          </FormActions>
        </Form>
      </Card>
    </div>
  );
}
