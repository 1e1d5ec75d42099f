import createFetchClient, { type Client } from 'openapi-fetch';
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import type { paths as MainPaths } from './generated/main';
import type { paths as PayrollPaths } from './generated/payroll';
import type { paths as PdfPaths } from './generated/pdf';

/** Base URL of each service family, e.g. `{ main: '/api/v4' }` or an absolute URL. */
export type ApiBaseUrls = {
  main: string;
  /** The PDF and timesheet generator, e.g. `/pdf/v4`. */
  pdf: string;
  /** Payroll runs, salary data and the tax masters, e.g. `/payroll/v4`. */
  payroll: string;
};

export type ApiClientOptions = {
  baseUrls: ApiBaseUrls;
  /** The fetch to send requests with; core passes one that adds the session token. */
  fetch?: (request: Request) => Promise<Response>;
};

export type FamilyClient<Paths extends {}> = {
  /** Typed `GET`/`POST`/... returning `{ data, error, response }`. */
  fetchClient: Client<Paths>;
  /** Typed React Query hooks: `$api.useQuery('get', '/public/health')`. */
  $api: OpenapiQueryClient<Paths>;
};

export type ApiClients = {
  main: FamilyClient<MainPaths>;
  pdf: FamilyClient<PdfPaths>;
  payroll: FamilyClient<PayrollPaths>;
};

function family<Paths extends {}>(baseUrl: string, options: ApiClientOptions): FamilyClient<Paths> {
  const fetchClient = createFetchClient<Paths>({
    baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return { fetchClient, $api: createQueryHooks(fetchClient) };
}

/** One typed client per service family, built from the generated OpenAPI types. */
export function createApiClients(options: ApiClientOptions): ApiClients {
  return {
    main: family<MainPaths>(options.baseUrls.main, options),
    pdf: family<PdfPaths>(options.baseUrls.pdf, options),
    payroll: family<PayrollPaths>(options.baseUrls.payroll, options),
  };
}
