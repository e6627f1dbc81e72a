import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AuthUser } from '@nirog/contracts';
import { ApiError, api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session';
import { authKeys } from './keys';

/** Only a token longer than 5 characters is worth checking (spec 1 section 4). */
export const MIN_TOKEN_LENGTH = 5;

interface CheckAuthAnswer {
  status: string;
  user?: AuthUser;
}

/** POST /api/auth/check-is-valid-auth */
export function checkIsValidAuth(signal?: AbortSignal): Promise<CheckAuthAnswer> {
  return api.post<CheckAuthAnswer>('/api/auth/check-is-valid-auth', {}, { signal });
}

/**
 * On app load, checks the stored token once: 'valid-auth' refreshes the stored user, another status logs out,
 * and so does a 401 or 403. Other failures (network, server) keep the session.
 */
export function useCheckIsValidAuth() {
  const [initialToken] = useState(() => useSessionStore.getState().token);
  const token = useSessionStore((s) => s.token);
  // Only the token found at load is checked, and only while it is still the session's token.
  const enabled = Boolean(initialToken && initialToken.length > MIN_TOKEN_LENGTH && token === initialToken);
  const query = useQuery({
    queryKey: authKeys.check(),
    queryFn: ({ signal }) => checkIsValidAuth(signal),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const { data, error } = query;
  useEffect(() => {
    const session = useSessionStore.getState();
    // Only act on the session that was checked (the user may have logged out or in meanwhile).
    if (!session.token || session.token !== initialToken) return;
    if (data) {
      if (data.status === 'valid-auth' && data.user) session.setUser(data.user);
      else session.signOut();
    } else if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      session.signOut();
    }
  }, [data, error, initialToken]);
  return query;
}
