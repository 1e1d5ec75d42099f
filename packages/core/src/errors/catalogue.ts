/**
 * The error catalogue of product-spec §8, plus the API conditions the server answers with
 * (`application/problem+json`, RFC 9457). Every error a caller may show is a `StaffdeskError`
 * with a stable `code` and a clear, user-facing `userMessage`.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { standaloneI18n } from '../i18n/standalone';

export type StaffdeskErrorCode =
  // Push notifications (third-party conditions of product-spec §8).
  | 'notification-permission-blocked'
  | 'notification-permission-dismissed'
  | 'browser-unsupported'
  | 'indexeddb-unsupported'
  | 'service-worker-registration-failed'
  | 'push-token-subscribe-failed'
  | 'push-token-update-failed'
  | 'push-token-unsubscribe-failed'
  // Google sign-in.
  | 'popup-closed-by-user'
  | 'cancelled-popup-request'
  | 'popup-blocked'
  | 'google-sign-in-failed'
  // Code loading.
  | 'chunk-load-error'
  // API answers.
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'validation-failed'
  | 'rate-limited'
  | 'server-error'
  | 'network-error'
  // Anything else.
  | 'unknown';

const ERROR_WORDS: Readonly<Record<StaffdeskErrorCode, MessageDescriptor>> = {
  'notification-permission-blocked': msg`Notifications are blocked for Staffdesk. Allow them in your browser's site settings to get alerts.`,
  'notification-permission-dismissed': msg`Notifications were not turned on. Allow them when your browser asks to get alerts.`,
  'browser-unsupported': msg`This browser does not support Staffdesk notifications.`,
  'indexeddb-unsupported': msg`This browser does not allow the storage Staffdesk notifications need. Private browsing may be the cause.`,
  'service-worker-registration-failed': msg`Staffdesk could not set up notifications in this browser. Reload the page and try again.`,
  'push-token-subscribe-failed': msg`Staffdesk could not turn on notifications for this browser. Please try again later.`,
  'push-token-update-failed': msg`Staffdesk could not refresh notifications for this browser. Please try again later.`,
  'push-token-unsubscribe-failed': msg`Staffdesk could not turn off notifications for this browser.`,
  'popup-closed-by-user': msg`The Google sign-in window was closed before sign-in finished.`,
  'cancelled-popup-request': msg`Another sign-in window was opened, so this one was cancelled.`,
  'popup-blocked': msg`Your browser blocked the Google sign-in window. Allow pop-ups for Staffdesk and try again.`,
  'google-sign-in-failed': msg`Google sign-in did not complete. Please try again.`,
  'chunk-load-error': msg`A new version of Staffdesk is available. Reload the page to continue.`,
  unauthorized: msg`Your session has ended. Please sign in again.`,
  forbidden: msg`You do not have permission to do this.`,
  'not-found': msg`What you are looking for could not be found.`,
  'validation-failed': msg`Some fields need attention. Check them and try again.`,
  'rate-limited': msg`Too many requests. Please wait a moment and try again.`,
  'server-error': msg`Something went wrong on our side. Please try again later.`,
  'network-error': msg`Staffdesk could not reach the server. Check your connection and try again.`,
  unknown: msg`Something went wrong. Please try again.`,
};

/** Each code's user-facing message, read in the language shown (translated when read). */
export const ERROR_MESSAGES: Readonly<Record<StaffdeskErrorCode, string>> = Object.freeze(
  Object.defineProperties(
    {} as Record<StaffdeskErrorCode, string>,
    Object.fromEntries(
      (Object.keys(ERROR_WORDS) as StaffdeskErrorCode[]).map((code) => [
        code,
        { enumerable: true, get: () => standaloneI18n()._(ERROR_WORDS[code]) },
      ]),
    ),
  ),
);

export function isStaffdeskErrorCode(value: unknown): value is StaffdeskErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/** RFC 9457 problem details, as the Staffdesk server answers every error. */
export type ApiProblem = {
  type?: string;
  title: string;
  status: number;
  /** Stable machine-readable code, e.g. `validation-failed`. */
  code: string;
  detail?: string;
  /** Field errors: field path to message. */
  errors?: Record<string, string>;
};

export type StaffdeskErrorOptions = {
  /** Technical message (for logs); defaults to the user-facing message. */
  message?: string;
  /** Overrides the catalogue's user-facing message (e.g. the server's `detail`). */
  userMessage?: string;
  cause?: unknown;
  /** The HTTP status, for API errors. */
  status?: number;
  /** Field errors of a `validation-failed` answer. */
  fieldErrors?: Record<string, string>;
  /** The problem document the server sent, for API errors. */
  problem?: ApiProblem;
};

export class StaffdeskError extends Error {
  readonly code: StaffdeskErrorCode;
  readonly status: number | undefined;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly problem: ApiProblem | undefined;

  /** The server's own words (its `detail`), when it sent any. */
  private readonly givenUserMessage: string | undefined;

