import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, stubApi } from '../../test/api';
import { useSessionStore } from '../stores/session';
import { PRESENCE_INTERVAL_MS, usePresenceHeartbeat } from './presence';

const beats = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/update-user-status');

describe('presence heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('beats at once, every 120 s and on focus for a doctor, and stops on logout', async () => {
    const calls = stubApi({ 'POST /api/update-user-status': { body: { status: 'success' } } });
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderHook(() => usePresenceHeartbeat());
    expect(beats(calls)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(PRESENCE_INTERVAL_MS - 1));
    expect(beats(calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(beats(calls)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(PRESENCE_INTERVAL_MS));
    expect(beats(calls)).toHaveLength(3);

    // Focus: one beat, not a burst.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(beats(calls)).toHaveLength(4);
    expect(beats(calls)[0].headers.authorization).toMatch(/^Bearer /);

    act(() => useSessionStore.getState().signOut());
    await act(() => vi.advanceTimersByTimeAsync(PRESENCE_INTERVAL_MS * 3));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(beats(calls)).toHaveLength(4);
  });

  it('sends nothing for a patient, a nurse or a guest', async () => {
    const calls = stubApi({});
    renderHook(() => usePresenceHeartbeat());
    act(() => {
      logIn({ roles: [{ id: 3, name: 'Nurse' }] });
    });
    await act(() => vi.advanceTimersByTimeAsync(PRESENCE_INTERVAL_MS * 2));
    expect(beats(calls)).toHaveLength(0);
  });
});
