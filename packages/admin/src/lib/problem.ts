import { toStaffdeskError } from '@staffdesk/core';
import { applyServerFieldErrors } from '@staffdesk/ui';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What went wrong with a request, as a page shows it. */
export type Failure = {
  /** The HTTP status, when the server answered. */
  status: number | undefined;
  /** The server's stable code (`email-taken`, `last-super-admin`…). */
  code: string | undefined;
  /** The human message: the server's `detail`, or the catalogue's words. */
  message: string;
  /** Field errors: field name to message. */
  fields: Record<string, string>;
};

/** Reads a failed request: a problem document, a network failure or anything else thrown. */
export function describeFailure(error: unknown): Failure {
  const failure = toStaffdeskError(error);
  return {
    status: failure.status,
    code: failure.problem?.code,
    message: failure.userMessage,
    fields: failure.fieldErrors ?? {},
  };
}

/** The HTTP status of a failed request, if the server answered. */
export function failureStatus(error: unknown): number | undefined {
  return error == null ? undefined : describeFailure(error).status;
}

/**
 * Shows a failed save in a form: each field error beside its field (when the form has that
 * field) and the server's message above the form when no field error explains it.
 */
export function showFailureInForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly string[],
): Failure {
  const failure = describeFailure(error);
  const known = Object.fromEntries(
    Object.entries(failure.fields).filter(([field]) => fields.includes(field)),
  );
  const shown = applyServerFieldErrors(form.setError, known);
  if (shown === 0 || shown < Object.keys(failure.fields).length) {
    form.setError('root.server', { type: 'server', message: failure.message });
  }
  return failure;
}
