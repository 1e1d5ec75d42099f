import { paths, useApi } from '@staffdesk/core';
import { Banner, Button, Form, FormError, LoadingState, PasswordField } from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PublicPage } from '../components/PublicPage';
import { describeFailure } from '../components/problem';

type Values = { password: string; confirm: string };

const STATE_MESSAGES = {
  expired: 'This link has expired.',
  used: 'This link was already used.',
  unknown: 'This link is not valid.',
} as const;

/**
 * `/set-password?token=` (invitation, valid 7 days) and `/reset-password?token=` (valid 1 hour):
 * one page, since both choose a password through a single-use link.
 */
export function Component() {
  const api = useApi();
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
      form.setError('confirm', { message: 'The two passwords are not the same.' });
      return;
    }
    const { data, error } = await api.main.fetchClient.POST('/public/auth/password', {
      body: { token, password: values.password },
    });
    if (data) {
      navigate(paths.signIn(), { state: { notice: data.message } });
      return;
    }
    const failure = describeFailure(error);
    if (failure.fields.password) form.setError('password', { message: failure.fields.password });
    else form.setError('root.server', { message: failure.message });
  }

  if (!token || (link.data && link.data.state !== 'valid')) {
    const state = link.data?.state ?? 'unknown';
    return (
      <PublicPage title="This link no longer works">
        <Banner tone="warning">
          {STATE_MESSAGES[state === 'valid' ? 'unknown' : state]} Ask for a new one: an
          administrator can resend an invitation, and you can ask for a new reset link yourself.
        </Banner>
        <p className="sd-public-links">
          <Link to={paths.forgotPassword()}>Ask for a new reset link</Link> ·{' '}
          <Link to={paths.signIn()}>Sign in</Link>
        </p>
      </PublicPage>
    );
  }
  if (link.isPending) {
    return (
      <PublicPage title="Checking your link">
        <LoadingState rows={2} label="Checking your link" />
      </PublicPage>
    );
  }
  if (link.isError) {
    return (
      <PublicPage title="Something went wrong">
        <Banner tone="error">{describeFailure(link.error).message}</Banner>
      </PublicPage>
    );
  }
  const invite = link.data.purpose === 'invite';
  return (
    <PublicPage title={invite ? `Welcome, ${link.data.name}` : 'Choose a new password'}>
      <p>
        {invite ? 'Choose a password for your Staffdesk account ' : 'Choose a new password for '}
        <strong>{link.data.email}</strong>.
      </p>
      <Form form={form} onSubmit={onSubmit} aria-label="Choose a password">
        <FormError />
        <PasswordField
          name="password"
          label="New password"
          autoComplete="new-password"
          required
          description="At least 10 characters; not your name or email; not a common password."
          rules={{ minLength: { value: 10, message: 'Use at least 10 characters.' } }}
        />
        <PasswordField
          name="confirm"
          label="Repeat the password"
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
          {invite ? 'Set my password' : 'Change my password'}
        </Button>
      </Form>
    </PublicPage>
  );
}
