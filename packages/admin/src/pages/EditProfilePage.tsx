import { Trans, useLingui } from '@lingui/react/macro';
import type { MainSchema } from '@staffdesk/api';
import { type CurrentUser, describeFailure, useCurrentUser, useLocale } from '@staffdesk/core';
import { QueryFailure, useUnsavedChangesGuard } from '@staffdesk/kit';
import {
  Button,
  Card,
  Form,
  FormActions,
  FormError,
  LANGUAGE_OPTIONS,
  LoadingState,
  PageHeader,
  SelectField,
  showFailureInForm,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { useUpdateProfile } from '../hooks/useAccount';

type ProfileValues = {
  name: string;
  phone: string;
  preferredLanguage: MainSchema<'UserDetail'>['preferredLanguage'];
};

const PHONE_PATTERN = /^(\+?[0-9 ()-]{6,30})?$/;

/** `/edit-profile`: the signed-in user's name, phone, language and photo. */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser();
  if (me.isPending) return <LoadingState label={t`Loading your profile…`} />;
  if (me.isError) return <QueryFailure error={me.error} onRetry={() => void me.refetch()} />;
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Edit profile`}
        description={t`How colleagues see you in Staffdesk. Your email and roles are set by an administrator.`}
      />
      <ProfilePhoto user={me.data.user} />
      <ProfileForm user={me.data.user} />
    </div>
  );
}

function ProfileForm({ user }: { user: CurrentUser['user'] }) {
  const { t } = useLingui();
  const { setLocale } = useLocale();
  const { toast } = useToast();
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
    defaultValues: {
      name: user.name,
      phone: user.phone ?? '',
      preferredLanguage: user.preferredLanguage,
    },
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const { email } = user;

  async function onSubmit(values: ProfileValues) {
    const previousLanguage = form.formState.defaultValues?.preferredLanguage;
    try {
      const saved = await update.mutateAsync({
        body: {
          name: values.name.trim(),
          phone: values.phone.trim() || null,
          preferredLanguage: values.preferredLanguage,
        },
      });
      form.reset({
        name: saved.name,
        phone: saved.phone ?? '',
        preferredLanguage: saved.preferredLanguage,
      });
      toast({ tone: 'success', title: t`Profile saved` });
      // A new preferred language is shown at once.
      if (saved.preferredLanguage !== previousLanguage) setLocale(saved.preferredLanguage);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['name', 'phone', 'preferredLanguage']);
    }
  }

  return (
    <Card title={t`Details`}>
      <Form form={form} onSubmit={onSubmit} aria-label={t`Profile details`}>
        <FormError />
        <TextField name="name" label={t`Name`} required autoComplete="name" maxLength={120} />
        <p className="sd-field__description">
          <Trans>
            Email: <strong>{email}</strong>
          </Trans>
        </p>
        <TextField
          name="phone"
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          description={t`With the country code, like +62 812 3456 7890.`}
          rules={{
            pattern: {
              value: PHONE_PATTERN,
              message: t`Enter a phone number of digits, like +62 812 3456 7890.`,
            },
          }}
        />
        <SelectField
          name="preferredLanguage"
          label={t`Preferred language`}
          options={LANGUAGE_OPTIONS}
          description={t`The language Staffdesk uses for you where a translation exists.`}
        />
        <FormActions>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            <Trans>Save profile</Trans>
          </Button>
        </FormActions>
      </Form>
      {guard.dialog}
    </Card>
  );
}
