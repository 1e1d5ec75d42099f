import { describe, expect, it } from 'vitest';
import { StaffdeskError } from '../errors/catalogue';
import { createStaffdeskQueryClient, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('never retries 401, 403 or 404', () => {
    expect(shouldRetryQuery(0, new StaffdeskError('unauthorized', { status: 401 }))).toBe(false);
    expect(shouldRetryQuery(0, { status: 403 })).toBe(false);
    expect(shouldRetryQuery(0, { response: { status: 404 } })).toBe(false);
  });

  it('retries other failures up to 3 times', () => {
    const error = new StaffdeskError('server-error', { status: 503 });
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(true);
    expect(shouldRetryQuery(3, error)).toBe(false);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(true);
  });
});

describe('createStaffdeskQueryClient', () => {
  it('uses the Staffdesk retry rule unless told otherwise', () => {
    const client = createStaffdeskQueryClient();
    expect(client.getDefaultOptions().queries?.retry).toBe(shouldRetryQuery);
    const custom = createStaffdeskQueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(custom.getDefaultOptions().queries?.retry).toBe(false);
  });
});
