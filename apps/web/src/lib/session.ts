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
 * Logs out: goes home first, then tells the server (a failure there does not keep the user logged in), then
 * clears the session and every cached personal answer. Leaving the page before the server revokes the token
 * matters: the revocation closes the realtime socket, whose session check answers 401 and ends the session
 * before the logout call returns, and a login-required page would then send the user to /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: () => navigate(paths.home, { replace: true }),
    mutationFn: () => logoutRequest().catch(() => null),
    onSettled: () => {
      useSessionStore.getState().signOut();
      clearOrigin();
      queryClient.clear();
    },
  });
}
