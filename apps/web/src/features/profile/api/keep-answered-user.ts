import type { AuthUser } from '@nirog/contracts';
import { useSessionStore } from '../../../stores/session';

/**
 * Stores the user a profile call answered, so the header and sidebar show the change at once. An
 * answer that arrives after logout (or for another account) is ignored.
 */
export function keepAnsweredUser({ user }: { user: AuthUser }) {
  const session = useSessionStore.getState();
  if (session.token && session.user?.id === user.id) session.setUser(user);
}
