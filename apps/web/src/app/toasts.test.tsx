import { act, render, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notify';
import { AppProvider } from './provider';

const asPhone = (phone: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

describe('toasts', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
  });

  it.each([
    [true, 'bottom-center'],
    [false, 'top-right'],
  ])('on a phone (%s) appear at %s, away from the header on phones', async (phone, position) => {
    asPhone(phone);
    render(
      <AppProvider env="test">
        <p>page</p>
      </AppProvider>,
    );
    act(() => notify('warning', 'Please first add your shipping address'));
    await waitFor(() => expect(document.body).toHaveTextContent('Please first add your shipping address'));
    const container = document.querySelector(`[data-position="${position}"]`);
    expect(container).toHaveTextContent('Please first add your shipping address');
  });
});
