import type { I18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MainPaths } from '@staffdesk/api';
import {
  describeFailure,
  hasPermission,
  paths,
  queryString,
  RouterLink,
  useCurrentUser,
} from '@staffdesk/core';
import { AccessDenied, NotFound, QueryFailure, useUnsavedChangesGuard } from '@staffdesk/kit';
import {
  Badge,
  Banner,
  Button,
  Card,
  CheckboxField,
  CheckboxGroupField,
  DescriptionList,
  Form,
  FormActions,
  FormError,
  FormSection,
  LoadingState,
  PageHeader,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { DeleteRoleDialog } from '../components/DeleteRoleDialog';
import {
  canDeleteRole,
  type PermissionCatalogue,
  type Role,
  useCreateRole,
  usePermissionCatalogue,
  useRole,
  useUpdateRole,
} from '../hooks/useRoles';
import { SECTION_FLAG_LABELS, type SectionFlag } from '../lib/sections';

type RoleBody = MainPaths['/roles']['post']['requestBody']['content']['application/json'];

type RoleValues = {
  name: string;
  description: string;
  superAccess: boolean;
  sections: string[];
  permissions: string[];
};

const ROLE_FIELDS = ['name', 'description', 'superAccess', 'sections', 'permissions'] as const;

const ROLES_TAB = `${paths.userManagement.list()}${queryString({ tab: 'roles' })}`;
function sectionLabel(i18n: I18n, flag: string): string {
  const label = SECTION_FLAG_LABELS[flag as SectionFlag];
  return label ? i18n._(label) : flag;
}

/** `/user-management/role/form/:type/:id?`: create (`add`), `view` or `edit` a role. */
export function Component() {
  const { type, id } = useParams();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'roles.manage');
  const editing = type === 'add' || type === 'edit';
  if (editing && me && !canManage) return <AccessDenied />;
  if (type === 'add' && !id) return <RoleEditorLoader />;
  if (type === 'edit' && id) return <RoleEditorLoader id={id} />;
  if (type === 'view' && id) return <RoleView id={id} canManage={canManage} />;
  return <NotFound />;
}

function RoleEditorLoader({ id }: { id?: string }) {
  const { t } = useLingui();
  const catalogue = usePermissionCatalogue();
  const role = useRole(id);
  if (catalogue.isPending || (id && role.isPending)) return <LoadingState label={t`Loading…`} />;
  if (catalogue.isError) {
    return <QueryFailure error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  }
  if (id && role.isError) {
    return <QueryFailure error={role.error} onRetry={() => void role.refetch()} />;
  }
  return <RoleEditor role={id ? role.data : undefined} catalogue={catalogue.data} />;
}

function RoleEditor({ role, catalogue }: { role?: Role; catalogue: PermissionCatalogue }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateRole();
  const update = useUpdateRole();
  const form = useForm<RoleValues>({
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      superAccess: role?.superAccess ?? false,
      sections: role?.sections ?? [],
      permissions: role?.permissions ?? [],
    },
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const superAccess = form.watch('superAccess');

  async function onSubmit(values: RoleValues) {
    const body: RoleBody = {
      name: values.name.trim(),
      description: values.description.trim(),
      superAccess: values.superAccess,
      sections: values.sections as RoleBody['sections'],
      permissions: values.permissions as RoleBody['permissions'],
    };
    try {
      const saved = role
        ? await update.mutateAsync({ params: { path: { id: role.id } }, body })
        : await create.mutateAsync({ body });
      const { name } = saved;
      toast({
        tone: 'success',
        title: role ? t`Role saved` : t`Role created`,
        description: t`${name} applies to its users at their next request.`,
      });
      guard.allowNavigation();
      navigate(paths.userManagement.role('view', saved.id));
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ROLE_FIELDS);
    }
  }

  const roleName = role?.name ?? '';
  const title = role ? t`Edit ${roleName}` : t`New role`;
  return (
    <div className="sd-stack">
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t`Users and roles`, href: ROLES_TAB },
          ...(role ? [{ label: role.name, href: paths.userManagement.role('view', role.id) }] : []),
          { label: role ? t({ message: 'Edit', context: 'breadcrumb' }) : t`New role` },
        ]}
        linkComponent={RouterLink}
      />
      <Card>
        <Form form={form} onSubmit={onSubmit} aria-label={title}>
          <FormError />
          <TextField name="name" label={t`Name`} required maxLength={80} />
          <TextAreaField
            name="description"
            label={t`Description`}
            rows={2}
            maxLength={300}
            description={t`Who the role is for, in a sentence.`}
          />
          <CheckboxField
            name="superAccess"
            label={t`Super access`}
            description={t`Opens every section and grants every permission, including ones added later.`}
          />
          {superAccess ? (
            <Banner tone="warning">
              <Trans>
                With super access the sections and permissions below are not needed: the role may do
                everything.
              </Trans>
            </Banner>
          ) : null}
          <CheckboxGroupField
            name="sections"
            legend={t`Sections`}
            description={t`The parts of Staffdesk this role opens.`}
            columns
            options={catalogue.sections.map((flag) => ({
              value: flag,
              label: sectionLabel(i18n, flag),
            }))}
          />
          <FormSection
            title={t`Permissions`}
            description={t`What this role may do in each area. The server checks them on every request.`}
          >
            {catalogue.groups.map((group) => (
              <CheckboxGroupField
                key={group.name}
                name="permissions"
                legend={group.name}
                columns
                options={group.permissions.map((permission) => ({
                  value: permission.key,
                  label: permission.description,
                  description: <code>{permission.key}</code>,
                }))}
              />
            ))}
          </FormSection>
          <FormActions>
            <Button asChild>
              <Link to={role ? paths.userManagement.role('view', role.id) : ROLES_TAB}>
                <Trans>Cancel</Trans>
              </Link>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {role ? t`Save role` : t`Create role`}
            </Button>
          </FormActions>
        </Form>
      </Card>
      {guard.dialog}
    </div>
  );
}

