import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJobRetryResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { JOBS_API, jobsKeys } from './query-keys';

/** `POST /api/admin/jobs/:id/retry`: a failed job runs again. */
export function retryAdminJob(id: string) {
  return api.post<AdminJobRetryResponse>(`${JOBS_API}/${id}/retry`);
}

export function useRetryAdminJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryAdminJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
