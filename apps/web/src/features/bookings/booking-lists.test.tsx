import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Earning, MyConsultancy, MyDoctorAppointment } from '@nirog/contracts';
import { WriteReviewLink } from '../../components/reviews/review-link';
import { browserFiles } from '../../lib/api-client';
import { browserLocation } from '../../lib/payment';
import { useLanguageStore } from '../../stores/language';
import { aPage, logIn, stubApi } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { Component as EarningsPage } from './pages/broker-earnings-page';
import { MyBookingsPage } from './pages/my-bookings-page';
import { Component as ReviewPage } from './pages/review-page';

const doctor = {
  id: 4,
  doc_id: 'DOC-00004',
  title: 'Dr.',
  name: 'Farhana Akter',
  avatar: null,
  country_id: 1,
  chamber_name: 'Popular Diagnostic',
  chamber_location: 'Dhanmondi',
};
const row = {
  created_at: '2026-11-20T04:00:00.000Z',
  total_amount: 1035,
  payment_status: 'Paid' as const,
  payment_status_style: 'success' as const,
  need_payment_crypt_id: null,
  status: 'Ready' as const,
  status_style: 'info' as const,
  reviewed: false,
  can_review: false,
  can_cancel: false,
  cancel_reason: null,
  doctor_id: 4,
  doctor,
};
const appointment = (over: Partial<MyDoctorAppointment>): MyDoctorAppointment => ({
  ...row,
  id: 1,
  app_date: '2026-12-06',
  app_time: '17:15',
  time_zone: 'Asia/Dhaka',
  bd_date: '2026-12-06',
  bd_time: '17:15',
  serial_no: 3,
  ...over,
});
const consultancy = (over: Partial<MyConsultancy>): MyConsultancy => ({
  ...row,
  id: 1,
  prescription_is_ready: false,
  ...over,
});

const renderList = (kind: 'appointment' | 'video', path: string) =>
  renderRoutes(
    [
      { path: '/profile/my-doctor-appointment', element: <MyBookingsPage kind="appointment" /> },
      { path: '/profile/my-video-consultancy', element: <MyBookingsPage kind={kind} /> },
      { path: '/doctor/review/:id', element: <ReviewPage /> },
    ],
    path,
  );

