import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { useLanguageStore } from '../../stores/language';
import { CompleteWhenDue } from './complete-when-due';

const action = <button type="button">Completed</button>;

describe('CompleteWhenDue', () => {
  it('offers the action on a Ready booking whose day has come', async () => {
    renderWithProviders(
      <CompleteWhenDue booking={{ status: 'Ready', can_complete: true }} day="2026-12-03">
        {action}
      </CompleteWhenDue>,
    );
    expect(await screen.findByRole('button', { name: 'Completed' })).toBeInTheDocument();
    expect(screen.queryByText(/Can be completed from/)).not.toBeInTheDocument();
  });

  it('says from when, in place of the action, before the day', async () => {
    renderWithProviders(
      <CompleteWhenDue booking={{ status: 'Ready', can_complete: false }} day="2026-12-03">
        {action}
      </CompleteWhenDue>,
    );
    expect(await screen.findByText('Can be completed from 3 December 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Completed' })).not.toBeInTheDocument();
  });

  it("writes the booking's own day as it is (an India doctor's day is India's)", async () => {
    renderWithProviders(
      <CompleteWhenDue booking={{ status: 'Ready', can_complete: false }} day="2026-12-31">
        {action}
      </CompleteWhenDue>,
    );
    expect(await screen.findByText('Can be completed from 31 December 2026')).toBeInTheDocument();
  });

  it('writes the date in Bengali for a Bengali reader', async () => {
    useLanguageStore.setState({ language: 'bn' });
    renderWithProviders(
      <CompleteWhenDue booking={{ status: 'Ready', can_complete: false }} day="2026-12-03">
        {action}
      </CompleteWhenDue>,
    );
    expect(await screen.findByText('৩ ডিসেম্বর ২০২৬ থেকে সম্পন্ন করা যাবে')).toBeInTheDocument();
  });

  it('shows nothing on a booking that is not Ready', async () => {
    for (const status of ['Pending', 'Completed', 'Cancelled'] as const) {
      const { container, unmount } = renderWithProviders(
        <CompleteWhenDue booking={{ status, can_complete: false }} day="2026-12-03">
          {action}
        </CompleteWhenDue>,
      );
      expect(screen.queryByRole('button', { name: 'Completed' })).not.toBeInTheDocument();
      expect(container.textContent).not.toMatch(/completed from/);
      unmount();
    }
  });
});
