import { Trans, useLingui } from '@lingui/react/macro';
import { publicPaths, useApi } from '@staffdesk/core';
import { Banner, Button, Form, FormError, TextField } from '@staffdesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PublicPage } from '../components/PublicPage';
import { describeFailure } from '../components/problem';

/** `/forgot-password`: mails a reset link; the answer is the same whether or not the email exists. */
export function Component() {
  const api = useApi();
  const { t } = useLingui();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });

  async function onSubmit(values: { email: string }) {
    const { data, error } = await api.main.fetchClient.POST('/public/auth/forgot-password', {
      body: { email: values.email.trim() },
    });
    if (data) {
      setSent(data.message);
      return;
    }
    const failure = describeFailure(error);
    if (failure.fields.email) form.setError('email', { message: failure.fields.email });
    else form.setError('root.server', { message: failure.message });
  }

  return (
    <PublicPage title={t`Reset your password`}>
      {sent ? (
        <Banner tone="success">{sent}</Banner>
      ) : (
        <Form form={form} onSubmit={onSubmit} aria-label={t`Reset your password`}>
          <p>
            <Trans>
              Enter the email of your Staffdesk account. We will mail you a link to choose a new
              password.
            </Trans>
          </p>
          <FormError />
          <TextField name="email" label={t`Email`} type="email" autoComplete="username" required />
          <Button
            type="submit"
            variant="primary"
            size="lg"
            block
            loading={form.formState.isSubmitting}
          >
            <Trans>Mail me a reset link</Trans>
          </Button>
        </Form>
      )}
      <p className="sd-public-links">
        <Link to={publicPaths.signIn()}>
          <Trans>Back to sign-in</Trans>
        </Link>
      </p>
    </PublicPage>
  );
}
