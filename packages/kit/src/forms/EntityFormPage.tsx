import { Trans } from '@lingui/react/macro';
import type { BodyRules } from '@staffdesk/api/rules';
import {
  describeFailure,
  type Failure,
  failureStatus,
  hasPermission,
  RouterLink,
  useCatalogs,
  useCurrentUser,
} from '@staffdesk/core';
import {
  Button,
  Card,
  Form,
  FormActions,
  FormError,
  LoadingState,
  PageHeader,
  type PageHeaderProps,
  showFailureInForm,
} from '@staffdesk/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  get,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router';
import {
  AccessDenied,
  NotFound,
  QueryFailure,
  type StatusPageAction,
} from '../components/StatusPages';
import { useUnsavedChangesGuard } from '../components/UnsavedChangesGuard';
import { kitFormsCatalog } from '../locales/pages/forms/catalog';
import { isBodyField, type SchemaFieldOptions, useSchemaFields } from './schemaFields';

/** What an entity form route shows: a new record's form, a record's form, or the record. */
export type EntityFormMode = 'add' | 'edit' | 'view';

/** Shows a form once its words are loaded (the shell does not load them). */
export function FormMessages({ children }: { children: ReactNode }) {
  const ready = useCatalogs(kitFormsCatalog);
  return ready ? children : <LoadingState rows={4} />;
}

export interface EntityFormPageProps<TRecord> {
  /** The route parameter holding the record's id (default `id`); the mode is `:type`. */
  idParam?: string;
  /** The modes the route offers (default add and edit); another is "not found". */
  modes?: readonly EntityFormMode[];
  /** Whether an id names a record (e.g. `isRecordId`); another is "not found". */
  isId?: (id: string) => boolean;
  /** Loads the record to edit or view: a query hook such as `useClient`. */
  useRecord: (id: string) => UseQueryResult<TRecord, unknown>;
  /** "Loading the client…" */
  loadingLabel: string;
  /**
   * Whether the user may add and edit: `false` shows "access denied" instead of the form;
   * `undefined` while the user is loading (the server refuses anyway).
   */
  canEdit?: boolean;
  /** The permission adding and editing need (instead of `canEdit`). */
  permission?: string;
  /** The record's own page: `view` goes there (the form offers only add and edit). */
  viewAt?: (id: string) => string;
  /** Where the status pages (not found, no access, failed to load) offer to go instead. */
  back?: StatusPageAction;
  /** The page of the mode: its form (add, edit; `record` null when adding) or the record. */
  children: (page: { mode: EntityFormMode; record: TRecord | null }) => ReactNode;
}

/**
 * An entity's form route, `/…/form/:type/:id?`: reads the mode (`add`, `edit`, `view`) and the
 * id from the route, refuses what the user may not do, loads the record (loading, failure and
 * retry) and the form words, then renders the page of the mode. The form itself is
 * `useEntityForm` + `EntityForm`.
 */
export function EntityFormPage<TRecord>({
  idParam = 'id',
  modes = ['add', 'edit'],
  isId = () => true,
  useRecord,
  loadingLabel,
  canEdit: allowed,
  permission,
  viewAt,
  back,
  children,
}: EntityFormPageProps<TRecord>) {
  const me = useCurrentUser().data;
  const canEdit = permission && me ? hasPermission(me, permission) : allowed;
  const params = useParams();
  const mode = params.type as EntityFormMode | undefined;
  const id = params[idParam];
  if (mode === 'view' && id && viewAt) return <Navigate to={viewAt(id)} replace />;
  if (!mode || !modes.includes(mode)) return <NotFound action={back} />;
  if (mode === 'add' ? id !== undefined : id === undefined || !isId(id)) {
    return <NotFound action={back} />;
  }
  if (mode !== 'view' && canEdit === false) return <AccessDenied action={back} />;
  return (
    <FormMessages>
      {id === undefined ? (
        children({ mode, record: null })
      ) : (
        <LoadedRecord id={id} useRecord={useRecord} loadingLabel={loadingLabel} back={back}>
          {(record) => children({ mode, record })}
        </LoadedRecord>
      )}
    </FormMessages>
  );
}

function LoadedRecord<TRecord>({
  id,
  useRecord,
  loadingLabel,
  back,
  children,
}: {
  id: string;
  useRecord: (id: string) => UseQueryResult<TRecord, unknown>;
  loadingLabel: string;
  back?: StatusPageAction;
  children: (record: TRecord) => ReactNode;
}) {
  const record = useRecord(id);
  if (record.isPending) return <LoadingState label={loadingLabel} />;
  if (record.isError) {
    // The server refuses this record to this user (a vacancy of another client's recruiter).
    if (failureStatus(record.error) === 403) return <AccessDenied action={back} />;
    return (
      <QueryFailure error={record.error} onRetry={() => void record.refetch()} action={back} />
    );
  }
  return children(record.data);
}

