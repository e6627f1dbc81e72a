import { useEffect } from 'react';
import { useSessionStore } from '../stores/session';
import { api } from './api-client';
import { hasRole, ROLE } from './roles';

/** The heartbeat's period (spec 3 section 9): the server counts a user online for 5 minutes after one. */
export const PRESENCE_INTERVAL_MS = 120_000;
/** A focus sends at most one heartbeat this often (switching tabs back and forth sends no burst). */
const FOCUS_GAP_MS = 15_000;

/** `POST /api/update-user-status` */
export function sendPresence(): Promise<unknown> {
  return api.post('/api/update-user-status');
}

/**
 * While a user holding role id 2 (doctor) is signed in: a heartbeat at once, every 120 s, and when the
 * window regains focus. Logging out (or losing the role) stops it. A failed beat is not retried: the
 * next one comes anyway.
 */
export function usePresenceHeartbeat() {
  const active = useSessionStore((s) => Boolean(s.token) && hasRole(s.user, ROLE.Doctor));
  useEffect(() => {
    if (!active) return;
    let last = 0;
    const beat = () => {
      last = Date.now();
      sendPresence().catch(() => undefined);
    };
    const onFocus = () => {
      if (Date.now() - last >= FOCUS_GAP_MS) beat();
    };
    beat();
    const timer = window.setInterval(beat, PRESENCE_INTERVAL_MS);
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [active]);
}
