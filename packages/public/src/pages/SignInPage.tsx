import { Trans, useLingui } from '@lingui/react/macro';
import { GoogleSignInButton, paths, useApi, useStaffdesk } from '@staffdesk/core';
import { Banner, Button, Form, FormError, PasswordField, TextField } from '@staffdesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { PublicPage } from '../components/PublicPage';
import { describeFailure } from '../components/problem';

type SignInValues = { email: string; password: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sign-in: shown at `/`, `/sign-in` and every unknown path while signed out. Setting the token
 * switches the app to the signed-in routes at the same address, so a deep link still lands.
 */
export function Component() {
  const { tokenStore } = useStaffdesk();
  const { t } = useLingui();
  const api = useApi();
  const location = useLocation();
  const [googleError, setGoogleError] = useState<string | null>(null);
  const form = useForm<SignInValues>({ defaultValues: { email: '', password: '' } });
  const needed = location.pathname === paths.signInRequired();
  const notice = (location.state as { notice?: string } | null)?.notice;

  async function onSubmit(values: SignInValues) {
    const { data, error } = await api.main.fetchClient.POST('/public/auth/sign-in', {
      body: { email: values.email.trim(), password: values.password },
    });
    if (data) {
      tokenStore.setToken(data.accessToken);
      return;
    }
    const failure = describeFailure(error);
    for (const [field, message] of Object.entries(failure.fields)) {
      if (field === 'email' || field === 'password') form.setError(field, { message });
    }
    form.setError('root.server', { message: failure.message });
  }

  async function onGoogleToken(accessToken: string) {
    setGoogleError(null);
    const { data, error } = await api.main.fetchClient.POST('/public/auth/google', {
      body: { accessToken },
    });
    if (data) tokenStore.setToken(data.accessToken);
    else setGoogleError(describeFailure(error).message);
  }

  return (
    <PublicPage title={t`Sign in to Staffdesk`}>
      {needed ? (
        <Banner tone="info">
          <Trans>Sign in to open that page.</Trans>
        </Banner>
      ) : null}
      {notice ? <Banner tone="success">{notice}</Banner> : null}
      <Form form={form} onSubmit={onSubmit} aria-label={t`Sign in`}>
        <FormError />
        <TextField
          name="email"
          label={t`Email`}
          type="email"
          autoComplete="username"
          required
          rules={{ pattern: { value: EMAIL_PATTERN, message: t`Enter a valid email address.` } }}
        />
        <PasswordField
          name="password"
          label={t`Password`}
          autoComplete="current-password"
          required
        />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          loading={form.formState.isSubmitting}
        >
          <Trans>Sign in</Trans>
        </Button>
      </Form>
      <p className="sd-public-links">
        <Link to={paths.forgotPassword()}>
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
      <GoogleSignInButton
        onToken={onGoogleToken}
        onError={(error) => setGoogleError(error.userMessage)}
        label={t`Sign in with Google`}
      />
      {googleError ? <Banner tone="error">{googleError}</Banner> : null}
    </PublicPage>
  );
}
