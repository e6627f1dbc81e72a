import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARE_BOOKING_API, type AmbulanceProviderBooking } from '@nirog/contracts';
import { logIn, stubApi } from '../../../../test/api';
import { renderWithProviders } from '../../../../test/render';
import { AmbulanceBookingCard } from './ambulance-booking-card';

const row: AmbulanceProviderBooking = {
  id: 81,
  created_at: '2026-11-29T10:00:00Z',
  completed_at: null,
  status: 'Ready',
  status_style: 'info',
  payment_status: 'Pending',
  payment_status_style: 'warning',
  total_amount: 0,
  need_payment_crypt_id: null,
  start_location: 'Mirpur 10',
  end_location: 'Dhaka Medical College',
  fare: null,
  user: { id: 9, name: 'Karim Uddin', phone: '01711000000', email: 'karim@example.com', avatar: null },
  can_complete: true,
};

const renderCard = (complete: { status: number; body: unknown }) => {
  logIn({ roles: [{ id: 4, name: 'Ambulance' }] });
  stubApi({
    [`GET ${CARE_BOOKING_API.serviceChargeRule}`]: { body: { type: 'flat', value: 100 } },
    [`POST ${CARE_BOOKING_API.ambulanceComplete(81)}`]: complete,
  });
  renderWithProviders(<AmbulanceBookingCard row={row} />);
};

/** Completed waits for the charge rule (flat: no fare asked). */
const clickComplete = async () => {
  const button = await screen.findByRole('button', { name: 'Mark booking #81 Completed' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};

describe('ambulance booking card', () => {
  it("shows the server's refusal of Completed, not the generic warning", async () => {
    renderCard({ status: 422, body: { message: 'This booking is not Ready.' } });
    await clickComplete();
    expect(await screen.findByText('This booking is not Ready.')).toBeInTheDocument();
    expect(screen.queryByText('Please try again')).not.toBeInTheDocument();
  });

  it('keeps the spec\'s "Please try again" for a server fault', async () => {
    renderCard({ status: 500, body: { message: 'Server Error' } });
    await clickComplete();
    expect(await screen.findByText('Please try again')).toBeInTheDocument();
  });
});
