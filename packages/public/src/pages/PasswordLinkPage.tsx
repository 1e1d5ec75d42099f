import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { publicPaths, useApi } from '@staffdesk/core';
import { Banner, Button, Form, FormError, LoadingState, PasswordField } from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PublicPage } from '../components/PublicPage';
import { describeFailure } from '../components/problem';

type Values = { password: string; confirm: string };

const STATE_MESSAGES: Record<'expired' | 'used' | 'unknown', MessageDescriptor> = {
  expired: msg`This link has expired. Ask for a new one: an administrator can resend an invitation, and you can ask for a new reset link yourself.`,
  used: msg`This link was already used. Ask for a new one: an administrator can resend an invitation, and you can ask for a new reset link yourself.`,
  unknown: msg`This link is not valid. Ask for a new one: an administrator can resend an invitation, and you can ask for a new reset link yourself.`,
};

/**
 * `/set-password?token=` (invitation, valid 7 days) and `/reset-password?token=` (valid 1 hour):
 * one page, since both choose a password through a single-use link.
 */
export function Component() {
  const api = useApi();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<Values>({ defaultValues: { password: '', confirm: '' } });

  const link = api.main.$api.useQuery(
    'get',
    '/public/auth/password-token',
    { params: { query: { token } } },
    { enabled: token.length > 0 },
  );

  async function onSubmit(values: Values) {
    if (values.password !== values.confirm) {
      form.setError('confirm', { message: t`The two passwords are not the same.` });
      return;
    }
    const { data, error } = await api.main.fetchClient.POST('/public/auth/password', {
      body: { token, password: values.password },
    });
    if (data) {
      navigate(publicPaths.signIn(), { state: { notice: data.message } });
      return;
    }
    const failure = describeFailure(error);
    if (failure.fields.password) form.setError('password', { message: failure.fields.password });
    else form.setError('root.server', { message: failure.message });
  }

  if (!token || (link.data && link.data.state !== 'valid')) {
    const state = link.data?.state ?? 'unknown';
    return (
      <PublicPage title={t`This link no longer works`}>
        <Banner tone="warning">
          {i18n._(STATE_MESSAGES[state === 'valid' ? 'unknown' : state])}
        </Banner>
        <p className="sd-public-links">
          <Link to={publicPaths.forgotPassword()}>
            <Trans>Ask for a new reset link</Trans>
          </Link>{' '}
          ·{' '}
          <Link to={publicPaths.signIn()}>
            <Trans>Sign in</Trans>
          </Link>
        </p>
      </PublicPage>
    );
  }
  if (link.isPending) {
    return (
      <PublicPage title={t`Checking your link`}>
        <LoadingState rows={2} label={t`Checking your link`} />
      </PublicPage>
    );
  }
  if (link.isError) {
    return (
      <PublicPage title={t`Something went wrong`}>
        <Banner tone="error">{describeFailure(link.error).message}</Banner>
      </PublicPage>
    );
  }
  const invite = link.data.purpose === 'invite';
  const { name, email } = link.data;
  return (
    <PublicPage title={invite ? t`Welcome, ${name}` : t`Choose a new password`}>
      <p>
        {invite ? (
          <Trans>
            Choose a password for your Staffdesk account <strong>{email}</strong>.
          </Trans>
        ) : (
          <Trans>
            Choose a new password for <strong>{email}</strong>.
          </Trans>
        )}
      </p>
      <Form form={form} onSubmit={onSubmit} aria-label={t`Choose a password`}>
        <FormError />
        <PasswordField
          name="password"
          label={t`New password`}
          autoComplete="new-password"
          required
          description={t`At least 10 characters; not your name or email; not a common password.`}
          rules={{ minLength: { value: 10, message: t`Use at least 10 characters.` } }}
        />
        <PasswordField
          name="confirm"
          label={t`Repeat the password`}
          autoComplete="new-password"
          required
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          loading={form.formState.isSubmitting}
        >
          {invite ? <Trans>Set my password</Trans> : <Trans>Change my password</Trans>}
        </Button>
      </Form>
    </PublicPage>
  );
}
