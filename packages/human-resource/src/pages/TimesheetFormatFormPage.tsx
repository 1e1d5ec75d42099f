import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import { AccessDenied, NotFound, QueryFailure, useUnsavedChangesGuard } from '@staffdesk/kit';
import {
  Button,
  Card,
  CheckboxField,
  Form,
  FormActions,
  FormError,
  FormRow,
  FormSection,
  IconButton,
  Inline,
  LoadingState,
  PageHeader,
  Stack,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { TimesheetLogo } from '../components/TimesheetLogo';
import { TimesheetMessages } from '../components/TimesheetMessages';
import { CustomizedBadge } from '../components/TimesheetSettingsList';
import type {
  TimesheetColumnKey,
  TimesheetFormat,
  TimesheetSettings,
  TimesheetSettingsBody,
} from '../hooks/types';
import { useSaveTimesheetSettings, useTimesheetSettings } from '../hooks/useTimesheetSettings';
import { TIMESHEET_COLUMN_KEYS, TIMESHEET_COLUMN_NAMES } from '../lib/timesheets';

/** The most signature blocks a PDF has (the API's limit). */
export const MAX_SIGNATURES = 4;

type ColumnValue = { key: TimesheetColumnKey; label: string; included: boolean };
type FormatValues = {
  title: string;
  /** Every column key once: the included ones in the PDF's order, then the others. */
  columns: ColumnValue[];
  signatures: { label: string; name: string }[];
  footnote: string;
};

/** The stored format as the form edits it: the columns left out follow, unticked. */
function valuesOf(format: TimesheetFormat): FormatValues {
  const stored = new Set(format.columns.map((column) => column.key));
  return {
    title: format.title,
    columns: [
      ...format.columns.map((column) => ({ ...column, included: true })),
      ...TIMESHEET_COLUMN_KEYS.filter((key) => !stored.has(key)).map((key) => ({
        key,
        label: TIMESHEET_COLUMN_NAMES[key],
        included: false,
      })),
    ],
    signatures: format.signatures.map(({ label, name }) => ({ label, name })),
    footnote: format.footnote,
  };
}

/** The format the API stores: the ticked columns in order, the texts trimmed. */
function formatOf(values: FormatValues): TimesheetFormat {
  return {
    title: values.title.trim(),
    columns: values.columns
      .filter((column) => column.included)
      .map(({ key, label }) => ({ key, label: label.trim() })),
    signatures: values.signatures.map(({ label, name }) => ({
      label: label.trim(),
      name: name.trim(),
    })),
    footnote: values.footnote.trim(),
  };
}

/**
 * The form's field of a server error: `format.title` → `title`; the Nth column the server got is
 * the Nth ticked one of the form.
 */
function fieldOfServer(values: FormatValues) {
  const ticked = values.columns.flatMap((column, index) => (column.included ? [index] : []));
  return (field: string) => {
    const path = field.replace(/^format\./, '');
    const column = /^columns\.(\d+)\.(.+)$/.exec(path);
    if (!column) return path;
    const index = ticked[Number(column[1])];
    return index === undefined ? path : `columns.${index}.${column[2]}`;
  };
}

/** Every field of the form, for placing the server's errors. */
function fieldsOf(values: FormatValues): string[] {
  return [
    'title',
    'footnote',
    ...values.columns.map((_, index) => `columns.${index}.label`),
    ...values.signatures.flatMap((_, index) => [
      `signatures.${index}.label`,
      `signatures.${index}.name`,
    ]),
  ];
}

/**
 * `/human-resource/timesheet-format/form/edit/:id`: how a client's timesheet PDF looks: its title,
 * which columns it prints in which order and under which headings, the signature blocks, a
 * footnote and the client's logo. The period settings are kept as they are.
 */
function Page() {
  const { type, id } = useParams();
  const me = useCurrentUser().data;
  if (type !== 'edit' || !id) return <NotFound />;
  if (me && !hasPermission(me, 'attendance.manage')) return <AccessDenied />;
  return <FormatLoader clientId={id} />;
}

function FormatLoader({ clientId }: { clientId: string }) {
  const { t } = useLingui();
  const settings = useTimesheetSettings(clientId);
  if (settings.isPending) return <LoadingState label={t`Loading the client’s settings…`} />;
  if (settings.isError) {
    return (
      <QueryFailure
        error={settings.error}
        onRetry={() => void settings.refetch()}
        action={{
          to: paths.humanResource.timesheetFormat.list(),
          label: t`Go to timesheet formats`,
        }}
      />
    );
  }
  return <FormatForm settings={settings.data} />;
}

function FormatForm({ settings }: { settings: TimesheetSettings }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const save = useSaveTimesheetSettings();
  // The logo is saved on its own: the form keeps the format it started from.
  const [initial] = useState(() => valuesOf(settings.format));
  const form = useForm<FormatValues>({ defaultValues: initial });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const listPath = paths.humanResource.timesheetFormat.list();
  const name = settings.clientName;

  async function onSubmit(values: FormatValues) {
    if (!values.columns.some((column) => column.included)) {
      form.setError('root.server', { type: 'validate', message: t`Include at least one column.` });
      return;
    }
    const body: TimesheetSettingsBody = {
      // The period settings are another page's: sent back as they are stored.
      cutOffDay: settings.cutOffDay,
      approverPicId: settings.approverPicId,
      secondaryPicId: settings.secondaryPicId,
      sendAfterDays: settings.sendAfterDays,
      followUpAfterDays: settings.followUpAfterDays,
      escalateAfterDays: settings.escalateAfterDays,
      workStartTime: settings.workStartTime,
      format: formatOf(values),
    };
    try {
      await save.mutateAsync({ clientId: settings.clientId, body });
      toast({ tone: 'success', title: t`Timesheet format saved`, description: name });
      guard.allowNavigation();
      navigate(listPath);
    } catch (error) {
      showFailureInForm(form, describeFailure(error), fieldsOf(values), fieldOfServer(values));
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={t`Timesheet format of ${name}`}
        status={<CustomizedBadge customized={settings.customized} />}
        description={t`The PDF employees, HR and the client PIC download for each timesheet.`}
        breadcrumbs={[{ label: t`Timesheet formats`, href: listPath }, { label: name }]}
        linkComponent={RouterLink}
      />
      <Card>
        <Form form={form} onSubmit={onSubmit} aria-label={t`Timesheet format of ${name}`}>
          <FormError />
          <TextField name="title" label={t`Title`} required maxLength={120} />
          <ColumnsEditor />
          <SignaturesEditor />
          <TextAreaField
            name="footnote"
            label={t`Footnote`}
            description={t`Optional; printed under the days, up to 500 characters.`}
            rows={3}
            maxLength={500}
          />
          <FormActions>
            <Button asChild>
              <Link to={listPath}>
                <Trans>Cancel</Trans>
              </Link>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              <Trans>Save format</Trans>
            </Button>
          </FormActions>
        </Form>
      </Card>
      <TimesheetLogo settings={settings} />
      {guard.dialog}
    </div>
  );
}

/**
 * The PDF's columns: a checkbox each to print it, its heading, and buttons to move it up or down.
 * The moved column's button keeps the focus, and the new position is announced.
 */
function ColumnsEditor() {
  const { t } = useLingui();
  const { fields, move } = useFieldArray<FormatValues, 'columns'>({ name: 'columns' });
  // The move buttons by row and direction, to give the focus back after a move.
  const buttons = useRef(new Map<string, { up?: HTMLButtonElement; down?: HTMLButtonElement }>());
  const [moved, setMoved] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the moved row is drawn
  useEffect(() => {
    if (!moved) return;
    const other = moved.direction === 'up' ? 'down' : 'up';
    const row = buttons.current.get(moved.id);
    const button = row?.[moved.direction];
    const target = button && !button.disabled ? button : row?.[other];
    target?.focus();
    setMoved(null);
  }, [fields, moved]);

  function moveColumn(index: number, by: -1 | 1) {
    const field = fields[index];
    if (!field) return;
    const to = index + by;
    move(index, to);
    const column = TIMESHEET_COLUMN_NAMES[field.key];
    const position = to + 1;
    const total = fields.length;
    setAnnouncement(t`${column} moved to position ${position} of ${total}.`);
    setMoved({ id: field.id, direction: by < 0 ? 'up' : 'down' });
  }

  const keep = (id: string, direction: 'up' | 'down') => (element: HTMLButtonElement | null) => {
    const row = buttons.current.get(id) ?? {};
    if (element) row[direction] = element;
    else delete row[direction];
    buttons.current.set(id, row);
  };

  return (
    <FormSection
      title={t`Columns`}
      description={t`Tick the columns the PDF prints, give each its heading, and put them in order. At least one.`}
    >
      <Stack as="ol" gap={3}>
        {fields.map((field, index) => {
          const column = TIMESHEET_COLUMN_NAMES[field.key];
          return (
            <li
              key={field.id}
              style={{
                display: 'grid',
                gap: 'var(--sd-space-2)',
                paddingBottom: 'var(--sd-space-3)',
                borderBottom: '1px solid var(--sd-color-border)',
              }}
            >
              <Inline gap={2} nowrap justify="between">
                <CheckboxField name={`columns.${index}.included`} label={column} />
                <Inline as="span" nowrap>
                  <IconButton
                    ref={keep(field.id, 'up')}
                    label={t`Move ${column} up`}
                    variant="secondary"
                    disabled={index === 0}
                    onClick={() => moveColumn(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" size={16} />
                  </IconButton>
                  <IconButton
                    ref={keep(field.id, 'down')}
                    label={t`Move ${column} down`}
                    variant="secondary"
                    disabled={index === fields.length - 1}
                    onClick={() => moveColumn(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" size={16} />
                  </IconButton>
                </Inline>
              </Inline>
              <TextField
                name={`columns.${index}.label`}
                label={t`Heading for ${column}`}
                maxLength={40}
                rules={{
                  validate: (value: unknown, values: Record<string, unknown>) =>
                    !(values as FormatValues).columns[index]?.included ||
                    String(value ?? '').trim() !== '' ||
                    t`Give the column a heading.`,
                }}
              />
            </li>
          );
        })}
      </Stack>
      <p className="sd-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </FormSection>
  );
}

/** The signature blocks under the days: a caption and a printed name each, at most four. */
function SignaturesEditor() {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray<FormatValues, 'signatures'>({
    name: 'signatures',
  });
  const full = fields.length >= MAX_SIGNATURES;
  return (
    <FormSection
      title={t`Signatures`}
      description={t`Blocks to sign under the days, e.g. the employee and the client PIC; up to ${MAX_SIGNATURES}.`}
    >
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <div
            key={field.id}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-end',
              gap: 'var(--sd-space-2) var(--sd-space-3)',
            }}
          >
            <div style={{ flex: '1 1 20rem', minWidth: 0 }}>
              <FormRow>
                <TextField
                  name={`signatures.${index}.label`}
                  label={t`Caption of signature ${number}`}
                  required
                  requiredMessage={t`Give the signature a caption.`}
                  maxLength={60}
                />
                <TextField
                  name={`signatures.${index}.name`}
                  label={t`Name under signature ${number}`}
                  description={t`Optional.`}
                  maxLength={100}
                />
              </FormRow>
            </div>
            <Button size="sm" variant="ghost" onClick={() => remove(index)}>
              {t`Remove signature ${number}`}
            </Button>
          </div>
        );
      })}
      <div>
        <Button onClick={() => append({ label: '', name: '' })} disabled={full}>
          <Trans>Add a signature</Trans>
        </Button>
      </div>
    </FormSection>
  );
}

export function Component() {
  return (
    <TimesheetMessages>
      <Page />
    </TimesheetMessages>
  );
}
