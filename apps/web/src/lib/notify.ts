import type { NotificationData, notifications as Notifications } from '@mantine/notifications';

export const TOAST_MS = 3000;
type Kind = 'success' | 'error' | 'warning' | 'info';
const COLORS: Record<Kind, string> = { success: 'teal', error: 'red', warning: 'yellow', info: 'blue' };

/**
 * Mantine's notifications code loads after the first paint (the toasts' container does too, see
 * app/provider.tsx): pages that can toast (the shop's Add to cart) do not carry it in their first load.
 * Toasts asked for before it arrives are kept and shown when it does.
 */
let api: typeof Notifications | undefined;
const held: NotificationData[] = [];
let loading: Promise<void> | undefined;

/** Loads the notifications code (once) and shows the toasts held until then. */
export function loadNotifications(): Promise<void> {
  loading ??= import('@mantine/notifications').then(({ notifications }) => {
    api = notifications;
    for (const toast of held.splice(0)) notifications.show(toast);
  });
  return loading;
}

/**
 * Toasts last 3000 ms (spec 1 section 9). The same toast asked for again while it is still on screen (a
 * button tapped twice, a warning repeated) is shown once: its id is its kind, title and message, and
 * Mantine ignores a toast whose id is already showing.
 */
export function notify(kind: Kind, message: string, title?: string) {
  const id = `${kind}\u0000${title ?? ''}\u0000${message}`;
  const toast: NotificationData = { id, color: COLORS[kind], title, message, autoClose: TOAST_MS };
  if (api) {
    api.show(toast);
    return;
  }
  held.push(toast);
  void loadNotifications();
}
