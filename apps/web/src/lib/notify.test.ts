import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
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
});
