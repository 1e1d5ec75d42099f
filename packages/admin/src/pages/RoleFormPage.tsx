import type { I18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MainPaths } from '@staffdesk/api';
import { createRoleBody, updateRoleBody } from '@staffdesk/api/rules';
import { hasPermission, paths, queryString, RouterLink, useCurrentUser } from '@staffdesk/core';
import { EntityForm, EntityFormPage, QueryFailure, useEntityForm } from '@staffdesk/kit';
import {
  Badge,
  Banner,
  Button,
  Card,
  CheckboxField,
  CheckboxGroupField,
  DescriptionList,
  FormSection,
  LoadingState,
  PageHeader,
  Stack,
  Text,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
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

const ROLES_TAB = `${paths.userManagement.list()}${queryString({ tab: 'roles' })}`;
function sectionLabel(i18n: I18n, flag: string): string {
  const label = SECTION_FLAG_LABELS[flag as SectionFlag];
  return label ? i18n._(label) : flag;
}

/** `/user-management/role/form/:type/:id?`: create (`add`), `view` or `edit` a role. */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'roles.manage');
  return (
    <EntityFormPage
      modes={['add', 'edit', 'view']}
      useRecord={useRole}
      loadingLabel={t`Loading the role…`}
      canEdit={me ? canManage : undefined}
    >
      {({ mode, record }) =>
        mode === 'view' && record ? (
          <RoleView data={record} canManage={canManage} />
        ) : (
          <RoleEditorLoader role={record ?? undefined} />
        )
      }
    </EntityFormPage>
  );
}

function RoleEditorLoader({ role }: { role?: Role }) {
  const { t } = useLingui();
  const catalogue = usePermissionCatalogue();
  if (catalogue.isPending) return <LoadingState label={t`Loading…`} />;
  if (catalogue.isError) {
    return <QueryFailure error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  }
  return <RoleEditor role={role} catalogue={catalogue.data} />;
}

function RoleEditor({ role, catalogue }: { role?: Role; catalogue: PermissionCatalogue }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateRole();
  const update = useUpdateRole();
  const entity = useEntityForm<RoleValues, Role>({
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      superAccess: role?.superAccess ?? false,
      sections: role?.sections ?? [],
      permissions: role?.permissions ?? [],
    },
    rules: role ? updateRoleBody : createRoleBody,
    save: (values) => {
      const body: RoleBody = {
        name: values.name.trim(),
        description: values.description.trim(),
        superAccess: values.superAccess,
        sections: values.sections as RoleBody['sections'],
        permissions: values.permissions as RoleBody['permissions'],
      };
      return role
        ? update.mutateAsync({ params: { path: { id: role.id } }, body })
        : create.mutateAsync({ body });
    },
    onSaved: (saved) => {
      const { name } = saved;
      toast({
        tone: 'success',
        title: role ? t`Role saved` : t`Role created`,
        description: t`${name} applies to its users at their next request.`,
      });
      navigate(paths.userManagement.role('view', saved.id));
    },
  });
  const { form, field } = entity;
  const superAccess = form.watch('superAccess');

  const roleName = role?.name ?? '';
  const title = role ? t`Edit ${roleName}` : t`New role`;
  return (
    <Stack>
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
        <EntityForm
          entity={entity}
          label={title}
          cancelTo={role ? paths.userManagement.role('view', role.id) : ROLES_TAB}
          saveLabel={role ? t`Save role` : t`Create role`}
        >
          <TextField label={t`Name`} {...field('name')} />
          <TextAreaField
            label={t`Description`}
            rows={2}
            {...field('description')}
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
        </EntityForm>
      </Card>
    </Stack>
  );
}

function RoleView({ data, canManage }: { data: Role; canManage: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const catalogue = usePermissionCatalogue();
  const [deleting, setDeleting] = useState(false);
  const deletable = canManage && canDeleteRole(data);
  const usersWithRole = `${paths.userManagement.list()}${queryString({ role: data.id })}`;
  const { userCount: holders } = data;
  const userCount = t`${plural(holders, { one: '# user', other: '# users' })}`;

  return (
    <Stack>
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
                  <Text block key={permission.key}>
                    {permission.description} <code className="sd-text-muted">{permission.key}</code>
                  </Text>
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
    </Stack>
  );
}
