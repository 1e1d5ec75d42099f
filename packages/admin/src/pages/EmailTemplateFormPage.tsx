import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, RouterLink, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, NotFound, QueryFailure, useUnsavedChangesGuard } from '@staffdesk/kit';
import {
  Badge,
  Button,
  Card,
  CheckboxField,
  DescriptionList,
  Form,
  FormActions,
  FormError,
  formatDateTime,
  LANGUAGES,
  LoadingState,
  PageHeader,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { type FocusEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
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

/** `/email-notification/form/:type/:id`: `view` or `edit` the template of an event (id = key). */
export function Component() {
  const { type, id } = useParams();
  const [params] = useSearchParams();
  const me = useCurrentUser().data;
  if (!id || (type !== 'view' && type !== 'edit')) return <NotFound />;
  if (me && !hasPermission(me, 'email-templates.manage')) return <AccessDenied />;
  return (
    <TemplateLoader
      templateKey={id}
      language={templateLanguageOf(params)}
      editing={type === 'edit'}
    />
  );
}

function TemplateLoader({
  templateKey,
  language,
  editing,
}: {
  templateKey: string;
  language: TemplateLanguage;
  editing: boolean;
}) {
  const { t } = useLingui();
  const template = useEmailTemplate(templateKey, language);
  if (template.isPending) return <LoadingState label={t`Loading the template…`} />;
  if (template.isError) {
    return <QueryFailure error={template.error} onRetry={() => void template.refetch()} />;
  }
  return editing ? (
    <TemplateEditor template={template.data} />
  ) : (
    <TemplateView template={template.data} />
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
  const form = useForm<TemplateValues>({
    defaultValues: {
      subject: template.subject,
      body: template.body,
      toRule: template.toRule,
      ccRule: template.ccRule,
      enabled: template.enabled,
    },
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
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

  async function onSubmit(values: TemplateValues) {
    try {
      await save.mutateAsync({
        params: { path: { key: template.key }, query: { locale: template.locale } },
        body: values,
      });
      toast({ tone: 'success', title: t`Template saved`, description: template.name });
      guard.allowNavigation();
      navigate(viewPath);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), TEMPLATE_FIELDS);
    }
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
        <Form form={form} onSubmit={onSubmit} aria-label={t`Edit ${name}`} onFocus={rememberFocus}>
          <FormError />
          <TextField name="subject" label={t`Subject`} required maxLength={200} />
          <TextAreaField name="body" label={t`Body`} required rows={14} maxLength={20_000} />
          <TextField
            name="toRule"
            label={t`To`}
            required
            maxLength={500}
            description={t`Addresses or variables, separated by commas, e.g. ${RECIPIENT_EMAIL}.`}
          />
          <TextField
            name="ccRule"
            label={t`Cc`}
            maxLength={500}
            description={t`Optional; addresses or variables, separated by commas.`}
          />
          <CheckboxField
            name="enabled"
            label={t`Send this email`}
            description={t`When off, Staffdesk sends nothing for this event.`}
          />
          <FormActions>
            <Button asChild>
              <Link to={viewPath}>
                <Trans>Cancel</Trans>
              </Link>
            </Button>
            <Button onClick={() => void onPreview()} loading={preview.pending}>
              <Trans>Preview</Trans>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              <Trans>Save template</Trans>
            </Button>
          </FormActions>
        </Form>
      </Card>
      {guard.dialog}
      {preview.dialog}
    </div>
  );
}
