import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FreeSlotsResponse } from '@nirog/contracts';
import { aDoctor } from '../../components/listing/test-fixtures';
import { browserLocation } from '../../lib/payment';
import { logIn, stubApi } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { DoctorBookingPage } from './pages/doctor-booking-page';

const slots = (date: string, over: Partial<FreeSlotsResponse> = {}): FreeSlotsResponse => ({
  date,
  time_zone: 'Asia/Dhaka',
  visit_minutes: 15,
  bookable_day: true,
  slots: [
    { app_time: '17:00', bd_time: '17:00', available: false },
    { app_time: '17:15', bd_time: '17:15', available: true },
    { app_time: '17:30', bd_time: '17:30', available: true },
  ],
  ...over,
});

const renderForm = (form: 'bd' | 'in' | 'video' | 'audio', path: string) =>
  renderRoutes(
    [
      { path: '/bd-doctor-appointment/doctor/:id/now', element: <DoctorBookingPage form="bd" /> },
      { path: '/in-doctor-appointment/doctor/:id/now', element: <DoctorBookingPage form="in" /> },
      { path: '/video-consultancy/doctor/:id/now', element: <DoctorBookingPage form="video" /> },
      { path: '/audio-consultancy/doctor/:id/now', element: <DoctorBookingPage form={form} /> },
      { path: '/profile/my-video-consultancy', element: <h1>Video list</h1> },
      { path: '/profile/my-doctor-appointment', element: <h1>Appointment list</h1> },
    ],
    path,
  );

