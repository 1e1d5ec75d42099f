import type { MainPaths, MainSchema } from '@staffdesk/api';
import { useApi } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';

export type AuditEntry = MainSchema<'AuditEntry'>;
export type AuditLogQuery = NonNullable<MainPaths['/audit-log']['get']['parameters']['query']>;

/** Audit entries, newest first, filtered by the server (`GET /audit-log`). */
export function useAuditLog(query: AuditLogQuery, options: { enabled?: boolean } = {}) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/audit-log',
    { params: { query } },
    { placeholderData: keepPreviousData, enabled: options.enabled ?? true },
  );
}
