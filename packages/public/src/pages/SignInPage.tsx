import { Trans, useLingui } from '@lingui/react/macro';
import { GoogleSignInButton, publicPaths, useApi, useStaffdesk } from '@staffdesk/core';
import { Banner, Button, FieldShell, PasswordInput, useFieldIds } from '@staffdesk/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PublicPage } from '../components/PublicPage';
import { describeFailure } from '../components/problem';

type Problems = { email?: string; password?: string; form?: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Sign-in: shown at `/`, `/sign-in` and every unknown path while signed out. Setting the token
 * switches the app to the signed-in routes at the same address, so a deep link still lands.
 * The first page of most visits, on phones too: plain React state and ui's field frames, no form
 * library to download.
 */
export function Component() {
  const { tokenStore } = useStaffdesk();
  const { t } = useLingui();
  const api = useApi();
  const location = useLocation();
  const [googleError, setGoogleError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [submitting, setSubmitting] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const emailField = useFieldIds({ error: problems.email, required: true });
  const passwordField = useFieldIds({ error: problems.password, required: true });
  const needed = location.pathname === publicPaths.signInRequired();
  const notice = (location.state as { notice?: string } | null)?.notice;

  function check(): Problems {
    const found: Problems = {};
    if (email.trim() === '') found.email = t`Email is required.`;
    else if (!EMAIL_PATTERN.test(email.trim())) found.email = t`Enter a valid email address.`;
    if (password === '') found.password = t`Password is required.`;
    return found;
  }

  function show(found: Problems) {
    setProblems(found);
    if (found.email) emailInput.current?.focus();
    else if (found.password) passwordInput.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check();
    if (found.email || found.password) {
      show(found);
      return;
    }
    setProblems({});
    setSubmitting(true);
    try {
      const { data, error } = await api.main.fetchClient.POST('/public/auth/sign-in', {
        body: { email: email.trim(), password },
      });
      if (data) {
        tokenStore.setToken(data.accessToken);
        return;
      }
      const failure = describeFailure(error);
      show({
        email: failure.fields.email,
        password: failure.fields.password,
        form: failure.message,
      });
    } finally {
      setSubmitting(false);
    }
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
      <form className="sd-form" noValidate onSubmit={onSubmit} aria-label={t`Sign in`}>
        {problems.form ? <Banner tone="error">{problems.form}</Banner> : null}
        <FieldShell field={emailField} label={t`Email`} required>
          <input
            {...emailField.aria}
            ref={emailInput}
            name="email"
            type="email"
            className="sd-input"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FieldShell>
        <FieldShell field={passwordField} label={t`Password`} required>
          <PasswordInput
            {...passwordField.aria}
            ref={passwordInput}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FieldShell>
        <Button type="submit" variant="primary" size="lg" block loading={submitting}>
          <Trans>Sign in</Trans>
        </Button>
      </form>
      <p className="sd-public-links">
        <Link to={publicPaths.forgotPassword()}>
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
