import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../stores/session';
import { api } from './api-client';
import { paths } from './paths';
import { clearOrigin } from './storage';

/** POST /api/auth/logout: deletes the token on the server. */
export function logoutRequest(): Promise<unknown> {
  return api.post('/api/auth/logout');
}

/**
 * Logs out: tells the server (a failure there does not keep the user logged in), goes home, then clears the
 * session and every cached personal answer. Navigating first keeps login-required pages from sending the
 * user to /login on the way out.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logoutRequest().catch(() => null),
    onSettled: async () => {
      await navigate(paths.home, { replace: true });
      useSessionStore.getState().signOut();
      clearOrigin();
      queryClient.clear();
    },
  });
}
