import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARE_BOOKING_API, type NurseBooking } from '@nirog/contracts';
import { logIn, stubApi } from '../../../../test/api';
import { renderWithProviders } from '../../../../test/render';
import { NurseAppointmentCard } from './nurse-appointment-card';

const row: NurseBooking = {
  id: 71,
  status: 'Ready',
  status_style: 'info',
  user: { id: 9, name: 'Karim Uddin', phone: '01711000000', email: 'karim@example.com', avatar: null },
  phone_no: '01711000000',
  country: 'Bangladesh',
  district: 'Dhaka',
  sub_district: 'Mirpur',
  location: 'Mirpur 10',
  purpose: 'Dressing',
  app_date: '2026-12-03',
  app_time: null,
  end_date: null,
  end_time: null,
  nurse_service: 'one_call',
  more_day: null,
  payment_later: false,
  total_amount: 800,
  payment_status: 'Paid',
  id_images: [],
  created_at: '2026-11-29T10:00:00Z',
  can_complete: true,
};

describe('nurse appointment card', () => {
  it("shows the server's refusal of Completed (the page was left open), not the generic failure", async () => {
    logIn({ roles: [{ id: 3, name: 'Nurse' }] });
    stubApi({
      [`PUT ${CARE_BOOKING_API.nurseComplete(71)}`]: {
        status: 422,
        body: { message: 'This booking can be marked completed from 3 December 2026.' },
      },
    });
    renderWithProviders(<NurseAppointmentCard row={row} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark appointment #71 Completed' }));
    expect(await screen.findByText('This booking can be marked completed from 3 December 2026.')).toBeInTheDocument();
    expect(screen.queryByText('Something worng!')).not.toBeInTheDocument();
  });

  it('keeps the generic failure for a server fault', async () => {
    logIn({ roles: [{ id: 3, name: 'Nurse' }] });
    stubApi({ [`PUT ${CARE_BOOKING_API.nurseComplete(71)}`]: { status: 500, body: { message: 'Server Error' } } });
    renderWithProviders(<NurseAppointmentCard row={row} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark appointment #71 Completed' }));
    expect(await screen.findByText('Something worng!')).toBeInTheDocument();
  });
});
