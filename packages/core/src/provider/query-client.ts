import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { StaffdeskError } from '../errors/catalogue';
import { backoffDelay } from '../retry/backoff';

/** Answers that a retry cannot change. */
const FINAL_STATUSES = new Set([401, 403, 404]);
const QUERY_RETRIES = 3;
const QUERY_RETRY_CAP_MS = 30_000;

/** The HTTP status an error carries, if any (`StaffdeskError`, problem documents, fetch wrappers). */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof StaffdeskError) return error.status;
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof status === 'number') return status;
  if (typeof response?.status === 'number') return response.status;
  return undefined;
}

/** Retries a failed query up to 3 times, but never a 401, 403 or 404. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && FINAL_STATUSES.has(status)) return false;
  return failureCount < QUERY_RETRIES;
}

/** A QueryClient with Staffdesk's defaults; `config` is laid over them. */
export function createStaffdeskQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
        retryDelay: (attempt) => backoffDelay(attempt, { capMs: QUERY_RETRY_CAP_MS }),
        ...config.defaultOptions?.queries,
      },
      mutations: {
        retry: false,
        ...config.defaultOptions?.mutations,
      },
    },
  });
}
