import type { AuthUser } from '@nirog/contracts';
import { notify } from '../../../lib/notify';
import { useSessionStore } from '../../../stores/session';

/**
 * Stores the session and says so. There is no navigation here: the guest-only guard around the account pages
 * sends a logged-in user back to the page they came for (or home).
 */
export function completeSignIn(token: string, user: AuthUser, message: string) {
  notify('success', message);
  useSessionStore.getState().signIn(token, user);
}
