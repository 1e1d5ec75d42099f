import { toStaffdeskError } from './catalogue';

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

/** The human message of a failed request. */
export function problemMessage(error: unknown): string {
  return describeFailure(error).message;
}
