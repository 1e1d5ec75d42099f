import { describe, expect, it } from 'vitest';
import {
  ChunkLoadError,
  ERROR_MESSAGES,
  errorFromResponse,
  isChunkLoadError,
  problemToError,
  StaffdeskError,
  type StaffdeskErrorCode,
  toStaffdeskError,
} from './catalogue';

const SPEC_CODES: StaffdeskErrorCode[] = [
  'notification-permission-blocked',
  'notification-permission-dismissed',
  'browser-unsupported',
  'indexeddb-unsupported',
  'service-worker-registration-failed',
  'push-token-subscribe-failed',
  'push-token-update-failed',
  'push-token-unsubscribe-failed',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'chunk-load-error',
  'unauthorized',
  'forbidden',
  'not-found',
  'validation-failed',
  'rate-limited',
  'server-error',
  'network-error',
];

describe('error catalogue', () => {
  it('has a user-facing sentence for every condition', () => {
    for (const code of SPEC_CODES) {
      expect(ERROR_MESSAGES[code]).toMatch(/^[A-Z].+\.$/);
    }
  });

  it('gives each StaffdeskError its code and message', () => {
    const error = new StaffdeskError('popup-closed-by-user');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('popup-closed-by-user');
    expect(error.userMessage).toBe(ERROR_MESSAGES['popup-closed-by-user']);
    expect(error.message).toBe(error.userMessage);
  });

  it('makes ChunkLoadError a StaffdeskError with the chunk-load code', () => {
    const error = new ChunkLoadError();
    expect(error).toBeInstanceOf(StaffdeskError);
    expect(error.code).toBe('chunk-load-error');
    expect(error.name).toBe('ChunkLoadError');
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
    'Loading chunk 42 failed.',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises errors named ChunkLoadError and ignores others', () => {
    const named = new Error('x');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('problemToError', () => {
  it('keeps the server code, its message and field errors', () => {
    const error = problemToError({
      type: 'https://staffdesk.dev/problems/validation-failed',
      title: 'Bad request',
      status: 400,
      code: 'validation-failed',
      detail: 'Some fields are not valid.',
      errors: { 'body.email': 'Invalid email' },
    });
    expect(error.code).toBe('validation-failed');
    expect(error.status).toBe(400);
    expect(error.userMessage).toBe('Some fields are not valid.');
    expect(error.fieldErrors).toEqual({ 'body.email': 'Invalid email' });
  });

  it('follows the status for codes the catalogue does not know', () => {
    expect(
      problemToError({ title: 'Not allowed', status: 403, code: 'leave.not-approver' }).code,
    ).toBe('forbidden');
    const conflict = problemToError({ title: 'Server error', status: 503, code: 'app-not-built' });
    expect(conflict.code).toBe('server-error');
    expect(conflict.userMessage).toBe(ERROR_MESSAGES['server-error']);
  });
});

describe('toStaffdeskError', () => {
  it('keeps a StaffdeskError', () => {
    const error = new StaffdeskError('forbidden');
    expect(toStaffdeskError(error)).toBe(error);
  });

  it('maps firebase codes to the catalogue', () => {
    const blocked = Object.assign(new Error('Messaging: blocked'), {
      code: 'messaging/permission-blocked',
    });
    expect(toStaffdeskError(blocked).code).toBe('notification-permission-blocked');
    expect(toStaffdeskError({ code: 'auth/cancelled-popup-request' }).code).toBe(
      'cancelled-popup-request',
    );
  });

  it('recognises chunk failures, problem documents and network failures', () => {
    expect(toStaffdeskError(new TypeError('Importing a module script failed.'))).toBeInstanceOf(
      ChunkLoadError,
    );
    expect(toStaffdeskError({ title: 'Too many', status: 429, code: 'rate-limited' }).code).toBe(
      'rate-limited',
    );
    expect(toStaffdeskError(new TypeError('Failed to fetch')).code).toBe('network-error');
  });

  it('falls back to the given code, keeping the cause', () => {
    const cause = new Error('boom');
    const error = toStaffdeskError(cause, 'push-token-update-failed');
    expect(error.code).toBe('push-token-update-failed');
    expect(error.cause).toBe(cause);
    expect(toStaffdeskError('weird').code).toBe('unknown');
  });
});

describe('errorFromResponse', () => {
  it('reads a problem document', async () => {
    const response = new Response(
      JSON.stringify({ title: 'Not found', status: 404, code: 'not-found', detail: 'No leave 7.' }),
      { status: 404, headers: { 'content-type': 'application/problem+json' } },
    );
    const error = await errorFromResponse(response);
    expect(error.code).toBe('not-found');
    expect(error.userMessage).toBe('No leave 7.');
  });

  it('falls back to the status', async () => {
    const error = await errorFromResponse(new Response('nope', { status: 401 }));
    expect(error.code).toBe('unauthorized');
    expect(error.status).toBe(401);
  });
});
