import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, ReferralThingsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { useLanguageStore } from '../../../stores/language';
import { useSessionStore } from '../../../stores/session';

/** Every cache key of the referral feature, in one factory. */
export const referralKeys = {
  all: ['referral'] as const,
  /** The answer depends on the user (code, link) and the language (text_box). */
  things: (userId: number | null, language: Language) => [...referralKeys.all, 'things', userId, language] as const,
};

/** `GET /api/referral-things` (login required): banner, instruction text, the user's code and link. */
export function getReferralThings(signal?: AbortSignal): Promise<ReferralThingsResponse> {
  return api.get<ReferralThingsResponse>('/api/referral-things', { signal });
}

export function referralThingsQueryOptions(userId: number | null, language: Language) {
  return queryOptions({
    queryKey: referralKeys.things(userId, language),
    queryFn: ({ signal }) => getReferralThings(signal),
    staleTime: 5 * 60_000,
  });
}

export function useReferralThings() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const language = useLanguageStore((s) => s.language);
  return useQuery(referralThingsQueryOptions(userId, language));
}
