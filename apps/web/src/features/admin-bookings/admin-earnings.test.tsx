import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { AdminEarning } from '@nirog/contracts';
import { stubApi } from '../../../test/api';
import { useLanguageStore } from '../../stores/language';
import { EARNINGS, aPage, anEarning, loadBookingsPages, onPhone, renderBookings } from './admin-bookings-test-api';

beforeAll(loadBookingsPages, 60_000);
afterEach(() => notifications.clean());

const ready = anEarning();
const paidOut = anEarning({ id: 6, booking_id: 45, status: 'Completed', paid_at: '2026-03-09T06:00:00.000Z' });

/** Earnings answering like the server: paying a Ready one makes it Completed. */
function stubEarnings(initial: AdminEarning[]) {
  let rows = initial;
  return stubApi({
    [`GET ${EARNINGS}`]: (request) => {
      const status = request.query.get('status');
      return { body: aPage(status ? rows.filter((row) => row.status === status) : rows) };
    },
    [`POST ${EARNINGS}/${ready.id}/paid`]: () => {
      rows = rows.map((row) =>
        row.id === ready.id ? { ...row, status: 'Completed', paid_at: '2026-03-10T06:00:00.000Z' } : row,
      );
      return { body: { message: 'The payout was recorded.' } };
    },
  });
}

describe('admin referral earnings', { timeout: 20_000 }, () => {
  it('shows who earned what from which booking, in taka and rupees', async () => {
    stubEarnings([ready, paidOut]);
    renderBookings('/admin/referral-earnings');
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    const first = within(rows[1]);
    expect(first.getByRole('link', { name: 'Booking #44' })).toHaveAttribute('href', '/admin/bookings/44');
    expect(first.getByText('Nasrin Akter')).toBeInTheDocument();
    expect(first.getByText('01812345678')).toBeInTheDocument();
    expect(first.getByText('Karim Uddin')).toBeInTheDocument();
    expect(first.getByText('৳2,000.00')).toBeInTheDocument();
    expect(first.getByText('₹1,379.31')).toBeInTheDocument();
    expect(first.getByText('৳100.00')).toBeInTheDocument();
    expect(first.getByText('₹68.97')).toBeInTheDocument();
    expect(first.getByText('5% at ৳1.45 per ₹')).toBeInTheDocument();
    expect(first.getByText('Ready to pay')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
    const second = within(rows[2]);
    expect(second.getByText('Paid')).toBeInTheDocument();
    expect(second.getByText('Paid 9 Mar 2026')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });

  it('filters by status from the address and the select', async () => {
    const calls = stubEarnings([ready, paidOut]);
    renderBookings('/admin/referral-earnings?status=Completed');
    expect(await screen.findByRole('link', { name: 'Booking #45' })).toBeInTheDocument();
    expect(calls[0].query.get('status')).toBe('Completed');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ready to pay' }));
    expect(await screen.findByRole('link', { name: 'Booking #44' })).toBeInTheDocument();
    expect(calls.at(-1)!.query.get('status')).toBe('Ready');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(await screen.findByText('No earnings with this status.')).toBeInTheDocument();
  });

  it('records a payout after confirmation; the earning shows as paid', async () => {
    const calls = stubEarnings([ready]);
    renderBookings('/admin/referral-earnings');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record this payout?' });
    expect(dialog).toHaveTextContent('Confirm that ৳100.00 was paid to Nasrin Akter.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('The payout was recorded.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`${EARNINGS}/5/paid`]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument());
    expect(screen.getByText('Paid 10 Mar 2026')).toBeInTheDocument();
  });

  it('shows cards on phones and speaks Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    await onPhone(async () => {
      stubEarnings([ready]);
      renderBookings('/admin/referral-earnings');
      const link = await screen.findByRole('link', { name: 'বুকিং #৪৪' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(link.closest('li')!);
      expect(card.getByText('পরিশোধের জন্য প্রস্তুত')).toBeInTheDocument();
      expect(card.getByText('৳১০০.০০')).toBeInTheDocument();
      expect(card.getByText('আয় (৫%)')).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'পরিশোধিত লিখুন' })).toBeInTheDocument();
    });
  });
});