export interface UseEntityFormOptions<TValues extends FieldValues, TSaved> {
  defaultValues: DefaultValues<TValues>;
  /** The request body's generated rules (`@staffdesk/api/rules`): the fields and their checks. */
  rules: BodyRules;
  /** Sends the values; a failure (422, 409…) is shown in the form. */
  save: (values: TValues) => Promise<TSaved>;
  /**
   * After a save: say so and go on (the unsaved-changes guard is already off). The form stays
   * "saving" while a promise it returns runs (an upload after the record).
   */
  onSaved: (saved: TSaved) => void | Promise<void>;
  /** A failed save, after its errors are shown (e.g. to offer "save anyway" on a 409). */
  onFailure?: (failure: Failure) => void;
  /** Unsaved changes outside the form's values (a chosen file). */
  dirty?: boolean;
  /** The form's field of a server field path, when they differ (`proposed.nik` → `nik`). */
  fieldOf?: (serverField: string) => string;
  /** Form fields the server may name besides the body's own (the body's own the form holds). */
  fields?: readonly string[];
}

export interface EntityFormState<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  /** A field's props from the body's rules: `<TextField label="…" {...field('name')} />`. */
  field: (
    name: string,
    options?: SchemaFieldOptions,
  ) => ReturnType<ReturnType<typeof useSchemaFields>>;
  onSubmit: (values: TValues) => Promise<void>;
  /** Turn the unsaved-changes guard off before leaving on purpose. */
  allowNavigation: () => void;
  /** The "leave with unsaved changes?" dialog (rendered by `EntityForm`). */
  guardDialog: ReactNode;
}

/**
 * An entity form's state: react-hook-form with the body's generated rules, the save with the
 * server's field errors (422) shown beside their fields and its message above the form, and the
 * unsaved-changes guard (the browser's before the tab closes, a dialog before another page opens).
 */
export function useEntityForm<TValues extends FieldValues, TSaved>({
  defaultValues,
  rules,
  save,
  onSaved,
  fieldOf,
  fields = [],
  onFailure,
  dirty = false,
}: UseEntityFormOptions<TValues, TSaved>): EntityFormState<TValues> {
  const form = useForm<TValues>({ defaultValues });
  const guard = useUnsavedChangesGuard(form.formState.isDirty || dirty);
  const field = useSchemaFields(rules);

  async function onSubmit(values: TValues) {
    let saved: TSaved;
    try {
      saved = await save(values);
    } catch (error) {
      const failure = describeFailure(error);
      const named = Object.keys(failure.fields).map((path) => (fieldOf ? fieldOf(path) : path));
      // A field the form holds gets its error beside it; the others, the message above the form.
      const values = form.getValues();
      const known = named.filter(
        (path) =>
          fields.includes(path) || (isBodyField(rules, path) && get(values, path) !== undefined),
      );
      showFailureInForm(form, failure, known, fieldOf);
      onFailure?.(failure);
      return;
    }
    guard.allowNavigation();
    await onSaved(saved);
  }

  return {
    form,
    field,
    onSubmit,
    allowNavigation: guard.allowNavigation,
    guardDialog: guard.dialog,
  };
}

export interface EntityFormProps<TValues extends FieldValues>
  extends Pick<ComponentPropsWithoutRef<'form'>, 'id' | 'onFocus'> {
  /** The page around the form: its header (links through the router), the form in a card. */
  page?: Omit<PageHeaderProps, 'linkComponent'>;
  /** Below the form's card (a dialog, another card), when `page` is given. */
  after?: ReactNode;
  entity: EntityFormState<TValues>;
  /** The form's accessible name (the page's title). */
  label: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /** The save button's words ("Save client"). */
  saveLabel: ReactNode;
  /** More buttons, between Cancel and Save (Preview). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * An entity form: the server's form-wide error, the fields, then Cancel and Save (with
 * "Unsaved changes" while the form differs), and the unsaved-changes dialog.
 */
export function EntityForm<TValues extends FieldValues>({
  entity,
  label,
  cancelTo,
  saveLabel,
  actions,
  children,
  page,
  after,
  ...props
}: EntityFormProps<TValues>) {
  const { form, onSubmit, guardDialog } = entity;
  const body = (
    <>
      <Form form={form} onSubmit={onSubmit} aria-label={label} {...props}>
        <FormError />
        {children}
        <FormActions>
          <Button asChild>
            <Link to={cancelTo}>
              <Trans>Cancel</Trans>
            </Link>
          </Button>
          {actions}
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {saveLabel}
          </Button>
        </FormActions>
      </Form>
      {guardDialog}
    </>
  );
  if (!page) return body;
  return (
    <div className="sd-stack">
      <PageHeader {...page} linkComponent={RouterLink} />
      <Card>{body}</Card>
      {after}
    </div>
  );
}
