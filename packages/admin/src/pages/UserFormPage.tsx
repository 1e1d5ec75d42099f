import { describeFailure, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, NotFound, QueryFailure, useUnsavedChangesGuard } from '@staffdesk/kit';
import {
  Banner,
  Button,
  Card,
  CheckboxGroupField,
  DescriptionList,
  EmptyState,
  Form,
  FormActions,
  FormError,
  formatDate,
  formatDateTime,
  LoadingState,
  PageHeader,
  showFailureInForm,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
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

const LIST_CRUMB = { label: 'Users and roles', href: paths.userManagement.list() };

/** `/user-management/user/form/:type/:id?`: invite (`add`), `view` or `edit` a user. */
export function Component() {
  const { type, id } = useParams();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'users.manage');
  if (type === 'add' && !id) return me && !canManage ? <AccessDenied /> : <InvitePage />;
  if (type === 'view' && id) return <UserView id={id} canManage={canManage} />;
  if (type === 'edit' && id) return me && !canManage ? <AccessDenied /> : <UserEdit id={id} />;
  return <NotFound />;
}

function InvitePage() {
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
      toast({
        tone: 'success',
        title: 'Invitation sent',
        description: `${user.name} gets an email at ${user.email} with a link to set a password.`,
      });
      guard.allowNavigation();
      navigate(paths.userManagement.user('view', user.id));
    } catch (error) {
      showFailureInForm(form, describeFailure(error), INVITE_FIELDS);
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title="Invite user"
        breadcrumbs={[LIST_CRUMB, { label: 'Invite user' }]}
        description="Staffdesk mails them a link to set their password. The link works for 7 days."
        linkComponent={RouterLink}
      />
      <Card>
        <InviteUserForm form={form} onSubmit={onSubmit}>
          <FormActions>
            <Button asChild>
              <Link to={paths.userManagement.list()}>Cancel</Link>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              Send invitation
            </Button>
          </FormActions>
        </InviteUserForm>
      </Card>
      {guard.dialog}
    </div>
  );
}

const LANGUAGES = { en: 'English', id: 'Bahasa Indonesia' } as const;

function UserView({ id, canManage }: { id: string; canManage: boolean }) {
  const me = useCurrentUser().data;
  const user = useUser(id);
  const [historyPage, setHistoryPage] = useState(1);
  if (user.isPending) return <LoadingState label="Loading the user…" />;
  if (user.isError) return <QueryFailure error={user.error} onRetry={() => void user.refetch()} />;
  const data = user.data;
  return (
    <div className="sd-stack">
      <PageHeader
        title={data.name}
        status={<UserStatusBadge status={data.status} />}
        breadcrumbs={[LIST_CRUMB, { label: data.name }]}
        actions={canManage ? <UserActions user={data} /> : null}
        linkComponent={RouterLink}
      />
      {data.status === 'invited' ? (
        <Banner tone="info">
          {data.name} has not set a password yet. The invitation link works for 7 days; resend it if
          it has expired.
        </Banner>
      ) : null}
      {data.status === 'disabled' ? (
        <Banner tone="warning">{data.name} is disabled and cannot sign in.</Banner>
      ) : null}
      <Card title="Details">
        <DescriptionList
          items={[
            { label: 'Email', value: data.email },
            { label: 'Phone', value: data.phone || '—' },
            {
              label: 'Roles',
              value: data.roles.length
                ? data.roles.map((role) => (
                    <span key={role.id} style={{ display: 'block' }}>
                      <Link to={paths.userManagement.role('view', role.id)}>{role.name}</Link>
                    </span>
                  ))
                : 'No role',
            },
            { label: 'Status', value: <UserStatusBadge status={data.status} /> },
            {
              label: 'Last sign-in',
              value: data.lastSignInAt ? formatDateTime(data.lastSignInAt) : 'Never signed in',
              numeric: true,
            },
            { label: 'Added on', value: formatDate(data.createdAt), numeric: true },
            { label: 'Preferred language', value: LANGUAGES[data.preferredLanguage] },
          ]}
        />
      </Card>
      {hasPermission(me, 'audit.read') ? (
        <Card title="History" flush>
          <AuditLogTable
            label={`History of ${data.name}`}
            query={{ entity: 'user', entityId: data.id }}
            page={historyPage}
            onPageChange={setHistoryPage}
            emptyState={<EmptyState title="No changes recorded yet" />}
          />
        </Card>
      ) : null}
    </div>
  );
}

type EditValues = { name: string; roleIds: string[] };

function UserEdit({ id }: { id: string }) {
  const user = useUser(id);
  const roles = useAllRoles();
  if (user.isPending || roles.isPending) return <LoadingState label="Loading the user…" />;
  if (user.isError) return <QueryFailure error={user.error} onRetry={() => void user.refetch()} />;
  if (roles.isError) {
    return <QueryFailure error={roles.error} onRetry={() => void roles.refetch()} />;
  }
  return <UserEditForm user={user.data} roles={roles.data.items} />;
}

function UserEditForm({ user, roles }: { user: UserDetail; roles: Role[] }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const update = useUpdateUser();
  const form = useForm<EditValues>({
    defaultValues: { name: user.name, roleIds: user.roles.map((role) => role.id) },
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const viewPath = paths.userManagement.user('view', user.id);

  async function onSubmit(values: EditValues) {
    try {
      await update.mutateAsync({
        params: { path: { id: user.id } },
        body: { name: values.name.trim(), roleIds: values.roleIds },
      });
      toast({ tone: 'success', title: 'Changes saved', description: `${values.name} is updated.` });
      guard.allowNavigation();
      navigate(viewPath);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ['name', 'roleIds']);
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={`Edit ${user.name}`}
        status={<UserStatusBadge status={user.status} />}
        breadcrumbs={[LIST_CRUMB, { label: user.name, href: viewPath }, { label: 'Edit' }]}
        description={`${user.email}: the email address cannot be changed.`}
        linkComponent={RouterLink}
      />
      <Card>
        <Form form={form} onSubmit={onSubmit} aria-label={`Edit ${user.name}`}>
          <FormError />
          <TextField name="name" label="Name" required maxLength={120} />
          <CheckboxGroupField
            name="roleIds"
            legend="Roles"
            description="What the user may open and do. Changes apply at their next request."
            required
            requiredMessage="Choose at least one role."
            options={roles.map((role) => ({
              value: role.id,
              label: role.name,
              description: role.description || undefined,
            }))}
          />
          <FormActions>
            <Button asChild>
              <Link to={viewPath}>Cancel</Link>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              Save changes
            </Button>
          </FormActions>
        </Form>
      </Card>
      {guard.dialog}
    </div>
  );
}
