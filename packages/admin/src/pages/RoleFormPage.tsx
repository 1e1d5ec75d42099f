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
  formatNumber,
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
const LIST_CRUMB = { label: 'Users and roles', href: ROLES_TAB };

function sectionLabel(flag: string): string {
  return SECTION_FLAG_LABELS[flag as SectionFlag] ?? flag;
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
  const catalogue = usePermissionCatalogue();
  const role = useRole(id);
  if (catalogue.isPending || (id && role.isPending)) return <LoadingState label="Loading…" />;
  if (catalogue.isError) {
    return <QueryFailure error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  }
  if (id && role.isError) {
    return <QueryFailure error={role.error} onRetry={() => void role.refetch()} />;
  }
  return <RoleEditor role={id ? role.data : undefined} catalogue={catalogue.data} />;
}

function RoleEditor({ role, catalogue }: { role?: Role; catalogue: PermissionCatalogue }) {
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
      toast({
        tone: 'success',
        title: role ? 'Role saved' : 'Role created',
        description: `${saved.name} applies to its users at their next request.`,
      });
      guard.allowNavigation();
      navigate(paths.userManagement.role('view', saved.id));
    } catch (error) {
      showFailureInForm(form, describeFailure(error), ROLE_FIELDS);
    }
  }

  const title = role ? `Edit ${role.name}` : 'New role';
  return (
    <div className="sd-stack">
      <PageHeader
        title={title}
        breadcrumbs={[
          LIST_CRUMB,
          ...(role ? [{ label: role.name, href: paths.userManagement.role('view', role.id) }] : []),
          { label: role ? 'Edit' : 'New role' },
        ]}
        linkComponent={RouterLink}
      />
      <Card>
        <Form form={form} onSubmit={onSubmit} aria-label={title}>
          <FormError />
          <TextField name="name" label="Name" required maxLength={80} />
          <TextAreaField
            name="description"
            label="Description"
            rows={2}
            maxLength={300}
            description="Who the role is for, in a sentence."
          />
          <CheckboxField
            name="superAccess"
            label="Super access"
            description="Opens every section and grants every permission, including ones added later."
          />
          {superAccess ? (
            <Banner tone="warning">
              With super access the sections and permissions below are not needed: the role may do
              everything.
            </Banner>
          ) : null}
          <CheckboxGroupField
            name="sections"
            legend="Sections"
            description="The parts of Staffdesk this role opens."
            columns
            options={catalogue.sections.map((flag) => ({ value: flag, label: sectionLabel(flag) }))}
          />
          <FormSection
            title="Permissions"
            description="What this role may do in each area. The server checks them on every request."
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
              <Link to={role ? paths.userManagement.role('view', role.id) : ROLES_TAB}>Cancel</Link>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {role ? 'Save role' : 'Create role'}
            </Button>
          </FormActions>
        </Form>
      </Card>
      {guard.dialog}
    </div>
  );
}

function RoleView({ id, canManage }: { id: string; canManage: boolean }) {
  const navigate = useNavigate();
  const role = useRole(id);
  const catalogue = usePermissionCatalogue();
  const [deleting, setDeleting] = useState(false);
  if (role.isPending) return <LoadingState label="Loading the role…" />;
  if (role.isError) return <QueryFailure error={role.error} onRetry={() => void role.refetch()} />;
  const data = role.data;
  const deletable = canManage && canDeleteRole(data);
  const usersWithRole = `${paths.userManagement.list()}${queryString({ role: data.id })}`;

  return (
    <div className="sd-stack">
      <PageHeader
        title={data.name}
        status={data.seeded ? <Badge>Built-in</Badge> : null}
        description={data.description || undefined}
        breadcrumbs={[LIST_CRUMB, { label: data.name }]}
        linkComponent={RouterLink}
        actions={
          canManage ? (
            <>
              <Button asChild variant="primary">
                <Link to={paths.userManagement.role('edit', data.id)}>Edit role</Link>
              </Button>
              {deletable ? (
                <Button variant="danger" onClick={() => setDeleting(true)}>
                  Delete role
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      <Card title="Access">
        <DescriptionList
          items={[
            {
              label: 'Users',
              value: (
                <Link to={usersWithRole}>
                  {data.userCount === 1 ? '1 user' : `${formatNumber(data.userCount)} users`}
                </Link>
              ),
            },
            {
              label: 'Super access',
              value: data.superAccess ? 'Yes: every section and permission' : 'No',
            },
            {
              label: 'Sections',
              value: data.superAccess
                ? 'Every section'
                : data.sections.length
                  ? data.sections.map(sectionLabel).join(', ')
                  : 'None',
            },
          ]}
        />
        {canManage && !deletable ? (
          <p className="sd-text-muted">
            {data.seeded
              ? 'Built-in roles cannot be deleted.'
              : 'A role can be deleted once no user holds it.'}
          </p>
        ) : null}
      </Card>
      <Card title="Permissions">
        {data.superAccess ? (
          <p>Every permission, through super access.</p>
        ) : data.permissions.length === 0 ? (
          <p className="sd-text-muted">No permissions.</p>
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
