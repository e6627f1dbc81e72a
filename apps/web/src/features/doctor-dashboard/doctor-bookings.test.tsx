import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { Outlet } from 'react-router';
import type { DoctorBooking } from '@nirog/contracts';
import { BookingToolsProvider, type BookingToolProps } from '../../components/booking-tools';
import { aPage, logIn, stubApi, type StubbedRequest } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { APP_TIME_ZONE } from '../../lib/format';
import { doctorDashboardRoutes } from './doctor-dashboard-routes';

const today = dayjs().tz(APP_TIME_ZONE).format('YYYY-MM-DD');
const tomorrow = dayjs(today).add(1, 'day').format('YYYY-MM-DD');

function aBooking(overrides: Partial<DoctorBooking> = {}): DoctorBooking {
  return {
    id: 41,
    kind: 'appointment',
    status: 'Ready',
    appointment_status_style: 'info',
    user: { id: 7, name: 'Rahima Akter', phone: '01711000000', email: 'rahima@example.com', avatar: null },
    name: 'Karim Uddin',
    dob: '1980-04-02',
    patient_age: 46,
    gender: 'male',
    country: 'Bangladesh',
    city: 'Dhaka',
    occupation: 'Teacher',
    patient_type: 'Old',
    disease_about: 'Chest pain when climbing stairs',
    serial_no: 2,
    app_date: today,
    app_time: '16:15',
    time_zone: 'Asia/Dhaka',
    total_amount: 900,
    payment_status: 'Paid',
    created_at: '2026-11-20T04:30:00.000Z',
    can_complete: true,
    india: null,
    prescription: null,
    ...overrides,
  };
}

const profile = { doctor: { id: 12, status: 'approved', reason: null } };
const freeSlots = {
  date: tomorrow,
  time_zone: 'Asia/Dhaka',
  visit_minutes: 15,
  bookable_day: true,
  slots: [
    { app_time: '16:00', bd_time: '16:00', available: false },
    { app_time: '16:15', bd_time: '16:15', available: true },
    { app_time: '16:30', bd_time: '16:30', available: true },
  ],
};

function stubDoctorBookings(bookings: DoctorBooking[], extra: Parameters<typeof stubApi>[0] = {}) {
  let current = bookings[0];
  const answer = (message?: string) => ({ body: { status: 'success', message, appointment: current } });
  return stubApi({
    'GET /api/doctor/profile': { body: profile },
    'GET /api/doctor/appointment/appointments': { body: aPage(bookings, { per_page: 10 }) },
    'GET /api/doctor/appointment/audio-consultancy': { body: aPage([]) },
    [`GET /api/doctor/appointment/${current.id}/show`]: () => answer(),
    [`GET /api/doctor/appointment/video-consultancy/${current.id}/show`]: () => answer(),
    [`PUT /api/doctor/appointment/appointment/${current.id}/make-completed`]: () => {
      current = { ...current, status: 'Completed', appointment_status_style: 'success' };
      return answer('Status successfully updated.');
    },
    [`PUT /api/doctor/appointment/appointment/update/${current.id}/serial-no`]: (request: StubbedRequest) => {
      const { serial_no } = request.body as { serial_no: number };
      if (serial_no === 3)
        return {
          status: 422,
          body: {
            message: 'This serial number is already given to another patient of the day.',
            errors: { serial_no: ['This serial number is already given to another patient of the day.'] },
          },
        };
      current = { ...current, serial_no };
      return answer('Serial no successfully updated.');
    },
    'GET /api/doctor-appointment/12/free-slots': { body: freeSlots },
    [`PUT /api/doctor/appointment/appointment/update/${current.id}/schedule`]: (request: StubbedRequest) => {
      const body = request.body as { app_date: string; app_time: string };
      current = { ...current, ...body };
      return answer('Schedule successfully updated.');
    },
    ...extra,
  });
}

