import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';

const shown = () => [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue];

describe('notify', () => {
  afterEach(() => notifications.clean());

  it('shows a repeated warning once instead of stacking copies', () => {
    notify('warning', 'Please first add your shipping address', 'Shipping address not found');
    notify('warning', 'Please first add your shipping address', 'Shipping address not found');
    notify('warning', 'Please first add your shipping address', 'Shipping address not found');
    expect(shown()).toHaveLength(1);
  });

  it('still shows different messages and kinds', () => {
    notify('warning', 'One');
    notify('error', 'One');
    notify('warning', 'Two');
    expect(shown().map((n) => n.message)).toEqual(['One', 'One', 'Two']);
  });

  it('keeps the toasts asked for before the notifications code is loaded, and shows each once when it is', async () => {
    vi.resetModules(); // a first load: neither this module nor Mantine's notifications loaded yet
    const fresh = await import('./notify');
    fresh.notify('success', 'Added to cart');
    fresh.notify('success', 'Added to cart');
    fresh.notify('error', 'Out of stock');
    await fresh.loadNotifications();
    const { notificationsStore: store, notifications: api } = await import('@mantine/notifications');
    const state = store.getState();
    expect([...state.notifications, ...state.queue].map((n) => n.message)).toEqual(['Added to cart', 'Out of stock']);
    api.clean();
  });
});