describe('doctor booking forms', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('Bangladesh: only the doctor’s days, the free slots, the profile’s fields, the fee with VAT; then pays', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T04:00:00Z') });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    logIn({ name: 'Karim Uddin', dob: '1988-02-03', sex: 'Male', occupation: 'Teacher', city: 'Dhaka' });
    const calls = stubApi({
      'GET /api/bd-doctor-appointment/1': { body: { doctor: aDoctor({ vat: 15, appointment_total: 1035 }) } },
      'GET /api/doctor-appointment/1/free-slots': (req) => ({ body: slots(req.query.get('date')!) }),
      'POST /api/auth/doctor-appointment/bd-doctor/1/appointment': {
        body: { status: 'success', message: 'Booked', need_payment: true, need_payment_id: 'pay_1', booking_id: 9 },
      },
    });
    renderForm('bd', '/bd-doctor-appointment/doctor/1/now');

    expect(await screen.findByRole('heading', { name: 'Dr. Farhana Akter' })).toBeInTheDocument();
    const dateGroup = within(screen.getByRole('radiogroup', { name: 'Appointment date' }));
    // Sundays and Tuesdays from today (Tuesday 1 December) to 60 days ahead, the nearest 12 first.
    expect(dateGroup.getAllByRole('radio')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'More dates (5)' }));
    const days = dateGroup.getAllByRole('radio');
    expect(days[0]).toHaveAccessibleName('Tuesday, 1 December 2026');
    expect(days[1]).toHaveAccessibleName('Sunday, 6 December 2026');
    expect(days.at(-1)).toHaveAccessibleName('Tuesday, 26 January 2027');
    expect(days).toHaveLength(17);

    // Prefilled from the profile; New patient by default.
    expect(screen.getByLabelText(/^Patient's name/)).toHaveValue('Karim Uddin');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('1988-02-03');
    expect(screen.getAllByLabelText(/^Gender/)[0]).toHaveValue('Male');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Dhaka');
    expect(screen.getByRole('radio', { name: 'New patient' })).toBeChecked();

    // The server's total: fee less discount plus VAT.
    const fee = within(screen.getByLabelText('Fee'));
    expect(fee.getByText('Discount (10%)').nextSibling).toHaveTextContent('−Tk 100.00');
    expect(fee.getByText('VAT (15%)').nextSibling).toHaveTextContent('Tk 135.00');
    expect(fee.getByText('Total to pay').nextSibling).toHaveTextContent('Tk 1,035.00');

    // No date: the client says so before any call, and brings the date into view (on a phone it is far above
    // the button).
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByText('Please select a date')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toContainElement(screen.getByText('Please select a date'));

    await userEvent.click(days[1]);
    const times = within(await screen.findByRole('radiogroup', { name: 'Appointment time' }));
    expect(times.getByRole('radio', { name: '05:00 PM, booked' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByText('Please select a time')).toBeInTheDocument();
    await userEvent.click(times.getByRole('radio', { name: '05:15 PM' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Old patient' }));
    await userEvent.type(screen.getByLabelText(/^What is the problem/), 'Chest pain on climbing stairs');
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/payment-submit/pay_1?lang=en'));
    expect(await screen.findByRole('dialog', { name: 'Please wait...' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      name: 'Karim Uddin',
      dob: '1988-02-03',
      gender: 'male',
      occupation: 'Teacher',
      country_id: 1,
      city: 'Dhaka',
      disease_about: 'Chest pain on climbing stairs',
      patient_type: 'Old',
      app_date: '2026-12-06',
      app_time: '17:15',
    });
  });

  it('shows the server’s field errors beside the fields and reads the slots again when one was taken', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T04:00:00Z') });
    logIn({ dob: '1990-01-01', sex: 'Female', occupation: 'Nurse', city: 'Khulna' });
    const calls = stubApi({
      'GET /api/bd-doctor-appointment/1': { body: { doctor: aDoctor() } },
      'GET /api/doctor-appointment/1/free-slots': (req) => ({ body: slots(req.query.get('date')!) }),
      'POST /api/auth/doctor-appointment/bd-doctor/1/appointment': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: {
            app_time: ['This time was just booked. Please choose another.'],
            dob: ['Date of birth is in the future'],
          },
        },
      },
    });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderForm('bd', '/bd-doctor-appointment/doctor/1/now');
    await userEvent.click(await screen.findByRole('radio', { name: 'Sunday, 6 December 2026' }));
    await userEvent.click(await screen.findByRole('radio', { name: '05:30 PM' }));
    await userEvent.type(screen.getByLabelText(/^What is the problem/), 'Fever');
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByText('This time was just booked. Please choose another.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription('Date of birth is in the future');
    // The first field in error (the time, above the date of birth) comes into view.
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toContainElement(
      screen.getByText('This time was just booked. Please choose another.'),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/doctor-appointment/1/free-slots').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('India: from 7 days ahead, India time with Bangladesh time, the extra services and the referral code', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T04:00:00Z') });
    logIn({ dob: '1990-01-01', sex: 'Female', occupation: 'Nurse', city: 'Khulna' });
    const india = aDoctor({
      country_id: 2,
      country: { id: 2, name: 'India', bn_name: 'ভারত', name_code: 'IN' },
      appointment_total: 900,
    });
    const calls = stubApi({
      'GET /api/in-doctor-appointment/1': { body: { doctor: india } },
      'GET /api/doctor-appointment/1/free-slots': (req) => ({
        body: slots(req.query.get('date')!, {
          time_zone: 'Asia/Kolkata',
          slots: [{ app_time: '10:00', bd_time: '10:30', available: true }],
        }),
      }),
      'POST /api/auth/doctor-appointment/apply-referral-code': (req) =>
        (req.body as { referral_code: string }).referral_code === 'KARIM7'
          ? { body: { status: 'success', message: 'Referral code applied', referral_code: 'KARIM7' } }
          : { body: { status: 'warning', message: 'Invalid referral code', referral_code: null } },
      'POST /api/auth/doctor-appointment/in-doctor/1/appointment': {
        body: { status: 'success', message: 'Booked', need_payment: false, need_payment_id: null, booking_id: 3 },
      },
    });
    renderForm('in', '/in-doctor-appointment/doctor/1/now');
    const days = within(await screen.findByRole('radiogroup', { name: 'Appointment date' })).getAllByRole('radio');
    expect(days[0]).toHaveAccessibleName('Tuesday, 8 December 2026');

    expect(screen.getByRole('checkbox', { name: 'Doctor appointment' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Doctor appointment' })).toBeDisabled();
    for (const name of ['Hotel', 'Diagnostic', 'Surgery'])
      expect(screen.getByRole('checkbox', { name })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Medical visa' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Transport' }));

    const code = screen.getByLabelText(/^Referral code/);
    await userEvent.type(code, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findAllByText('Invalid referral code')).not.toHaveLength(0);
    expect(code).toHaveValue('');
    await userEvent.type(code, 'KARIM7');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Referral code KARIM7 applied')).toBeInTheDocument();

    await userEvent.click(days[0]);
    await userEvent.click(await screen.findByRole('radio', { name: '10:00 AM (BD 10:30 AM)' }));
    await userEvent.type(screen.getByLabelText(/^What is the problem/), 'Knee replacement');
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/in-doctor/1/appointment'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/in-doctor/1/appointment'))!.body).toMatchObject({
      app_date: '2026-12-08',
      app_time: '10:00',
      medical_visa: true,
      guide: false,
      transport: true,
      hotel: false,
      diagnostic: false,
      sergery: false,
      referral_code: 'KARIM7',
    });
    // Nothing to pay (a free appointment): confirmed, to the list.
    expect(await screen.findByRole('heading', { name: 'Appointment list' })).toBeInTheDocument();
  });

  it('video: the patient fields only; a free booking is confirmed and goes to the list', async () => {
    logIn({ dob: '1990-01-01', sex: 'Other', occupation: 'Student', city: 'Sylhet' });
    const calls = stubApi({
      'GET /api/doctor-video-consultancy/1': {
        body: { doctor: aDoctor({ video_fee: 0, final_video_fee: 0, video_total: 0 }) },
      },
      'POST /api/auth/doctor-consultancy/video/1/appointment': {
        body: {
          status: 'success',
          message: 'Your booking is confirmed',
          need_payment: false,
          need_payment_id: null,
          booking_id: 4,
        },
      },
    });
    renderForm('video', '/video-consultancy/doctor/1/now');
    await screen.findByRole('heading', { name: 'Dr. Farhana Akter' });
    expect(screen.queryByRole('radiogroup', { name: 'Appointment date' })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing to pay: your booking is confirmed at once.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^What is the problem/), 'Rash');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'Video list' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Rahima Akter',
      dob: '1990-01-01',
      gender: 'other',
      occupation: 'Student',
      country_id: 1,
      city: 'Sylhet',
      disease_about: 'Rash',
      patient_type: 'New',
    });
    expect(await screen.findByText('Your booking is confirmed')).toBeInTheDocument();
  });

  it('audio: a doctor without the service is said so, with no form', async () => {
    logIn();
    stubApi({ 'GET /api/doctor-view/1': { body: { doctor: aDoctor({ audio_consultancy: 0 }) } } });
    renderForm('audio', '/audio-consultancy/doctor/1/now');
    expect(await screen.findByRole('alert')).toHaveTextContent('This doctor does not offer this service');
    expect(screen.queryByRole('button', { name: /Book|Confirm/ })).not.toBeInTheDocument();
  });
});
