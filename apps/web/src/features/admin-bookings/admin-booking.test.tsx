import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';
import type { AdminBookingDetail } from '@nirog/contracts';
import { stubApi } from '../../../test/api';
import { AdminBookingBlocksProvider, type AdminBookingBlockProps } from '../../components/booking-tools';
import { useLanguageStore } from '../../stores/language';
import { BOOKINGS, aBookingDetail, loadBookingsPages, renderBookings } from './admin-bookings-test-api';

beforeAll(loadBookingsPages, 60_000);
afterEach(() => notifications.clean());

const cancelledEvent = {
  id: 3,
  kind: 'cancelled',
  actor: { id: 1, name: 'Ayesha Admin' },
  details: { cause: 'staff', reason: 'Doctor is on leave', refund_due: true },
  created_at: '2026-03-06T04:00:00.000Z',
};

/** The booking API answering like the server: cancel and refund return the fresh booking. */
function stubBooking(initial: AdminBookingDetail) {
  let current = initial;
  const calls = stubApi({
    [`GET ${BOOKINGS}/${initial.id}`]: () => ({ body: current }),
    [`POST ${BOOKINGS}/${initial.id}/cancel`]: (request) => {
      const reason = (request.body as { reason: string }).reason;
      current = {
        ...current,
        status: 'Cancelled',
        refund_due: true,
        cancel_reason: reason,
        history: [...current.history, cancelledEvent],
      };
      return { body: { message: 'The booking was cancelled.', data: current } };
    },
    [`POST ${BOOKINGS}/${initial.id}/refunded`]: () => {
      current = {
        ...current,
        payment_status: 'Refunded',
        refund_due: false,
        refunded_at: '2026-03-07T04:00:00.000Z',
        history: [
          ...current.history,
          {
            id: 4,
            kind: 'refunded',
            actor: { id: 1, name: 'Ayesha Admin' },
            details: {},
            created_at: '2026-03-07T04:00:00.000Z',
          },
        ],
      };
      return { body: { message: 'The refund was recorded.', data: current } };
    },
  });
  return calls;
}

describe('admin booking page', { timeout: 20_000 }, () => {
  it('shows the booking, its fee breakdown and its history newest first', async () => {
    stubBooking(aBookingDetail({ vat: 13.5, total_amount: 913.5 }));
    renderBookings('/admin/bookings/41');
    expect(await screen.findByRole('heading', { name: 'Booking #41' })).toBeInTheDocument();
    expect(screen.getByText('Doctor appointment, booked 5th March, 2026 10:30 AM')).toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: 'Booking' }));
    expect(facts.getByRole('link', { name: 'Rahima Khatun' })).toHaveAttribute('href', '/admin/users/7');
    expect(facts.getByRole('link', { name: 'Dr. Sadia Afrin' })).toHaveAttribute('href', '/admin/providers/12');
    expect(facts.getByText('10 Mar 2026, 05:30 PM')).toBeInTheDocument();
    const fee = within(screen.getByRole('region', { name: 'Fee' }));
    expect(fee.getByText('৳1,000.00')).toBeInTheDocument();
    expect(fee.getByText('−৳100.00')).toBeInTheDocument();
    expect(fee.getByText('৳13.50')).toBeInTheDocument();
    expect(fee.getByText('৳913.50')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' }));
    const items = history.getAllByText(/^(Booked|Paid)$/);
    expect(items.map((item) => item.textContent)).toEqual(['Paid', 'Booked']);
    expect(history.getByText('Reference SBX-77')).toBeInTheDocument();
    expect(history.getByText('System, 5th March, 2026 10:35 AM')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Refund due' })).not.toBeInTheDocument();
  });

  it('cancels with a reason after saying the paid money will be refunded, then records the refund', async () => {
    const calls = stubBooking(aBookingDetail());
    renderBookings('/admin/bookings/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking #41?' });
    expect(dialog).toHaveTextContent('The patient paid ৳900.00: the booking will be flagged for refund.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(within(dialog).getByText('Please write the reason for cancelling.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Doctor is on leave ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByText('The booking was cancelled.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Doctor is on leave' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('By staff · Reason: Doctor is on leave · flagged for refund')).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Refund due' });
    expect(panel).toHaveTextContent('Rahima Khatun paid ৳900.00 for a booking that will not take place.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark refunded' }));
    const confirm = await screen.findByRole('dialog', { name: 'Record the refund of booking #41?' });
    expect(calls.filter((c) => c.path.endsWith('/refunded'))).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, it was refunded' }));
    expect(await screen.findByText('The refund was recorded.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/refunded'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Refund due' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(screen.getByText('Refund recorded')).toBeInTheDocument();
  });

  it('offers no cancel for a completed booking', async () => {
    stubBooking(aBookingDetail({ status: 'Completed' }));
    renderBookings('/admin/bookings/41');
    await screen.findByRole('heading', { name: 'Booking #41' });
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it("shows the block the kind's feature hands in", async () => {
    stubBooking(aBookingDetail({ kind: 'nurse' }));
    const NurseBlock = ({ booking }: AdminBookingBlockProps) => (
      <section aria-label="Nurse price">Agreed price for #{booking.id}</section>
    );
    renderBookings('/admin/bookings/41', (routes) => [
      {
        element: (
          <AdminBookingBlocksProvider value={{ nurse: NurseBlock }}>
            <Outlet />
          </AdminBookingBlocksProvider>
        ),
        children: routes,
      },
    ]);
    expect(await screen.findByRole('region', { name: 'Nurse price' })).toHaveTextContent('Agreed price for #41');
  });

  it('says when the booking does not exist, and speaks Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    stubApi({ [`GET ${BOOKINGS}/99`]: { status: 404, body: { message: 'বুকিং পাওয়া যায়নি।' } } });
    renderBookings('/admin/bookings/99');
    expect(await screen.findByRole('link', { name: 'বুকিংয়ের তালিকায় ফিরুন' })).toHaveAttribute(
      'href',
      '/admin/bookings',
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
