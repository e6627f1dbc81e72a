import { notifications } from '@mantine/notifications';

export const TOAST_MS = 3000;
type Kind = 'success' | 'error' | 'warning' | 'info';
const COLORS: Record<Kind, string> = { success: 'teal', error: 'red', warning: 'yellow', info: 'blue' };

/**
 * Toasts last 3000 ms (spec 1 section 9). The same toast asked for again while it is still on screen (a
 * button tapped twice, a warning repeated) is shown once: its id is its kind, title and message, and
 * Mantine ignores a toast whose id is already showing.
 */
export function notify(kind: Kind, message: string, title?: string) {
  const id = `${kind}\u0000${title ?? ''}\u0000${message}`;
  notifications.show({ id, color: COLORS[kind], title, message, autoClose: TOAST_MS });
}
