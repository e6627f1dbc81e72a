import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyAmbulanceBooking, MyNurseAppointment } from '@nirog/contracts';
import { aNurse, anAmbulance } from '../../components/listing/test-fixtures';
import { aPage, logIn, stubApi } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { useLanguageStore } from '../../stores/language';
import { Component as AmbulanceBookingPage } from './pages/ambulance-booking-page';
import { MyAmbulanceBookingsPage, MyNurseAppointmentsPage } from './pages/my-care-bookings-page';
import { Component as NurseBookingPage } from './pages/nurse-booking-page';

const nurseRow = (over: Partial<MyNurseAppointment>): MyNurseAppointment => ({
  id: 30,
  created_at: '2026-11-20T04:00:00.000Z',
  total_amount: 1500,
  payment_status: 'Pending',
  payment_status_style: 'warning',
  need_payment_crypt_id: null,
  status: 'Ready',
  status_style: 'info',
  reviewed: false,
  can_review: false,
  can_cancel: false,
  cancel_reason: null,
  payment_later: false,
  nurse_id: 5,
  nurse: {
    id: 5,
    nurse_code: 'NUR-000005',
    name: 'Shirin Sultana',
    avatar: null,
    district: { id: 1, name: 'Dhaka', bn_name: 'ঢাকা' },
    sub_district: { id: 2, name: 'Dhanmondi', bn_name: 'ধানমন্ডি' },
    location: 'Road 4',
  },
  app_date: '2026-12-06',
  app_time: '06:00',
  end_date: '2026-12-06',
  end_time: '12:00',
  nurse_service: 'hour_6_morning',
  more_day: null,
  location: 'House 7, Road 2, Mohammadpur',
  phone_no: '01711000000',
  purpose: 'Dressing after surgery',
  id_images: [],
  ...over,
});

const ambulanceRow = (over: Partial<MyAmbulanceBooking>): MyAmbulanceBooking => {
  const a = anAmbulance();
  return {
    id: 40,
    created_at: '2026-11-20T04:00:00.000Z',
    status: 'Ready',
    status_style: 'info',
    start_location: 'House 7, Road 2, Mohammadpur',
    end_location: 'Dhaka Medical College Hospital',
    ambulance_id: a.id,
    reviewed: false,
    can_review: false,
    can_cancel: false,
    ambulance: {
      id: a.id,
      ambulance_code: a.ambulance_code,
      photo: null,
      user: { name: a.user.name, email: 'lifeline@example.com' },
      condition: a.condition,
      district: a.district,
      sub_district: a.sub_district,
      starting_area: a.starting_area,
      owner_name: a.owner_name,
      driver_name: a.driver_name,
      contact_phone: '01811000000',
      reviews_count: 2,
      reviews_avg_rating: 5,
    },
    ...over,
  };
};

const districts = {
  district_lists: [
    {
      id: 1,
      name: 'Dhaka',
      sub_districts: [
        { id: 2, name: 'Dhanmondi' },
        { id: 3, name: 'Mirpur' },
      ],
    },
  ],
};

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/nurse-appointment/nurse/:id/now', element: <NurseBookingPage /> },
      { path: '/ambulance-booking/ambulance/:id/now', element: <AmbulanceBookingPage /> },
      { path: '/profile/my-nurse-appointment', element: <MyNurseAppointmentsPage /> },
      { path: '/profile/my-ambulance-booking', element: <MyAmbulanceBookingsPage /> },
    ],
    path,
  );

