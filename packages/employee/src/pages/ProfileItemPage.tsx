import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, paths, RouterLink, routePatterns, textOf } from '@staffdesk/core';
import { QueryView, useUnsavedChangesGuard } from '@staffdesk/kit';
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
import { SpecFields } from '../components/SpecFields';
import { NotFound, QueryFailure } from '../components/StatusPages';
import { useAddProfileItem, useProfileItems, useUpdateProfileItem } from '../hooks/useProfileItems';
import { displayValue, type FormValues, toBody, toFormValues } from '../lib/fields';
import { kindOfForm, PROFILE_KINDS, type ProfileKindConfig } from '../lib/profile-kinds';
import { profileFormPath, profileSection } from '../lib/profile-paths';
import { capitalised } from '../lib/text';
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

function titleOf(i18n: I18n, config: ProfileKindConfig, mode: Mode, item?: ProfileItem) {
  const noun = i18n._(config.noun);
  if (mode === 'add') return i18n._(msg`Add ${noun}`);
  if (mode === 'edit') return i18n._(msg`Edit ${noun}`);
  return (item && config.name(item)) || capitalised(noun);
}

function ItemPage({ config, mode, id }: { config: ProfileKindConfig; mode: Mode; id?: string }) {
  const { t, i18n } = useLingui();
  const items = useProfileItems(config.kind);
  const noun = i18n._(config.noun);
  const header = (item?: ProfileItem) => (
    <PageHeader
      title={titleOf(i18n, config, mode, item)}
      linkComponent={RouterLink}
      breadcrumbs={[
        { label: t`My profile`, href: paths.employee.profile.view() },
        {
          label: i18n._(config.title),
          href: `${paths.employee.profile.view()}#${config.anchor}`,
        },
        { label: titleOf(i18n, config, mode, item) },
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
    <QueryView
      failure={QueryFailure}
      query={items}
      loadingLabel={t`Loading your ${noun}…`}
      rows={4}
    >
      {(data) => {
        const item = itemsOf(data).find((candidate) => candidate.id === id);
        if (!item) {
          return (
            <NotFound
              message={t`This ${noun} is not in your profile (any more). It may have been deleted.`}
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
  const { i18n } = useLingui();
  const noun = i18n._(config.noun);
  const record: Record<string, unknown> = item;
  return (
    <Card>
      <div className="sd-stack">
        <DescriptionList
          items={config.fields.map((spec) => ({
            label: textOf(spec.label),
            value: displayValue(spec, record[spec.name]) || (
              <span className="sd-text-muted">—</span>
            ),
          }))}
        />
        <div className="sd-inline">
          <Button asChild>
            <Link to={profileSection(config.anchor)}>
              <Trans>Back to my profile</Trans>
            </Link>
          </Button>
          <Button asChild variant="primary">
            <Link to={profileFormPath(config.form, 'edit', item.id)}>
              <Trans>Edit {noun}</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

function ItemForm({ config, item }: { config: ProfileKindConfig; item?: ProfileItem }) {
  const { t, i18n } = useLingui();
  const noun = i18n._(config.noun);
  const kindName = capitalised(noun);
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
        title: item ? t`${kindName} saved` : t`${kindName} added`,
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
      <Form form={form} onSubmit={onSubmit} aria-label={item ? t`Edit ${noun}` : t`Add ${noun}`}>
        <FormError />
        <SpecFields fields={config.fields} />
        <FormActions>
          <Button asChild>
            <Link to={profileSection(config.anchor)}>
              <Trans>Cancel</Trans>
            </Link>
          </Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {item ? t`Save ${noun}` : t`Add ${noun}`}
          </Button>
        </FormActions>
      </Form>
      {guard.dialog}
    </Card>
  );
}
