import type { ProviderKind, ProviderStatus } from '@nirog/contracts';

/** The queue's filters as the page keeps them. */
export interface ApplicationsQuery {
  page: number;
  kind?: ProviderKind;
  status?: ProviderStatus;
}

/** Every cache key of the provider review, in one factory. */
export const providerReviewKeys = {
  all: ['admin-providers'] as const,
  lists: () => [...providerReviewKeys.all, 'list'] as const,
  list: (query: ApplicationsQuery) => [...providerReviewKeys.lists(), query] as const,
  application: (id: number) => [...providerReviewKeys.all, 'detail', id] as const,
};

export const APPLICATIONS_API = '/api/admin/provider-applications';