// Mantine's autosizing Textarea listens to `document.fonts`, which jsdom does not have.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the patient’s nurse and ambulance lists', () => {
  it('nurse: Cancel only where the server allows it, asked first, then the list is read again', async () => {
    logIn();
    let cancelled = false;
    const calls = stubApi({
      'GET /api/auth/nurse-appointment/my-appointment': () => ({
        body: aPage([
          nurseRow({
            id: 31,
            status: cancelled ? 'Cancelled' : 'Ready',
            payment_status: 'Paid',
            payment_status_style: 'success',
            can_cancel: !cancelled,
          }),
          nurseRow({ id: 30, status: 'Completed', status_style: 'success', can_review: true }),
          nurseRow({ id: 29, payment_later: true, more_day: 3, app_date: null, app_time: null }),
        ]),
      }),
      'POST /api/auth/bookings/31/cancel': () => {
        cancelled = true;
        return { body: { status: 'success', message: 'Your booking was cancelled' } };
      },
    });
    renderAt('/profile/my-nurse-appointment');

    const ready = within(await screen.findByRole('article', { name: 'Nurse appointment #31' }));
    const completed = within(screen.getByRole('article', { name: 'Nurse appointment #30' }));
    const later = within(screen.getByRole('article', { name: 'Nurse appointment #29' }));
    expect(completed.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(completed.getByRole('link', { name: 'Write a review of booking #30' })).toBeInTheDocument();
    expect(later.getByText('Date').nextSibling).toHaveTextContent('Any');
    expect(later.getByText('Total').nextSibling).toHaveTextContent('Payment not ready yet');
    expect(later.getByText('Days').nextSibling).toHaveTextContent('3 days');

    // A paid booking: the question says the payment is refunded; No keeps it.
    await userEvent.click(ready.getByRole('button', { name: 'Cancel booking #31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking #31?' });
    expect(dialog).toHaveTextContent(
      "The nurse's hours are given back for other patients and your payment is refunded.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Your booking was cancelled')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/auth/bookings/31/cancel']);
    // The list is read again: the booking is Cancelled and offers no Cancel any more.
    const gone = within(screen.getByRole('article', { name: 'Nurse appointment #31' }));
    expect(await gone.findByText('Cancelled')).toBeInTheDocument();
    expect(gone.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('ambulance: Cancel on a Ready booking with the owner’s words, the server’s refusal shown as it says', async () => {
    logIn();
    const calls = stubApi({
      'GET /api/ambulance/user/my-ambulance-bookings': {
        body: aPage([
          ambulanceRow({ id: 41, can_cancel: true }),
          ambulanceRow({ id: 40, status: 'Completed', status_style: 'success', can_review: true }),
        ]),
      },
      'POST /api/auth/bookings/41/cancel': {
        status: 422,
        body: { message: 'A booking can be cancelled up to 6 hours before it.', errors: {} },
      },
    });
    renderAt('/profile/my-ambulance-booking');

    const ready = within(await screen.findByRole('article', { name: 'Ambulance booking #41' }));
    const completed = within(screen.getByRole('article', { name: 'Ambulance booking #40' }));
    expect(completed.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(completed.getByRole('link', { name: 'Write a review of booking #40' })).toBeInTheDocument();
    expect(ready.queryByRole('link', { name: /Write a review/ })).not.toBeInTheDocument();
    expect(ready.getByText('To').nextSibling).toHaveTextContent('Dhaka Medical College Hospital');

    await userEvent.click(ready.getByRole('button', { name: 'Cancel booking #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking #41?' });
    expect(dialog).toHaveTextContent('The ambulance owner is told by e-mail that you no longer need the ambulance.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('A booking can be cancelled up to 6 hours before it.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/bookings/41/cancel')).toBe(true);
  });

  it('an empty list says so and links to the listing', async () => {
    logIn();
    stubApi({ 'GET /api/auth/nurse-appointment/my-appointment': { body: aPage([]) } });
    renderAt('/profile/my-nurse-appointment');
    expect(await screen.findByRole('heading', { name: 'No nurse appointments yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a nurse' })).toHaveAttribute('href', '/nurse-appointment');
  });
});

describe('the nurse booking form', () => {
  it('names the places in Bengali on a Bengali screen: the booking form’s head and district, and the lists', async () => {
    useLanguageStore.setState({ language: 'bn' });
    logIn({ phone: '01711000000' });
    stubApi({
      'GET /api/nurse-appointment/5': { body: { nurse: aNurse() } },
      'GET /api/load-district-with-sub-district': { body: districts },
      'GET /api/auth/nurse-appointment/my-appointment': { body: aPage([nurseRow({})]) },
      'GET /api/ambulance/user/my-ambulance-bookings': { body: aPage([ambulanceRow({})]) },
    });
    const form = renderAt('/nurse-appointment/nurse/5/now');
    expect(await screen.findByText('NUR-000005 · ধানমন্ডি, ঢাকা')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^জেলা/ })).toHaveValue('ঢাকা');
    form.unmount();

    const nurses = renderAt('/profile/my-nurse-appointment');
    expect(await screen.findByText(/Road 4, ধানমন্ডি, ঢাকা/)).toBeInTheDocument();
    nurses.unmount();

    renderAt('/profile/my-ambulance-booking');
    expect(await screen.findByText(/· ধানমন্ডি, ঢাকা/)).toBeInTheDocument();
    expect(screen.queryByText(/Dhanmondi, Dhaka/)).not.toBeInTheDocument();
  });

  it('offers only the nurse’s weekdays, each package with that day’s fee, the phone from the account', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T04:00:00Z') });
    logIn({ phone: '01711000000' });
    const calls = stubApi({
      'GET /api/nurse-appointment/5': { body: { nurse: aNurse() } },
      'GET /api/load-district-with-sub-district': { body: districts },
    });
    renderAt('/nurse-appointment/nurse/5/now');

    expect(await screen.findByRole('heading', { name: 'Shirin Sultana' })).toBeInTheDocument();
    expect(document.title).toContain('Book nurse Shirin Sultana');
    const days = screen.getAllByRole('radio', { name: /2026|2027/ });
    // Sundays and Mondays only, from Tuesday 1 December.
    expect(days[0]).toHaveAccessibleName('Sunday, 6 December 2026');
    expect(days[1]).toHaveAccessibleName('Monday, 7 December 2026');
    expect(days.every((d) => /^(Sunday|Monday),/.test(d.getAttribute('aria-label') ?? d.textContent ?? ''))).toBe(true);
    expect(screen.getByLabelText(/^Contact number/)).toHaveValue('01711000000');

    // No date: the packages wait for one; then the day's packages with their fees, the others disabled.
    await userEvent.click(days[0]);
    const oneCall = screen.getByRole('radio', { name: /One call/ });
    expect(oneCall).toBeEnabled();
    expect(oneCall.closest('.mantine-Radio-root')).toHaveTextContent('Tk 500.00');
    expect(screen.getByRole('radio', { name: /6 hours evening/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /24 hours/ }));
    expect(screen.getByText('Fee').nextSibling).toHaveTextContent('Tk 4,000.00');
    expect(screen.getByRole('button', { name: 'Book and pay' })).toBeInTheDocument();

    // More than one day: the fee is agreed later.
    await userEvent.click(screen.getByRole('switch', { name: /More than one day/ }));
    expect(screen.getByText('Fee').nextSibling).toHaveTextContent('To be agreed with the nurse');
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeInTheDocument();

    // The ID picture is required: nothing is sent without it.
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Please add a picture of the NID or passport')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says the nurse is unavailable for an id that is not one', async () => {
    logIn();
    stubApi({});
    renderAt('/nurse-appointment/nurse/abc/now');
    expect(await screen.findByRole('alert')).toHaveTextContent('This nurse is unavailable');
  });
});

describe('the ambulance booking form', () => {
  it('sends the trimmed journey, then goes to My ambulance bookings with the server’s message', async () => {
    logIn();
    const calls = stubApi({
      'GET /api/ambulance-booking/9': { body: { ambulance: anAmbulance() } },
      'POST /api/ambulance/user/booking-now/9': {
        body: { status: 'success', message: 'Booked. The provider will call you soon.', booking_id: 41 },
      },
      'GET /api/ambulance/user/my-ambulance-bookings': { body: aPage([ambulanceRow({ id: 41 })]) },
    });
    renderAt('/ambulance-booking/ambulance/9/now');

    expect(await screen.findByRole('heading', { name: 'Dhaka Lifeline' })).toBeInTheDocument();
    expect(screen.getByText('Driver: Rafiq Mia')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Pick-up location/), '  House 7, Road 2  ');
    await userEvent.type(screen.getByLabelText(/^Destination/), ' Dhaka Medical College Hospital ');
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));

    expect(await screen.findByText('Booked. The provider will call you soon.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My ambulance bookings' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      start_location: 'House 7, Road 2',
      end_location: 'Dhaka Medical College Hospital',
    });
  });

  it('shows the server’s field errors under the fields and stays on the form', async () => {
    logIn();
    stubApi({
      'GET /api/ambulance-booking/9': { body: { ambulance: anAmbulance() } },
      'POST /api/ambulance/user/booking-now/9': {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { end_location: ['The destination is required.'] } },
      },
    });
    renderAt('/ambulance-booking/ambulance/9/now');
    await userEvent.type(await screen.findByLabelText(/^Pick-up location/), 'House 7');
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('The destination is required.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
  });
});
