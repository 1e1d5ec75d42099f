import { describeFailure, paths, RouterLink, routePatterns } from '@staffdesk/core';
import { useUnsavedChangesGuard } from '@staffdesk/kit';
import {
  Button,
  Card,
  DescriptionList,
  Form,
  FormActions,
  FormError,
  PageHeader,
  showFailureInForm,
  useToast,
} from '@staffdesk/ui';
import { useForm } from 'react-hook-form';
import { Link, matchPath, useLocation, useNavigate, useParams } from 'react-router';
import { itemsOf } from '../components/ProfileItemsSection';
import { QueryView } from '../components/QueryView';
import { SpecFields } from '../components/SpecFields';
import { NotFound } from '../components/StatusPages';
import { useAddProfileItem, useProfileItems, useUpdateProfileItem } from '../hooks/useProfileItems';
import { displayValue, type FormValues, toBody, toFormValues } from '../lib/fields';
import { kindOfForm, PROFILE_KINDS, type ProfileKindConfig } from '../lib/profile-kinds';
import { profileFormPath, profileSection } from '../lib/profile-paths';
import type { ProfileItem, ProfileItemBody } from '../lib/types';

const SUB_FORM_PATTERNS = Object.values(routePatterns.employee.profile).filter(
  (pattern) => pattern !== routePatterns.employee.profile.view,
);

/** The sub-form an address names: `/employee/profile/language/add` → languages. */
export function configOfPath(pathname: string): ProfileKindConfig | undefined {
  for (const pattern of SUB_FORM_PATTERNS) {
    if (!matchPath(pattern, pathname)) continue;
    const form = pattern.split('/')[3] ?? '';
    const kind = kindOfForm(form);
    return kind ? PROFILE_KINDS[kind] : undefined;
  }
  return undefined;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * `/employee/profile/{language|experience|reference|education|course|emergency-contact}/:type/:id?`:
 * a focused page (one thing at a time on a phone) to add (`add`), change (`edit/:id`) or read
 * (`view/:id`) one item of my profile. Saving goes back to the profile, at the section.
 */
export function Component() {
  const { pathname } = useLocation();
  const { type, id } = useParams();
  const config = configOfPath(pathname);
  if (!config || config.kind === 'family') return <NotFound />;
  if (type === 'add' && !id) return <ItemPage config={config} mode="add" />;
  if ((type === 'edit' || type === 'view') && id) {
    return <ItemPage config={config} mode={type} id={id} />;
  }
  return <NotFound />;
}

type Mode = 'add' | 'edit' | 'view';

function titleOf(config: ProfileKindConfig, mode: Mode, item?: ProfileItem) {
  if (mode === 'add') return `Add ${config.noun}`;
  if (mode === 'edit') return `Edit ${config.noun}`;
  return (item && config.name(item)) || capitalised(config.noun);
}

function ItemPage({ config, mode, id }: { config: ProfileKindConfig; mode: Mode; id?: string }) {
  const items = useProfileItems(config.kind);
  const header = (item?: ProfileItem) => (
    <PageHeader
      title={titleOf(config, mode, item)}
      linkComponent={RouterLink}
      breadcrumbs={[
        { label: 'My profile', href: paths.employee.profile.view() },
        {
          label: config.title,
          href: `${paths.employee.profile.view()}#${config.anchor}`,
        },
        { label: titleOf(config, mode, item) },
      ]}
    />
  );
  if (mode === 'add') {
    return (
      <div className="sd-stack">
        {header()}
        <ItemForm config={config} />
      </div>
    );
  }
  return (
    <QueryView query={items} loadingLabel={`Loading your ${config.noun}…`} rows={4}>
      {(data) => {
        const item = itemsOf(data).find((candidate) => candidate.id === id);
        if (!item) {
          return (
            <NotFound
              message={`This ${config.noun} is not in your profile (any more). It may have been deleted.`}
            />
          );
        }
        return (
          <div className="sd-stack">
            {header(item)}
            {mode === 'edit' ? (
              <ItemForm config={config} item={item} />
            ) : (
              <ItemDetails config={config} item={item} />
            )}
          </div>
        );
      }}
    </QueryView>
  );
}

function ItemDetails({ config, item }: { config: ProfileKindConfig; item: ProfileItem }) {
  const record: Record<string, unknown> = item;
  return (
    <Card>
      <div className="sd-stack">
        <DescriptionList
          items={config.fields.map((spec) => ({
            label: spec.label,
            value: displayValue(spec, record[spec.name]) || (
              <span className="sd-text-muted">—</span>
            ),
          }))}
        />
        <div className="sd-inline">
          <Button asChild>
            <Link to={profileSection(config.anchor)}>Back to my profile</Link>
          </Button>
          <Button asChild variant="primary">
            <Link to={profileFormPath(config.form, 'edit', item.id)}>Edit {config.noun}</Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

function ItemForm({ config, item }: { config: ProfileKindConfig; item?: ProfileItem }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const add = useAddProfileItem();
  const update = useUpdateProfileItem();
  const form = useForm<FormValues>({
    defaultValues: toFormValues(config.fields, item),
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  async function onSubmit(values: FormValues) {
    const body = toBody(config.fields, values);
    try {
      if (item) {
        await update.mutateAsync({
          params: { path: { kind: config.kind, itemId: item.id } },
          body: body as ProfileItemBody,
        });
      } else {
        await add.mutateAsync({
          params: { path: { kind: config.kind } },
          body: body as ProfileItemBody,
        });
      }
      toast({
        tone: 'success',
        title: `${capitalised(config.noun)} ${item ? 'saved' : 'added'}`,
      });
      guard.allowNavigation();
      navigate(profileSection(config.anchor));
    } catch (error) {
      showFailureInForm(
        form,
        describeFailure(error),
        config.fields.map((field) => field.name),
      );
    }
  }

  return (
    <Card>
      <Form
        form={form}
        onSubmit={onSubmit}
        aria-label={item ? `Edit ${config.noun}` : `Add ${config.noun}`}
      >
        <FormError />
        <SpecFields fields={config.fields} />
        <FormActions>
          <Button asChild>
            <Link to={profileSection(config.anchor)}>Cancel</Link>
          </Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {item ? `Save ${config.noun}` : `Add ${config.noun}`}
          </Button>
        </FormActions>
      </Form>
      {guard.dialog}
    </Card>
  );
}