  constructor(code: StaffdeskErrorCode, options: StaffdeskErrorOptions = {}) {
    super(options.message ?? options.userMessage ?? ERROR_MESSAGES[code], { cause: options.cause });
    this.name = 'StaffdeskError';
    this.code = code;
    this.givenUserMessage = options.userMessage;
    this.status = options.status;
    this.fieldErrors = options.fieldErrors;
    this.problem = options.problem;
  }

  /** What to tell the user: the server's words, or the catalogue's in the language shown. */
  get userMessage(): string {
    return this.givenUserMessage ?? ERROR_MESSAGES[this.code];
  }
}

/** A script or stylesheet chunk failed to load or timed out: usually a new deployment. */
export class ChunkLoadError extends StaffdeskError {
  constructor(options: Omit<StaffdeskErrorOptions, 'status' | 'fieldErrors' | 'problem'> = {}) {
    super('chunk-load-error', options);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

/** True for a failed or timed-out chunk load, in any browser's wording. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (error instanceof StaffdeskError) return error.code === 'chunk-load-error';
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** The error code for an HTTP status when the server sent no known code. */
export function codeForStatus(status: number): StaffdeskErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 400 || status === 422) return 'validation-failed';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server-error';
  return 'unknown';
}

export function isApiProblem(value: unknown): value is ApiProblem {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.status === 'number' &&
    typeof candidate.title === 'string' &&
    typeof candidate.code === 'string'
  );
}

/**
 * A typed error from the server's problem document. A known `code` is kept; otherwise the code
 * follows the status. The server's `detail` is its human message and becomes `userMessage`.
 */
export function problemToError(problem: ApiProblem): StaffdeskError {
  const code = isStaffdeskErrorCode(problem.code) ? problem.code : codeForStatus(problem.status);
  return new StaffdeskError(code, {
    message: `${problem.status} ${problem.title}: ${problem.detail ?? problem.code}`,
    userMessage: problem.detail,
    status: problem.status,
    fieldErrors: problem.errors,
    problem,
  });
}

/** Codes used by the firebase SDK (messaging and auth) for the conditions of product-spec §8. */
const THIRD_PARTY_CODES: Readonly<Record<string, StaffdeskErrorCode>> = {
  'messaging/permission-blocked': 'notification-permission-blocked',
  'messaging/permission-default': 'notification-permission-dismissed',
  'messaging/unsupported-browser': 'browser-unsupported',
  'messaging/indexed-db-unsupported': 'indexeddb-unsupported',
  'messaging/failed-service-worker-registration': 'service-worker-registration-failed',
  'messaging/token-subscribe-failed': 'push-token-subscribe-failed',
  'messaging/token-update-failed': 'push-token-update-failed',
  'messaging/token-unsubscribe-failed': 'push-token-unsubscribe-failed',
  'auth/popup-closed-by-user': 'popup-closed-by-user',
  'auth/cancelled-popup-request': 'cancelled-popup-request',
  'auth/popup-blocked': 'popup-blocked',
};

function isNetworkFailure(error: Error): boolean {
  return (
    error.name === 'TypeError' &&
    /failed to fetch|networkerror|network request failed|load failed/i.test(error.message)
  );
}

/**
 * Turns anything thrown into a `StaffdeskError`: kept as is when it already is one; recognised
 * when it is a chunk-load failure, a problem document, a network failure or a firebase error;
 * otherwise `fallback` (default `unknown`) with the original as `cause`.
 */
export function toStaffdeskError(
  error: unknown,
  fallback: StaffdeskErrorCode = 'unknown',
): StaffdeskError {
  if (error instanceof StaffdeskError) return error;
  if (isChunkLoadError(error)) {
    return new ChunkLoadError({ message: (error as Error).message, cause: error });
  }
  if (isApiProblem(error)) return problemToError(error);
  if (typeof error === 'object' && error !== null) {
    const thirdPartyCode = (error as { code?: unknown }).code;
    if (typeof thirdPartyCode === 'string' && Object.hasOwn(THIRD_PARTY_CODES, thirdPartyCode)) {
      const code = THIRD_PARTY_CODES[thirdPartyCode] as StaffdeskErrorCode;
      const message = error instanceof Error ? error.message : undefined;
      return new StaffdeskError(code, { message, cause: error });
    }
  }
  if (error instanceof Error) {
    if (isNetworkFailure(error)) {
      return new StaffdeskError('network-error', { message: error.message, cause: error });
    }
    return new StaffdeskError(fallback, { message: error.message, cause: error });
  }
  return new StaffdeskError(fallback, { message: String(error), cause: error });
}

/**
 * The typed error for a failed HTTP answer: the problem document when the server sent one,
 * otherwise the code that follows the status.
 */
export async function errorFromResponse(response: Response): Promise<StaffdeskError> {
  const contentType = response.headers.get('content-type') ?? '';
  if (/json/i.test(contentType)) {
    try {
      const body: unknown = await response.clone().json();
      if (isApiProblem(body)) return problemToError(body);
    } catch {
      // Not JSON after all: fall through to the status.
    }
  }
  const code = codeForStatus(response.status);
  return new StaffdeskError(code, {
    message: `${response.status} ${response.statusText || code}`,
    status: response.status,
  });
}
