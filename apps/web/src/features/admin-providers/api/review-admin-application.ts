import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ADMIN_APPLICATION_ACTIONS, AdminApplication } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { APPLICATIONS_API, providerReviewKeys } from './query-keys';

export type ReviewAction = (typeof ADMIN_APPLICATION_ACTIONS)[number];
export interface ReviewAnswer {
  message: string;
  data: AdminApplication;
}

/**
 * `POST /api/admin/provider-applications/:id/:action`: approve, reject (reason), suspend (reason) or
 * reinstate. The answer carries the changed application.
 */
export function reviewAdminApplication({ id, action, reason }: { id: number; action: ReviewAction; reason?: string }) {
  return api.post<ReviewAnswer>(`${APPLICATIONS_API}/${id}/${action}`, reason ? { reason } : {});
}

/** A decision: the fresh application replaces the cached one; the queue is read again (it may have left a filter). */
export function useReviewAdminApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAdminApplication,
    onSuccess: async (answer) => {
      queryClient.setQueryData(providerReviewKeys.application(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: providerReviewKeys.lists() });
    },
  });
}
