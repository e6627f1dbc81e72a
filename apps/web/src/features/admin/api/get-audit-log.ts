import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/audit-log?page=` (Admin): every back-office action, newest first. */
export function getAuditLog(page: number, signal?: AbortSignal) {
  return api.get<AuditLogResponse>('/api/admin/audit-log', { query: { page }, signal });
}

export function auditLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: adminKeys.auditLogPage(page),
    queryFn: ({ signal }) => getAuditLog(page, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAuditLog(page: number) {
  return useQuery(auditLogQueryOptions(page));
}
