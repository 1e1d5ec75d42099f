import { t } from '@lingui/core/macro';
import { isApiProblem } from '@staffdesk/core';

/**
 * The field errors and the message of an API answer, for a form to show. The server's own
 * messages come in the request's language; only the fallback for no answer is written here.
 */
export function describeFailure(error: unknown): {
  message: string;
  fields: Record<string, string>;
} {
  if (isApiProblem(error)) {
    return { message: error.detail ?? error.title, fields: error.errors ?? {} };
  }
  return {
    message: t`Staffdesk could not be reached. Check your connection and try again.`,
    fields: {},
  };
}
