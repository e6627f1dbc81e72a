import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPrescription } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { PRESCRIPTIONS_API, pharmacyKeys } from './query-keys';
import { SIGNED_LINKS_REFRESH_MS } from '../../../lib/signed-links';

/** `GET /api/admin/prescriptions/:id`: the prescription, the customer, where to deliver and the history. */
export function getAdminPrescription(id: number, signal?: AbortSignal) {
  return api.get<AdminPrescription>(`${PRESCRIPTIONS_API}/${id}`, { signal });
}

export function adminPrescriptionQueryOptions(id: number) {
  return queryOptions({
    queryKey: pharmacyKeys.prescription(id),
    queryFn: ({ signal }) => getAdminPrescription(id, signal),
    // The image addresses are signed and short-lived: do not keep a stale copy for long.
    staleTime: 15_000,
    refetchInterval: SIGNED_LINKS_REFRESH_MS,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useAdminPrescription(id: number) {
  return useQuery(adminPrescriptionQueryOptions(id));
}
