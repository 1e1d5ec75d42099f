import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './catalogue';
import { describeFailure, failureStatus, problemMessage } from './failure';

const TAKEN = {
  type: 'https://staffdesk.dev/problems/email-taken',
  title: 'Conflict',
  status: 409,
  code: 'email-taken',
  detail: 'Another user already has this email.',
  errors: { email: 'Another user already has this email.' },
};

describe('describeFailure', () => {
  it('reads a problem document: status, code, the server’s message and field errors', () => {
    expect(describeFailure(TAKEN)).toEqual({
      status: 409,
      code: 'email-taken',
      message: 'Another user already has this email.',
      fields: { email: 'Another user already has this email.' },
    });
  });

  it('reads a network failure in the catalogue’s words, without a status', () => {
    expect(describeFailure(new TypeError('Failed to fetch'))).toEqual({
      status: undefined,
      code: undefined,
      message: ERROR_MESSAGES['network-error'],
      fields: {},
    });
  });

  it('reads anything else thrown as an unknown failure', () => {
    expect(describeFailure('boom').message).toBe(ERROR_MESSAGES.unknown);
  });
});

describe('failureStatus and problemMessage', () => {
  it('give the status (none without an error) and the human message', () => {
    expect(failureStatus(TAKEN)).toBe(409);
    expect(failureStatus(null)).toBeUndefined();
    expect(failureStatus(undefined)).toBeUndefined();
    expect(failureStatus(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(problemMessage(TAKEN)).toBe('Another user already has this email.');
  });
});
