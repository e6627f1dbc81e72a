import { notifications } from '@mantine/notifications';

export const TOAST_MS = 3000;
type Kind = 'success' | 'error' | 'warning' | 'info';
const COLORS: Record<Kind, string> = { success: 'teal', error: 'red', warning: 'yellow', info: 'blue' };

/** Toasts last 3000 ms (spec 1 section 9). */
export function notify(kind: Kind, message: string, title?: string) {
  notifications.show({ color: COLORS[kind], title, message, autoClose: TOAST_MS });
}