describe('the patient’s booking lists', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows every row field, "Not ready yet" for a missing serial, and only the actions the server allows', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    logIn();
    const calls = stubApi({
      'GET /api/auth/doctor-appointment/my-appointment': {
        body: aPage([
          appointment({
            id: 12,
            serial_no: null,
            status: 'Pending',
            status_style: 'warning',
            payment_status: 'Pending',
            payment_status_style: 'warning',
            need_payment_crypt_id: 'pay_12',
            can_cancel: true,
          }),
          appointment({
            id: 11,
            status: 'Completed',
            status_style: 'success',
            can_review: true,
            doctor: {
              ...doctor,
              country_id: 2,
              chamber_name: 'Apollo Multispeciality Hospitals',
              chamber_location: 'Canal Circular Road, Kadapara, Phool Bagan, Kolkata',
            },
            time_zone: 'Asia/Kolkata',
            app_time: '10:00',
            bd_time: '10:30',
          }),
          appointment({ id: 10, status: 'Completed', status_style: 'success', reviewed: true }),
        ]),
      },
      'POST /api/auth/bookings/12/cancel': { body: { status: 'success', message: 'Your booking was cancelled' } },
    });
    renderList('appointment', '/profile/my-doctor-appointment');

    const pending = within(await screen.findByRole('article', { name: 'Appointment #12' }));
    expect(pending.getByText('Serial no').nextSibling).toHaveTextContent('Not ready yet');
    expect(pending.getByText('Date and time (Bangladesh)').nextSibling).toHaveTextContent(
      '6th December, 2026 05:15 PM',
    );
    expect(pending.getByText('Total').nextSibling).toHaveTextContent('Tk 1,035.00');
    expect(pending.getByText('Booked on').nextSibling).toHaveTextContent('20th November, 2026 10:00 AM');
    expect(pending.getByText('Payment pending').closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    expect(pending.getByRole('link', { name: 'Dr. Farhana Akter' })).toHaveAttribute(
      'href',
      '/bd-doctor-appointment/doctor/4',
    );
    expect(pending.queryByRole('link', { name: /Write a review/ })).not.toBeInTheDocument();

    const completed = within(screen.getByRole('article', { name: 'Appointment #11' }));
    expect(completed.getByText('Serial no').nextSibling).toHaveTextContent('3');
    expect(completed.getByText('Date and time (Bangladesh)').nextSibling).toHaveTextContent('10:00 AM India time');
    // Booking cards cut the place to 50 characters (spec 2 section 9).
    expect(completed.getByText('Chamber').nextSibling).toHaveTextContent(
      'Apollo Multispeciality Hospitals, Canal Circular R…',
    );
    expect(completed.getByRole('link', { name: 'Dr. Farhana Akter' })).toHaveAttribute(
      'href',
      '/in-doctor-appointment/doctor/4',
    );
    expect(completed.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
    expect(completed.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    const reviewed = within(screen.getByRole('article', { name: 'Appointment #10' }));
    expect(reviewed.queryByRole('link', { name: /Write a review/ })).not.toBeInTheDocument();

    // Cancel asks first.
    await userEvent.click(pending.getByRole('button', { name: 'Cancel booking #12' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Your booking was cancelled')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/bookings/12/cancel')).toBe(true);

    // Pay now: the blocking popup, then the payment page.
    await userEvent.click(pending.getByRole('button', { name: 'Pay now: booking #12' }));
    expect(await screen.findByRole('dialog', { name: 'Please wait...' })).toHaveTextContent(
      "Don't refresh or close the page.",
    );
    expect(assign).toHaveBeenCalledWith('/payment/payment-submit/pay_12?lang=en');
  });

  it('Write a review opens the review page with the booking’s review call, which returns to the list', async () => {
    logIn();
    const calls = stubApi({
      'GET /api/auth/doctor-appointment/my-appointment': {
        body: aPage([appointment({ id: 11, status: 'Completed', status_style: 'success', can_review: true })]),
      },
      'POST /api/review/store/doctor-review/4/appointment/11': {
        body: { status: 'success', message: 'Thank you for your review' },
      },
    });
    renderList('appointment', '/profile/my-doctor-appointment');
    await userEvent.click(await screen.findByRole('link', { name: 'Write a review: booking #11' }));
    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getByText('About Dr. Farhana Akter')).toBeInTheDocument();
    // Five stars by default, each with its label.
    expect(screen.getByText('Delightful')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Delightful' })).toBeChecked();
    for (const label of ['Very Poor', 'Poor', 'Neutral', 'Satisfactory']) {
      expect(screen.getByRole('radio', { name: label })).not.toBeChecked();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Please write a few words')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // The star (the radio's label) is what a finger or mouse presses.
    const four = screen.getByRole('radio', { name: 'Satisfactory' });
    await userEvent.click(document.querySelector(`label[for="${four.id}"]`)!);
    expect(screen.getByText('Satisfactory', { selector: 'p' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Your review/), 'Listened well and explained the tests.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('heading', { name: 'My doctor appointments' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      rating: 4,
      detail: 'Listened well and explained the tests.',
    });
  });

  it('consultations: the prescription download when ready, "Prescription is not ready yet" otherwise', async () => {
    logIn();
    const save = vi.spyOn(browserFiles, 'save').mockImplementation(() => {});
    const calls = stubApi({
      'GET /api/auth/doctor-consultancy/my-video-consultancy': {
        body: aPage([
          consultancy({ id: 21, status: 'Completed', status_style: 'success', prescription_is_ready: true }),
          consultancy({ id: 20 }),
        ]),
      },
    });
    renderList('video', '/profile/my-video-consultancy');
    const ready = within(await screen.findByRole('article', { name: 'Video consultation #21' }));
    const waiting = within(screen.getByRole('article', { name: 'Video consultation #20' }));
    expect(waiting.getByText('Prescription is not ready yet')).toBeInTheDocument();
    expect(waiting.queryByRole('button', { name: 'Download prescription' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My audio consultations' })).toHaveAttribute(
      'href',
      '/profile/my-audio-consultancy',
    );
    // The server has no file yet: said so, nothing saved.
    await userEvent.click(ready.getByRole('button', { name: 'Download prescription' }));
    await waitFor(() => expect(screen.getAllByText('Prescription is not ready yet')).toHaveLength(2));
    expect(save).not.toHaveBeenCalled();
    expect(calls.some((c) => c.path === '/api/auth/prescription/21/download-pdf')).toBe(true);
  });

  it('a cancelled consultation does not promise a prescription', async () => {
    logIn();
    stubApi({
      'GET /api/auth/doctor-consultancy/my-video-consultancy': {
        body: aPage([
          consultancy({ id: 8, status: 'Cancelled', status_style: 'danger', cancel_reason: 'Booked twice' }),
        ]),
      },
    });
    renderList('video', '/profile/my-video-consultancy');
    const cancelled = within(await screen.findByRole('article', { name: 'Video consultation #8' }));
    expect(cancelled.getByText('Cancelled: Booked twice')).toBeInTheDocument();
    expect(cancelled.queryByText('Prescription is not ready yet')).not.toBeInTheDocument();
    expect(cancelled.queryByRole('button', { name: 'Download prescription' })).not.toBeInTheDocument();
  });

  it('shows the payment result 2000 ms after coming back from paying', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    logIn();
    stubApi({ 'GET /api/auth/doctor-consultancy/my-video-consultancy': { body: aPage([]) } });
    renderList('video', '/profile/my-video-consultancy?trn_status=success&trn_message=Payment%20received');
    await act(async () => {
      await Promise.resolve();
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Payment received')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment received');
  });

  it('any list can open the review page: it posts to the given api_url with the given service and returns', async () => {
    logIn();
    const calls = stubApi({
      'POST /api/ambulance/review/3': { body: { status: 'success', message: 'Thank you for your review' } },
    });
    renderRoutes(
      [
        {
          path: '/profile/my-ambulance-booking',
          element: (
            <WriteReviewLink
              to="/add-review"
              state={{
                api_url: '/api/ambulance/review/3',
                redirect_url: '/profile/my-ambulance-booking',
                service: 'AmbulanceBooking',
              }}
            >
              Review the ambulance
            </WriteReviewLink>
          ),
        },
        { path: '/add-review', element: <ReviewPage /> },
      ],
      '/profile/my-ambulance-booking',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Review the ambulance' }));
    await userEvent.type(await screen.findByLabelText(/^Your review/), 'Came in ten minutes.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('link', { name: 'Review the ambulance' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      rating: 5,
      detail: 'Came in ten minutes.',
      service: 'AmbulanceBooking',
    });
  });

  it('the review page without its navigation state says there is nothing to review', async () => {
    logIn();
    renderRoutes([{ path: '/add-review', element: <ReviewPage /> }], '/add-review');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing to review here');
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });
});

describe('my earnings', () => {
  const earning = (over: Partial<Earning>): Earning => ({
    id: 1,
    booking_id: 5,
    patient: { name: 'Salma Begum', avatar: null },
    total_cost_in_bdt: 1200,
    total_cost_in_inr: 857.14,
    exchange_rate: 1.4,
    benefit_percentage: 5,
    total_benefit_in_bdt: 60,
    total_benefit_in_inr: 42.86,
    status: 'Pending',
    created_at: '2026-11-20T04:00:00.000Z',
    paid_at: null,
    ...over,
  });

  it('shows taka and rupees, the rate and percentage, and the status colours of spec 2', async () => {
    logIn();
    stubApi({
      'GET /api/auth/get-my-benefit-list': {
        body: aPage([
          earning({ id: 1, status: 'Ready' }),
          earning({ id: 2, status: 'Completed' }),
          earning({ id: 3, status: 'Pending' }),
        ]),
      },
    });
    renderRoutes([{ path: '/profile/my-broker-earnings', element: <EarningsPage /> }], '/profile/my-broker-earnings');
    expect(await screen.findAllByText('Tk 1,200.00 / ₹857.14')).toHaveLength(3);
    expect(screen.getAllByText('Tk 60.00 / ₹42.86')).toHaveLength(3);
    expect(screen.getAllByText('1 INR = 1.4 BDT')).toHaveLength(3);
    expect(screen.getAllByText('5%')).toHaveLength(3);
    const tone = (label: string) => screen.getByText(label).closest('[data-tone]')?.getAttribute('data-tone');
    expect(tone('Ready')).toBe('info');
    expect(tone('Completed')).toBe('success');
    expect(tone('Pending')).toBe('warning');
  });

  it('names the doctor with the title in Bengali on a Bengali screen', async () => {
    logIn();
    useLanguageStore.setState({ language: 'bn' });
    stubApi({
      'GET /api/auth/doctor-appointment/my-appointment': {
        body: aPage([appointment({ doctor: { ...doctor, title: 'Prof. Dr.' } })]),
      },
    });
    renderList('appointment', '/profile/my-doctor-appointment');
    expect(await screen.findByRole('link', { name: 'অধ্যাপক ডা. Farhana Akter' })).toHaveAttribute(
      'href',
      '/bd-doctor-appointment/doctor/4',
    );
  });

  it('in Bengali digits', async () => {
    logIn();
    useLanguageStore.setState({ language: 'bn' });
    stubApi({ 'GET /api/auth/get-my-benefit-list': { body: aPage([earning({})]) } });
    renderRoutes([{ path: '/profile/my-broker-earnings', element: <EarningsPage /> }], '/profile/my-broker-earnings');
    await waitFor(() => expect(screen.getByText('১,২০০.০০ টাকা / ₹৮৫৭.১৪')).toBeInTheDocument());
  });
});
