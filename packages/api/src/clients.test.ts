import { describe, expect, it } from 'vitest';
import { createApiClients } from './index';

describe('createApiClients', () => {
  it('sends typed requests to the family base URL through the given fetch', async () => {
    const seen: string[] = [];
    const clients = createApiClients({
      baseUrls: {
        main: 'http://127.0.0.1:9/api/v4',
        pdf: 'http://127.0.0.1:9/pdf/v4',
        payroll: 'http://127.0.0.1:9/payroll/v4',
      },
      fetch: async (request) => {
        seen.push(`${request.method} ${request.url}`);
        return Response.json({ status: 'ok', version: '4.95.202.725', database: 'pglite' });
      },
    });
    const { data } = await clients.main.fetchClient.GET('/public/health');
    expect(seen).toEqual(['GET http://127.0.0.1:9/api/v4/public/health']);
    expect(data?.database).toBe('pglite');
  });

  it('answers a problem document as the error, not the data', async () => {
    const clients = createApiClients({
      baseUrls: {
        main: 'http://127.0.0.1:9/api/v4',
        pdf: 'http://127.0.0.1:9/pdf/v4',
        payroll: 'http://127.0.0.1:9/payroll/v4',
      },
      fetch: async () =>
        new Response(
          JSON.stringify({
            type: 'x',
            title: 'Unavailable',
            status: 503,
            code: 'database-unavailable',
          }),
          { status: 503, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    const { data, error } = await clients.main.fetchClient.GET('/public/health');
    expect(data).toBeUndefined();
    expect(error?.code).toBe('database-unavailable');
  });
});
