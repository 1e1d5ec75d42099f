import { Trans, useLingui } from '@lingui/react/macro';
import { updateUserBody } from '@staffdesk/api/rules';
import { describeFailure, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import {
  EntityForm,
  EntityFormPage,
  QueryFailure,
  useEntityForm,
  useUnsavedChangesGuard,
} from '@staffdesk/kit';
import {
  Banner,
  Button,
  Card,
  CheckboxGroupField,
  DescriptionList,
  EmptyState,
  FormActions,
  formatDate,
  formatDateTime,
  LANGUAGES,
  LoadingState,
  PageHeader,
  Stack,
  showFailureInForm,
  Text,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AuditLogTable } from '../components/AuditLogTable';
import {
  EMPTY_INVITE,
  INVITE_FIELDS,
  InviteUserForm,
  type InviteValues,
} from '../components/InviteUserForm';
import { UserStatusBadge } from '../components/StatusBadges';
import { UserActions } from '../components/UserActions';
import { type Role, useAllRoles } from '../hooks/useRoles';
import { type UserDetail, useInviteUser, useUpdateUser, useUser } from '../hooks/useUsers';

const LIST_PATH = paths.userManagement.list();

/** `/user-management/user/form/:type/:id?`: invite (`add`), `view` or `edit` a user. */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'users.manage');
  return (
    <EntityFormPage
      modes={['add', 'edit', 'view']}
      useRecord={useUser}
      loadingLabel={t`Loading the user…`}
      canEdit={me ? canManage : undefined}
    >
      {({ mode, record }) =>
        !record ? (
          <InvitePage />
        ) : mode === 'view' ? (
          <UserView data={record} canManage={canManage} />
        ) : (
          <UserEdit user={record} />
        )
      }
    </EntityFormPage>
  );
}

function InvitePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const invite = useInviteUser();
  const form = useForm<InviteValues>({ defaultValues: EMPTY_INVITE });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  async function onSubmit(values: InviteValues) {
    try {
      const user = await invite.mutateAsync({
        body: { name: values.name.trim(), email: values.email.trim(), roleIds: values.roleIds },
      });
      const { name, email } = user;
      toast({
        tone: 'success',
        title: t`Invitation sent`,
        description: t`${name} gets an email at ${email} with a link to set a password.`,
      });
      guard.allowNavigation();
      navigate(paths.userManagement.user('view', user.id));
    } catch (error) {
      showFailureInForm(form, describeFailure(error), INVITE_FIELDS);
    }
  }

  return (
    <Stack>
      <PageHeader
        title={t`Invite user`}
        breadcrumbs={[{ label: t`Users and roles`, href: LIST_PATH }, { label: t`Invite user` }]}
        description={t`Staffdesk mails them a link to set their password. The link works for 7 days.`}
        linkComponent={RouterLink}
      />
      <Card>
        <InviteUserForm form={form} onSubmit={onSubmit}>
          <FormActions>
            <Button asChild>
              <Link to={paths.userManagement.list()}>
                <Trans>Cancel</Trans>
              </Link>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              <Trans>Send invitation</Trans>
            </Button>
          </FormActions>
        </InviteUserForm>
      </Card>
      {guard.dialog}
    </Stack>
  );
}

