import { useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Banner,
  CheckboxGroupField,
  Form,
  FormError,
  LoadingState,
  TextField,
} from '@staffdesk/ui';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useAllRoles } from '../hooks/useRoles';

export type InviteValues = { name: string; email: string; roleIds: string[] };

export const EMPTY_INVITE: InviteValues = { name: '', email: '', roleIds: [] };

export const INVITE_FIELDS = ['name', 'email', 'roleIds'] as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type InviteUserFormProps = {
  form: UseFormReturn<InviteValues>;
  onSubmit: (values: InviteValues) => Promise<void>;
  /** Lets buttons outside the form (a dialog's footer) submit it. */
  id?: string;
  /** Buttons inside the form, when it stands on a page. */
  children?: ReactNode;
};

/** Name, email and roles of a new user, in a form (a page's, with its buttons as children). */
export function InviteUserForm({ form, onSubmit, id, children }: InviteUserFormProps) {
  const { t } = useLingui();
  return (
    <Form form={form} onSubmit={onSubmit} id={id} aria-label={t`Invite user`}>
      <FormError />
      <InviteUserFields />
      {children}
    </Form>
  );
}

/** The fields of a new user: name, email and roles (checkboxes named after the roles). */
export function InviteUserFields() {
  const { t } = useLingui();
  const roles = useAllRoles();
  const reason = roles.isError ? describeFailure(roles.error).message : '';
  return (
    <>
      <TextField name="name" label={t`Name`} required autoComplete="off" maxLength={120} />
      <TextField
        name="email"
        label={t`Email`}
        type="email"
        required
        autoComplete="off"
        description={t`The invitation with the link to set a password goes here.`}
        rules={{ pattern: { value: EMAIL_PATTERN, message: t`Enter a valid email address.` } }}
      />
      {roles.isPending ? (
        <LoadingState rows={3} label={t`Loading roles…`} />
      ) : roles.isError ? (
        <Banner tone="error">{t`The roles could not be loaded: ${reason}`}</Banner>
      ) : (
        <CheckboxGroupField
          name="roleIds"
          legend={t`Roles`}
          description={t`What the user may open and do. Choose one or more.`}
          required
          requiredMessage={t`Choose at least one role.`}
          options={roles.data.items.map((role) => ({
            value: role.id,
            label: role.name,
            description: role.description || undefined,
          }))}
        />
      )}
    </>
  );
}
