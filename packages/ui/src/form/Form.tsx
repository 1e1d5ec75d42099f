import { useLingui } from '@lingui/react/macro';
import {
  type ComponentPropsWithRef,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
} from 'react';
import {
  type FieldValues,
  FormProvider,
  type Path,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
  type UseFormSetError,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { Banner } from '../components/States';
import { cx } from '../cx';

interface FormOptions {
  validateOnBlur: boolean;
}

const FormOptionsContext = createContext<FormOptions>({ validateOnBlur: true });

/** Options the fields read from the nearest `Form`. */
export function useFormOptions(): FormOptions {
  return useContext(FormOptionsContext);
}

export interface FormProps<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
> extends Omit<
    ComponentPropsWithRef<'form'>,
    'onSubmit' | 'onInvalid' | 'children' | 'noValidate'
  > {
  /** What `useForm()` returned. */
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  /** Runs with valid values. Catch server errors here and pass them to `applyServerFieldErrors`. */
  onSubmit: SubmitHandler<TTransformedValues>;
  onInvalid?: SubmitErrorHandler<TFieldValues>;
  /** Validate a field as the user leaves it, whatever `useForm`'s `mode` (default true). */
  validateOnBlur?: boolean;
  /** Use the full width instead of the readable 720 px column. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A react-hook-form form: provides the form to the fields below (`useFormContext`), turns off
 * the browser's own validation, and validates each field as the user leaves it.
 */
export function Form<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>({
  form,
  onSubmit,
  onInvalid,
  validateOnBlur = true,
  wide,
  className,
  children,
  ...props
}: FormProps<TFieldValues, TContext, TTransformedValues>) {
  return (
    <FormProvider {...form}>
      <FormOptionsContext.Provider value={{ validateOnBlur }}>
        <form
          noValidate
          className={cx('sd-form', wide && 'sd-form--wide', className)}
          onSubmit={form.handleSubmit(onSubmit, onInvalid)}
          {...props}
        >
          {children}
        </form>
      </FormOptionsContext.Provider>
    </FormProvider>
  );
}

export interface FormSectionProps {
  title?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled group of fields (a fieldset with a legend). */
export function FormSection({ title, description, children, className }: FormSectionProps) {
  return (
    <fieldset className={cx('sd-form-section', className)}>
      {title ? <legend className="sd-form-section__title">{title}</legend> : null}
      {description ? <p className="sd-field__description">{description}</p> : null}
      {children}
    </fieldset>
  );
}

/** Fields side by side on wide screens, stacked on phones. */
export function FormRow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('sd-form-row', className)}>{children}</div>;
}

function DirtyStatus() {
  const { t } = useLingui();
  const { isDirty } = useFormState();
  if (!isDirty) return null;
  return (
    <span className="sd-form-actions__status" role="status">
      <span className="sd-form-actions__dirty-dot" aria-hidden="true" />
      {t`Unsaved changes`}
    </span>
  );
}

export interface FormActionsProps {
  /** The buttons; the main one last ("Save employee"). */
  children: ReactNode;
  /** Say "Unsaved changes" while the form differs from its defaults (default true). */
  showDirty?: boolean;
  className?: string;
}

/** The save bar at the bottom of a form; it sticks to the bottom of the screen on long forms. */
export function FormActions({ children, showDirty = true, className }: FormActionsProps) {
  const context = useFormContext();
  return (
    <div className={cx('sd-form-actions', className)}>
      {showDirty && context ? <DirtyStatus /> : null}
      {children}
    </div>
  );
}

/** The form-wide error from the server (`applyServerFieldErrors` with a '' or 'root' key). */
export function FormError({ className }: { className?: string }) {
  const { errors } = useFormState();
  const root = errors.root as
    | ({ message?: string } & Record<string, { message?: string }>)
    | undefined;
  const message = root?.server?.message ?? root?.message;
  if (!message) return null;
  return (
    <Banner tone="error" className={className}>
      {message}
    </Banner>
  );
}

/** Keys that mean "the whole form" rather than one field ('', 'root', 'form', '_', '_form'). */
const FORM_KEYS = new Set(['', 'root', 'form']);
const isFormKey = (key: string) => FORM_KEYS.has(key.replace(/^_/, ''));

/**
 * Shows the server's field errors beside their fields (type 'server'), and focuses the first.
 * A '' / 'root' key becomes the form-wide error shown by `FormError`. Returns how many were set.
 */
export function applyServerFieldErrors<TFieldValues extends FieldValues>(
  setError: UseFormSetError<TFieldValues>,
  errors: Record<string, string | string[]>,
): number {
  let count = 0;
  let focused = false;
  for (const [field, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value.join(' ') : value;
    if (!message) continue;
    if (isFormKey(field)) {
      setError('root.server', { type: 'server', message });
    } else {
      setError(field as Path<TFieldValues>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
    count += 1;
  }
  return count;
}

/** A failed save as a form shows it: the server's message and its field errors. */
export interface FormFailure {
  /** The human message (the server's `detail`, or the catalogue's words). */
  message: string;
  /** Field errors: the server's field path to message. */
  fields: Record<string, string>;
}

/**
 * Shows a failed save in a form: each field error beside its field (when the form has that
 * field) and the server's message above the form when no field error explains it (a 409
 * "already pending", for one). `fieldOf` maps the server's field path to the form's
 * (`proposed.nik` → `nik`).
 */
export function showFailureInForm<TFieldValues extends FieldValues>(
  form: Pick<UseFormReturn<TFieldValues>, 'setError'>,
  failure: FormFailure,
  fields: readonly string[],
  fieldOf: (serverField: string) => string = (field) => field,
): void {
  const known = Object.fromEntries(
    Object.entries(failure.fields)
      .map(([field, message]) => [fieldOf(field), message] as const)
      .filter(([field]) => fields.includes(field)),
  );
  const shown = applyServerFieldErrors(form.setError, known);
  if (shown === 0 || shown < Object.keys(failure.fields).length) {
    form.setError('root.server', { type: 'server', message: failure.message });
  }
}

/** Asks the browser to confirm before the tab is closed or reloaded while `when` is true. */
export function useBeforeUnloadWarning(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const handler = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, [when]);
}
