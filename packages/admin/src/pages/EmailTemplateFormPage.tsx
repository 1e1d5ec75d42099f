import { Trans, useLingui } from '@lingui/react/macro';
import { updateEmailTemplateBody } from '@staffdesk/api/rules';
import { describeFailure, hasPermission, RouterLink, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, EntityForm, EntityFormPage, useEntityForm } from '@staffdesk/kit';
import {
  Badge,
  Button,
  Card,
  CheckboxField,
  DescriptionList,
  formatDateTime,
  LANGUAGES,
  PageHeader,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { type FocusEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmailPreviewDialog } from '../components/EmailPreviewDialog';
import { TemplateStatusBadge } from '../components/StatusBadges';
import { TemplateVariables } from '../components/TemplateVariables';
import {
  type EmailPreview,
  type EmailTemplate,
  type TemplateLanguage,
  useEmailTemplate,
  usePreviewEmailTemplate,
  useUpdateEmailTemplate,
} from '../hooks/useEmail';
import { templateLanguageOf, templatePath, templatesListPath } from '../lib/template-language';

type TemplateValues = {
  subject: string;
  body: string;
  toRule: string;
  ccRule: string;
  enabled: boolean;
};

const TEXT_FIELDS = ['subject', 'body', 'toRule', 'ccRule'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
const TEMPLATE_FIELDS = [...TEXT_FIELDS, 'enabled'] as const;

/** A language by its own name ("Bahasa Indonesia"). */
function languageName(code: TemplateLanguage): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? code;
}

/** A variable as an example in a field's description (not a message placeholder). */
const RECIPIENT_EMAIL = '{{recipient.email}}';

/** The template of the route's key, in the language the address asks for. */
function useTemplate(key: string) {
  const [params] = useSearchParams();
  return useEmailTemplate(key, templateLanguageOf(params));
}

/** `/email-notification/form/:type/:id`: `view` or `edit` the template of an event (id = key). */
export function Component() {
  const { t } = useLingui();
  const me = useCurrentUser().data;
  // Reading a template needs the permission as much as changing one.
  const allowed = me ? hasPermission(me, 'email-templates.manage') : undefined;
  if (allowed === false) return <AccessDenied />;
  return (
    <EntityFormPage
      modes={['view', 'edit']}
      useRecord={useTemplate}
      loadingLabel={t`Loading the template…`}
      canEdit={allowed}
    >
      {({ mode, record }) =>
        record && mode === 'edit' ? (
          <TemplateEditor template={record} />
        ) : record ? (
          <TemplateView template={record} />
        ) : null
      }
    </EntityFormPage>
  );
}

/** Renders a template with sample data, answering the preview or showing why it failed. */
function usePreview(templateKey: string, locale: TemplateLanguage) {
  const { t } = useLingui();
  const { toast } = useToast();
  const preview = usePreviewEmailTemplate();
  const [shown, setShown] = useState<EmailPreview | null>(null);
  async function show(values?: Partial<TemplateValues>) {
    try {
      setShown(
        await preview.mutateAsync({
          params: { path: { key: templateKey }, query: { locale } },
          body: values ?? {},
        }),
      );
      return null;
    } catch (error) {
      toast({ tone: 'error', title: t`No preview`, description: describeFailure(error).message });
      return error;
    }
  }
  const dialog = <EmailPreviewDialog preview={shown} onClose={() => setShown(null)} />;
  return { show, dialog, pending: preview.isPending };
}

function TemplateView({ template }: { template: EmailTemplate }) {
  const { t } = useLingui();
  const preview = usePreview(template.key, template.locale);
  return (
    <div className="sd-stack">
      <PageHeader
        title={template.name}
        status={
          <>
            <TemplateStatusBadge enabled={template.enabled} />{' '}
            <Badge tone="neutral">{languageName(template.locale)}</Badge>
          </>
        }
        description={template.description}
        breadcrumbs={[
          { label: t`Email notifications`, href: templatesListPath(template.locale) },
          { label: template.name },
        ]}
        linkComponent={RouterLink}
        actions={
          <>
            <Button onClick={() => void preview.show()} loading={preview.pending}>
              <Trans>Preview</Trans>
            </Button>
            <Button asChild variant="primary">
              <Link to={templatePath('edit', template.key, template.locale)}>
                <Trans>Edit template</Trans>
              </Link>
            </Button>
          </>
        }
      />
      <Card title={t`Message`}>
        <DescriptionList
          items={[
            { label: t`Event`, value: <code>{template.key}</code> },
            { label: t`To`, value: <code>{template.toRule}</code> },
            { label: t`Cc`, value: template.ccRule ? <code>{template.ccRule}</code> : '—' },
            { label: t`Subject`, value: template.subject },
            {
              label: t`Body`,
              value: (
                <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>
                  {template.body}
                </pre>
              ),
            },
            { label: t`Updated`, value: formatDateTime(template.updatedAt), numeric: true },
          ]}
        />
      </Card>
      <Card title={t`Variables this event offers`}>
        <TemplateVariables variables={template.variables} />
      </Card>
      {preview.dialog}
    </div>
  );
}

function TemplateEditor({ template }: { template: EmailTemplate }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const save = useUpdateEmailTemplate();
  const preview = usePreview(template.key, template.locale);
  const entity = useEntityForm<TemplateValues, unknown>({
    defaultValues: {
      subject: template.subject,
      body: template.body,
      toRule: template.toRule,
      ccRule: template.ccRule,
      enabled: template.enabled,
    },
    rules: updateEmailTemplateBody,
    save: (values) =>
      save.mutateAsync({
        params: { path: { key: template.key }, query: { locale: template.locale } },
        body: values,
      }),
    onSaved: () => {
      toast({ tone: 'success', title: t`Template saved`, description: template.name });
      navigate(viewPath);
    },
  });
  const { form, field } = entity;
  const viewPath = templatePath('view', template.key, template.locale);
  // Where a clicked variable goes: the text field last in focus (the body at first).
  const target = useRef<{
    name: TextFieldName;
    element: HTMLInputElement | HTMLTextAreaElement;
  } | null>(null);

  function rememberFocus(event: FocusEvent<HTMLFormElement>) {
    const element = event.target;
    if (
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      (TEXT_FIELDS as readonly string[]).includes(element.name)
    ) {
      target.current = { name: element.name as TextFieldName, element };
    }
  }

  function insert(token: string) {
    const name = target.current?.name ?? 'body';
    const element =
      target.current?.element ??
      document.querySelector<HTMLTextAreaElement>(`textarea[name="body"]`);
    const value = form.getValues(name);
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    form.setValue(name, `${value.slice(0, start)}${token}${value.slice(end)}`, {
      shouldDirty: true,
    });
    if (element) {
      requestAnimationFrame(() => {
        element.focus();
        element.setSelectionRange(start + token.length, start + token.length);
      });
    }
  }

  async function onPreview() {
    form.clearErrors();
    const error = await preview.show(form.getValues());
    if (error) showFailureInForm(form, describeFailure(error), TEMPLATE_FIELDS);
  }

  const { name } = template;
  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Edit ${name}`}
        status={<Badge tone="neutral">{languageName(template.locale)}</Badge>}
        description={template.description}
        breadcrumbs={[
          { label: t`Email notifications`, href: templatesListPath(template.locale) },
          { label: template.name, href: viewPath },
          { label: t({ message: 'Edit', context: 'breadcrumb' }) },
        ]}
        linkComponent={RouterLink}
      />
      <Card title={t`Variables this event offers`}>
        <p className="sd-text-muted">
          <Trans>
            Click one to put it where the cursor is. Any other variable is refused when you save.
          </Trans>
        </p>
        <TemplateVariables variables={template.variables} onInsert={insert} />
      </Card>
      <Card>
        <EntityForm
          entity={entity}
          label={t`Edit ${name}`}
          onFocus={rememberFocus}
          cancelTo={viewPath}
          saveLabel={<Trans>Save template</Trans>}
          actions={
            <Button onClick={() => void onPreview()} loading={preview.pending}>
              <Trans>Preview</Trans>
            </Button>
          }
        >
          <TextField label={t`Subject`} {...field('subject')} />
          <TextAreaField label={t`Body`} rows={14} {...field('body')} />
          <TextField
            label={t`To`}
            {...field('toRule')}
            description={t`Addresses or variables, separated by commas, e.g. ${RECIPIENT_EMAIL}.`}
          />
          <TextField
            label={t`Cc`}
            {...field('ccRule')}
            description={t`Optional; addresses or variables, separated by commas.`}
          />
          <CheckboxField
            name="enabled"
            label={t`Send this email`}
            description={t`When off, Staffdesk sends nothing for this event.`}
          />
        </EntityForm>
      </Card>
      {preview.dialog}
    </div>
  );
}