const renderAt = (path: string, tools?: React.ReactNode) =>
  renderRoutes(
    [
      { path: '/', element: <p>Home page</p> },
      ...(tools ? [{ element: tools, children: doctorDashboardRoutes }] : doctorDashboardRoutes),
    ],
    path,
  );

beforeAll(async () => {
  await Promise.all([import('./pages/doctor-bookings-page'), import('./pages/doctor-booking-page')]);
}, 60_000);

describe("the doctor's booking lists", () => {
  it("opens on today's chamber list in serial order, and shows every appointment under All", async () => {
    const calls = stubDoctorBookings([aBooking({ serial_no: 1, id: 40 }), aBooking()]);
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    const { router } = renderAt('/sp/doctor/appointment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Appointment List' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const card = within(cards[1]);
    expect(card.getByText('Appointment #41')).toBeInTheDocument();
    expect(card.getByText('Ready')).toBeInTheDocument();
    expect(card.getByText('Rahima Akter')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '01711000000' })).toHaveAttribute('href', 'tel:01711000000');
    expect(card.getByText('Karim Uddin')).toBeInTheDocument();
    expect(card.getByText('46 years')).toBeInTheDocument();
    expect(card.getByText('Old patient')).toBeInTheDocument();
    expect(card.getByText(/04:15 PM/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View booking #41' })).toHaveAttribute(
      'href',
      '/sp/doctor/appointment/41/view',
    );
    expect(calls.find((c) => c.path === '/api/doctor/appointment/appointments')!.query.get('date')).toBe(today);
    const sidebar = within(screen.getByRole('complementary', { name: 'Provider area' }));
    expect(sidebar.getByRole('link', { name: 'Appointment List' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: 'Video Consultancy List' })).toHaveAttribute(
      'href',
      '/sp/doctor/video-consultancy',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?date=${tomorrow}`));
    await waitFor(() => expect(calls.at(-1)!.query.get('date')).toBe(tomorrow));

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?all=1'));
    await waitFor(() => expect(calls.at(-1)!.query.get('date')).toBeNull());
  });

  it('shows the empty state of a consultations list', async () => {
    stubDoctorBookings([aBooking()]);
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderAt('/sp/doctor/audio-consultancy');
    expect(await screen.findByText('No audio consultations yet')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'All' })).not.toBeInTheDocument();
  });

  it('warns "Unauthorized" and goes home for a user who is no doctor', async () => {
    stubApi({ 'GET /api/doctor/appointment/appointments': { status: 403, body: { message: 'Forbidden.' } } });
    logIn();
    const { router } = renderAt('/sp/doctor/appointment');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe("the doctor's booking screen", () => {
  it('shows every field, refuses a taken serial with the server message, then saves a free one', async () => {
    const calls = stubDoctorBookings([aBooking()]);
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderAt('/sp/doctor/appointment/41/view');
    const patient = within(await screen.findByRole('region', { name: 'Patient' }));
    expect(patient.getByText('Chest pain when climbing stairs')).toBeInTheDocument();
    expect(patient.getByText('Teacher')).toBeInTheDocument();
    const booking = within(screen.getByRole('region', { name: 'Booking' }));
    expect(booking.getByText('Tk 900.00')).toBeInTheDocument();
    expect(booking.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'India medical tourism' })).not.toBeInTheDocument();

    await userEvent.click(booking.getByRole('button', { name: 'Edit serial no' }));
    const serial = booking.getByRole('textbox', { name: /Serial no/ });
    await userEvent.clear(serial);
    await userEvent.type(serial, '3');
    await userEvent.click(booking.getByRole('button', { name: 'Save' }));
    expect(
      await booking.findByText('This serial number is already given to another patient of the day.'),
    ).toBeInTheDocument();
    await userEvent.clear(serial);
    await userEvent.type(serial, '5');
    await userEvent.click(booking.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Serial no successfully updated.')).toBeInTheDocument();
    await waitFor(() => expect(booking.queryByRole('textbox', { name: /Serial no/ })).not.toBeInTheDocument());
    expect(booking.getByText('5')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ serial_no: 3 }, { serial_no: 5 }]);
  });

  it('moves the appointment to a free time of another day', async () => {
    const calls = stubDoctorBookings([aBooking()]);
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderAt('/sp/doctor/appointment/41/view');
    const booking = within(await screen.findByRole('region', { name: 'Booking' }));
    await userEvent.click(booking.getByRole('button', { name: 'Edit schedule' }));
    fireEvent.change(booking.getByLabelText(/^Date/), { target: { value: tomorrow } });
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/doctor-appointment/12/free-slots')
          .at(-1)
          ?.query.get('date'),
      ).toBe(tomorrow),
    );
    expect(booking.queryByRole('radio', { name: '04:00 PM' })).not.toBeInTheDocument();
    await userEvent.click(await booking.findByRole('radio', { name: '04:30 PM' }));
    await userEvent.click(booking.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Schedule successfully updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/schedule'))!.body).toEqual({ app_date: tomorrow, app_time: '16:30' });
  });

  it('marks a Ready appointment Completed and shows the item the server returns', async () => {
    stubDoctorBookings([aBooking()]);
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderAt('/sp/doctor/appointment/41/view');
    await userEvent.click(await screen.findByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('Status successfully updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Completed' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Edit serial no' })).not.toBeInTheDocument();
  });

  it('offers no Completed on a Ready appointment before its day, but says from when', async () => {
    stubDoctorBookings([aBooking({ app_date: tomorrow, can_complete: false })]);
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderAt('/sp/doctor/appointment/41/view');
    const when = dayjs.tz(`${tomorrow}T12:00`, APP_TIME_ZONE).format('D MMMM YYYY');
    expect(await screen.findByText(`Can be completed from ${when}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Completed' })).not.toBeInTheDocument();
  });

  it('says "Something worng!" when completing fails', async () => {
    stubDoctorBookings([aBooking()], {
      'PUT /api/doctor/appointment/appointment/41/make-completed': { status: 500, body: { message: 'boom' } },
    });
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    renderAt('/sp/doctor/appointment/41/view');
    await userEvent.click(await screen.findByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('Something worng!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completed' })).toBeInTheDocument();
  });

  it('places the calls and the prescription the app hands in on a consultation', async () => {
    stubDoctorBookings([aBooking({ kind: 'video', serial_no: null, app_date: null, app_time: null })]);
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    const Calls = ({ booking }: BookingToolProps) => <p>Calls for #{booking.id}</p>;
    const Prescription = ({ booking }: BookingToolProps) => <p>Prescription for #{booking.id}</p>;
    renderAt(
      '/sp/doctor/video-consultancy/41/view',
      <BookingToolsProvider value={{ Calls, Prescription }}>
        <Outlet />
      </BookingToolsProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Video consultation #41' })).toBeInTheDocument();
    const consultation = await screen.findByRole('region', { name: 'Consultation' });
    expect(within(consultation).getByText('Calls for #41')).toBeInTheDocument();
    expect(screen.getByText('Prescription for #41')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit serial no' })).not.toBeInTheDocument();
  });

  it('shows the India services and referral code, and no Completed on a Pending appointment', async () => {
    const india = {
      medical_visa: true,
      guide: false,
      transport: true,
      hotel: false,
      diagnostic: false,
      sergery: false,
      referral_code: 'RAHIMA7',
    };
    logIn({ roles: [{ id: 2, name: 'Doctor' }] });
    stubDoctorBookings([aBooking({ india, status: 'Pending', appointment_status_style: 'warning' })]);
    renderAt('/sp/doctor/appointment/41/view');
    const region = within(await screen.findByRole('region', { name: 'India medical tourism' }));
    expect(region.getByText('Medical visa')).toBeInTheDocument();
    expect(region.getByText('Transport')).toBeInTheDocument();
    expect(region.queryByText('Guide')).not.toBeInTheDocument();
    expect(region.getByText('RAHIMA7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Completed' })).not.toBeInTheDocument();
  });
});