function RoleView({ id, canManage }: { id: string; canManage: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const role = useRole(id);
  const catalogue = usePermissionCatalogue();
  const [deleting, setDeleting] = useState(false);
  if (role.isPending) return <LoadingState label={t`Loading the role…`} />;
  if (role.isError) return <QueryFailure error={role.error} onRetry={() => void role.refetch()} />;
  const data = role.data;
  const deletable = canManage && canDeleteRole(data);
  const usersWithRole = `${paths.userManagement.list()}${queryString({ role: data.id })}`;
  const { userCount: holders } = data;
  const userCount = t`${plural(holders, { one: '# user', other: '# users' })}`;

  return (
    <div className="sd-stack">
      <PageHeader
        title={data.name}
        status={
          data.seeded ? (
            <Badge>
              <Trans>Built-in</Trans>
            </Badge>
          ) : null
        }
        description={data.description || undefined}
        breadcrumbs={[{ label: t`Users and roles`, href: ROLES_TAB }, { label: data.name }]}
        linkComponent={RouterLink}
        actions={
          canManage ? (
            <>
              <Button asChild variant="primary">
                <Link to={paths.userManagement.role('edit', data.id)}>
                  <Trans>Edit role</Trans>
                </Link>
              </Button>
              {deletable ? (
                <Button variant="danger" onClick={() => setDeleting(true)}>
                  <Trans>Delete role</Trans>
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      <Card title={t`Access`}>
        <DescriptionList
          items={[
            {
              label: t`Users`,
              value: <Link to={usersWithRole}>{userCount}</Link>,
            },
            {
              label: t`Super access`,
              value: data.superAccess ? t`Yes: every section and permission` : t`No`,
            },
            {
              label: t`Sections`,
              value: data.superAccess
                ? t`Every section`
                : data.sections.length
                  ? data.sections.map((flag) => sectionLabel(i18n, flag)).join(', ')
                  : t({ message: 'None', context: 'no sections' }),
            },
          ]}
        />
        {canManage && !deletable ? (
          <p className="sd-text-muted">
            {data.seeded
              ? t`Built-in roles cannot be deleted.`
              : t`A role can be deleted once no user holds it.`}
          </p>
        ) : null}
      </Card>
      <Card title={t`Permissions`}>
        {data.superAccess ? (
          <p>
            <Trans>Every permission, through super access.</Trans>
          </p>
        ) : data.permissions.length === 0 ? (
          <p className="sd-text-muted">
            <Trans>No permissions.</Trans>
          </p>
        ) : (
          <DescriptionList
            items={(catalogue.data?.groups ?? [])
              .map((group) => ({
                group,
                held: group.permissions.filter((p) => data.permissions.includes(p.key)),
              }))
              .filter(({ held }) => held.length > 0)
              .map(({ group, held }) => ({
                label: group.name,
                value: held.map((permission) => (
                  <span key={permission.key} style={{ display: 'block' }}>
                    {permission.description} <code className="sd-text-muted">{permission.key}</code>
                  </span>
                )),
              }))}
          />
        )}
      </Card>
      <DeleteRoleDialog
        role={deleting ? data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(ROLES_TAB)}
      />
    </div>
  );
}
