import { describeFailure, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, NotFound, QueryFailure, useUnsavedChangesGuard } from '@staffdesk/kit';
import {
  Button,
  Card,
  CheckboxField,
  DescriptionList,
  Form,
  FormActions,
  FormError,
  formatDateTime,
  LoadingState,
  PageHeader,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { type FocusEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { EmailPreviewDialog } from '../components/EmailPreviewDialog';
import { TemplateStatusBadge } from '../components/StatusBadges';
import { TemplateVariables } from '../components/TemplateVariables';
import {
  type EmailPreview,
  type EmailTemplate,
  useEmailTemplate,
  usePreviewEmailTemplate,
  useUpdateEmailTemplate,
} from '../hooks/useEmail';

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

const LIST_CRUMB = { label: 'Email notifications', href: paths.emailNotification.list() };

/** `/email-notification/form/:type/:id`: `view` or `edit` the template of an event (id = key). */
export function Component() {
  const { type, id } = useParams();
  const me = useCurrentUser().data;
  if (!id || (type !== 'view' && type !== 'edit')) return <NotFound />;
  if (me && !hasPermission(me, 'email-templates.manage')) return <AccessDenied />;
  return <TemplateLoader templateKey={id} editing={type === 'edit'} />;
}

function TemplateLoader({ templateKey, editing }: { templateKey: string; editing: boolean }) {
  const template = useEmailTemplate(templateKey);
  if (template.isPending) return <LoadingState label="Loading the template…" />;
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
function usePreview(templateKey: string) {
  const { toast } = useToast();
  const preview = usePreviewEmailTemplate();
  const [shown, setShown] = useState<EmailPreview | null>(null);
  async function show(values?: Partial<TemplateValues>) {
    try {
      setShown(
        await preview.mutateAsync({ params: { path: { key: templateKey } }, body: values ?? {} }),
      );
      return null;
    } catch (error) {
      toast({ tone: 'error', title: 'No preview', description: describeFailure(error).message });
      return error;
    }
  }
  const dialog = <EmailPreviewDialog preview={shown} onClose={() => setShown(null)} />;
  return { show, dialog, pending: preview.isPending };
}

function TemplateView({ template }: { template: EmailTemplate }) {
  const preview = usePreview(template.key);
  return (
    <div className="sd-stack">
      <PageHeader
        title={template.name}
        status={<TemplateStatusBadge enabled={template.enabled} />}
        description={template.description}
        breadcrumbs={[LIST_CRUMB, { label: template.name }]}
        linkComponent={RouterLink}
        actions={
          <>
            <Button onClick={() => void preview.show()} loading={preview.pending}>
              Preview
            </Button>
            <Button asChild variant="primary">
              <Link to={paths.emailNotification.form('edit', template.key)}>Edit template</Link>
            </Button>
          </>
        }
      />
      <Card title="Message">
        <DescriptionList
          items={[
            { label: 'Event', value: <code>{template.key}</code> },
            { label: 'To', value: <code>{template.toRule}</code> },
            { label: 'Cc', value: template.ccRule ? <code>{template.ccRule}</code> : '—' },
            { label: 'Subject', value: template.subject },
            {
              label: 'Body',
              value: (
                <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>
                  {template.body}
                </pre>
              ),
            },
            { label: 'Updated', value: formatDateTime(template.updatedAt), numeric: true },
          ]}
        />
      </Card>
      <Card title="Variables this event offers">
        <TemplateVariables variables={template.variables} />
      </Card>
      {preview.dialog}
    </div>
  );
}

function TemplateEditor({ template }: { template: EmailTemplate }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const save = useUpdateEmailTemplate();
  const preview = usePreview(template.key);
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
  const viewPath = paths.emailNotification.form('view', template.key);
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
      await save.mutateAsync({ params: { path: { key: template.key } }, body: values });
      toast({ tone: 'success', title: 'Template saved', description: template.name });
      guard.allowNavigation();
      navigate(viewPath);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), TEMPLATE_FIELDS);
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={`Edit ${template.name}`}
        description={template.description}
        breadcrumbs={[LIST_CRUMB, { label: template.name, href: viewPath }, { label: 'Edit' }]}
        linkComponent={RouterLink}
      />
      <Card title="Variables this event offers">
        <p className="sd-text-muted">
          Click one to put it where the cursor is. Any other variable is refused when you save.
        </p>
        <TemplateVariables variables={template.variables} onInsert={insert} />
      </Card>
      <Card>
        <Form
          form={form}
          onSubmit={onSubmit}
          aria-label={`Edit ${template.name}`}
          onFocus={rememberFocus}
        >
          <FormError />
          <TextField name="subject" label="Subject" required maxLength={200} />
          <TextAreaField name="body" label="Body" required rows={14} maxLength={20_000} />
          <TextField
            name="toRule"
            label="To"
            required
            maxLength={500}
            description="Addresses or variables, separated by commas, e.g. {{recipient.email}}."
          />
          <TextField
            name="ccRule"
            label="Cc"
            maxLength={500}
            description="Optional; addresses or variables, separated by commas."
          />
          <CheckboxField
            name="enabled"
            label="Send this email"
            description="When off, Staffdesk sends nothing for this event."
          />
          <FormActions>
            <Button asChild>
              <Link to={viewPath}>Cancel</Link>
            </Button>
            <Button onClick={() => void onPreview()} loading={preview.pending}>
              Preview
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              Save template
            </Button>
          </FormActions>
        </Form>
      </Card>
      {guard.dialog}
      {preview.dialog}
    </div>
  );
}
