import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallLogEntry } from '@nirog/contracts';
import { aPage, stubApi } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { useLanguageStore } from '../../stores/language';
import { adminCallsRoutes } from './admin-calls-routes';

const CALLS = '/api/admin/calls';

function aCall(overrides: Partial<CallLogEntry> = {}): CallLogEntry {
  return {
    id: 1,
    booking_id: 41,
    booking_kind: 'video',
    caller: { id: 2, name: 'Dr. Farhana Rahman', avatar: null },
    receiver: { id: 3, name: 'Karim Uddin', avatar: null },
    is_video: true,
    status: 'ended',
    rang_at: '2026-03-05T04:30:00.000Z',
    answered_at: '2026-03-05T04:30:10.000Z',
    ended_at: '2026-03-05T04:32:05.000Z',
    duration_seconds: 115,
    ended_by: 2,
    ...overrides,
  };
}
const missed = aCall({
  id: 2,
  booking_kind: 'audio',
  is_video: false,
  status: 'missed',
  answered_at: null,
  duration_seconds: null,
});

const renderCalls = (path = '/admin/calls') => renderRoutes([{ path: '/admin', children: adminCallsRoutes }], path);

beforeAll(() => import('./pages/admin-calls-page'), 60_000);

describe('call log page', { timeout: 30_000 }, () => {
  it('shows each call: who, which booking, audio or video, status, times and duration', async () => {
    stubApi({ [`GET ${CALLS}`]: { body: aPage([aCall(), missed]) } });
    renderCalls();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calls' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Dr. Farhana Rahman called Karim Uddin')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Video consultation #41')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Ended')).toBeInTheDocument();
    expect(within(rows[1]).getByText('1:55')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Answered 10:30:10 AM')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Audio')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Missed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Not answered')).toBeInTheDocument();
  });

  it('asks the server for the chosen status and booking', async () => {
    const calls = stubApi({ [`GET ${CALLS}`]: { body: aPage([missed]) } });
    renderCalls();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Missed' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('missed'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Booking no.' }), '41');
    await waitFor(() => expect(calls.at(-1)!.query.get('booking_id')).toBe('41'));
  });

  it('shows an empty state that leads back to every call', async () => {
    const calls = stubApi({ [`GET ${CALLS}`]: { body: aPage([]) } });
    renderCalls('/admin/calls?status=missed');
    expect(await screen.findByText('No calls here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all calls' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBeNull());
  });

  it('speaks Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    try {
      stubApi({ [`GET ${CALLS}`]: { body: aPage([aCall()]) } });
      renderCalls();
      expect(await screen.findByRole('heading', { level: 1, name: 'কল' })).toBeInTheDocument();
      expect(await screen.findByText('১:৫৫')).toBeInTheDocument();
      expect(screen.getByText('ভিডিও পরামর্শ #৪১')).toBeInTheDocument();
    } finally {
      useLanguageStore.setState({ language: 'en' });
    }
  });
});