function UserView({ data, canManage }: { data: UserDetail; canManage: boolean }) {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const [historyPage, setHistoryPage] = useState(1);
  const { name } = data;
  return (
    <Stack>
      <PageHeader
        title={data.name}
        status={<UserStatusBadge status={data.status} />}
        breadcrumbs={[{ label: t`Users and roles`, href: LIST_PATH }, { label: data.name }]}
        actions={canManage ? <UserActions user={data} /> : null}
        linkComponent={RouterLink}
      />
      {data.status === 'invited' ? (
        <Banner tone="info">
          <Trans>
            {name} has not set a password yet. The invitation link works for 7 days; resend it if it
            has expired.
          </Trans>
        </Banner>
      ) : null}
      {data.status === 'disabled' ? (
        <Banner tone="warning">
          <Trans>{name} is disabled and cannot sign in.</Trans>
        </Banner>
      ) : null}
      <Card title={t`Details`}>
        <DescriptionList
          items={[
            { label: t`Email`, value: data.email },
            { label: t`Phone`, value: data.phone || '—' },
            {
              label: t`Roles`,
              value: data.roles.length
                ? data.roles.map((role) => (
                    <Text block key={role.id}>
                      <Link to={paths.userManagement.role('view', role.id)}>{role.name}</Link>
                    </Text>
                  ))
                : t`No role`,
            },
            { label: t`Status`, value: <UserStatusBadge status={data.status} /> },
            {
              label: t`Last sign-in`,
              value: data.lastSignInAt ? formatDateTime(data.lastSignInAt) : t`Never signed in`,
              numeric: true,
            },
            { label: t`Added on`, value: formatDate(data.createdAt), numeric: true },
            {
              label: t`Preferred language`,
              value: LANGUAGES.find((l) => l.code === data.preferredLanguage)?.name,
            },
          ]}
        />
      </Card>
      {hasPermission(me, 'audit.read') ? (
        <Card title={t`History`} flush>
          <AuditLogTable
            label={t`History of ${name}`}
            query={{ entity: 'user', entityId: data.id }}
            page={historyPage}
            onPageChange={setHistoryPage}
            emptyState={<EmptyState title={t`No changes recorded yet`} />}
          />
        </Card>
      ) : null}
    </Stack>
  );
}

type EditValues = { name: string; roleIds: string[] };

function UserEdit({ user }: { user: UserDetail }) {
  const { t } = useLingui();
  const roles = useAllRoles();
  if (roles.isPending) return <LoadingState label={t`Loading the user…`} />;
  if (roles.isError) {
    return <QueryFailure error={roles.error} onRetry={() => void roles.refetch()} />;
  }
  return <UserEditForm user={user} roles={roles.data.items} />;
}

function UserEditForm({ user, roles }: { user: UserDetail; roles: Role[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { name, email } = user;
  const { toast } = useToast();
  const update = useUpdateUser();
  const viewPath = paths.userManagement.user('view', user.id);
  const entity = useEntityForm<EditValues, { name: string }>({
    defaultValues: { name: user.name, roleIds: user.roles.map((role) => role.id) },
    rules: updateUserBody,
    save: async (values) => {
      await update.mutateAsync({
        params: { path: { id: user.id } },
        body: { name: values.name.trim(), roleIds: values.roleIds },
      });
      return values;
    },
    onSaved: ({ name: newName }) => {
      toast({ tone: 'success', title: t`Changes saved`, description: t`${newName} is updated.` });
      navigate(viewPath);
    },
  });
  const { field } = entity;

  return (
    <Stack>
      <PageHeader
        title={t`Edit ${name}`}
        status={<UserStatusBadge status={user.status} />}
        breadcrumbs={[
          { label: t`Users and roles`, href: LIST_PATH },
          { label: user.name, href: viewPath },
          { label: t({ message: 'Edit', context: 'breadcrumb' }) },
        ]}
        description={t`${email}: the email address cannot be changed.`}
        linkComponent={RouterLink}
      />
      <Card>
        <EntityForm
          entity={entity}
          label={t`Edit ${name}`}
          cancelTo={viewPath}
          saveLabel={<Trans>Save changes</Trans>}
        >
          <TextField label={t`Name`} {...field('name')} />
          <CheckboxGroupField
            name="roleIds"
            legend={t`Roles`}
            description={t`What the user may open and do. Changes apply at their next request.`}
            required={field('roleIds').required}
            requiredMessage={t`Choose at least one role.`}
            options={roles.map((role) => ({
              value: role.id,
              label: role.name,
              description: role.description || undefined,
            }))}
          />
        </EntityForm>
      </Card>
    </Stack>
  );
}
