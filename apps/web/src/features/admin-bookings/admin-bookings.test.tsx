import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../../test/api';
import { useLanguageStore } from '../../stores/language';
import { BOOKINGS, aBooking, aPage, loadBookingsPages, onPhone, renderBookings } from './admin-bookings-test-api';

const paid = aBooking();
const india = aBooking({
  id: 44,
  kind: 'appointment',
  status: 'Cancelled',
  payment_status: 'Paid',
  total_amount: 2000,
  time_zone: 'Asia/Kolkata',
  app_date: '2026-03-20',
  app_time: '16:45',
  serial_no: null,
  refund_due: true,
  provider: { id: 15, code: 'DOC-00015', name: 'Dr. Anil Mehta' },
});
const audio = aBooking({
  id: 47,
  kind: 'audio',
  status: 'Pending',
  payment_status: 'Pending',
  total_amount: 500,
  app_date: null,
  app_time: null,
  serial_no: null,
});

beforeAll(loadBookingsPages, 60_000);

describe('admin bookings list', { timeout: 20_000 }, () => {
  it('shows each booking: number, kind, time, patient, provider, total, payment and status', async () => {
    stubApi({ [`GET ${BOOKINGS}`]: { body: aPage([paid, india, audio]) } });
    renderBookings('/admin/bookings');
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1]);
    expect(first.getByRole('link', { name: 'Booking #41' })).toHaveAttribute('href', '/admin/bookings/41');
    expect(first.getByText('Doctor appointment')).toBeInTheDocument();
    expect(first.getByText('10 Mar 2026, 05:30 PM')).toBeInTheDocument();
    expect(first.getByText('Serial 3')).toBeInTheDocument();
    expect(first.getByText('rahima@example.test')).toBeInTheDocument();
    expect(first.getByText('01712345678')).toBeInTheDocument();
    expect(first.getByText('Dr. Sadia Afrin')).toBeInTheDocument();
    expect(first.getByText('DOC-00012')).toBeInTheDocument();
    expect(first.getByText('৳900.00')).toBeInTheDocument();
    expect(first.getByText('Paid')).toBeInTheDocument();
    expect(first.getByText('Ready')).toBeInTheDocument();
    const second = within(rows[2]);
    // 16:45 in India is 17:15 in Bangladesh.
    expect(second.getByText('20 Mar 2026, 05:15 PM')).toBeInTheDocument();
    expect(second.getByText('04:45 PM India time')).toBeInTheDocument();
    expect(second.getByText('Refund due')).toBeInTheDocument();
    expect(second.getByText('Cancelled')).toBeInTheDocument();
    const third = within(rows[3]);
    expect(third.getByText('Audio consultation')).toBeInTheDocument();
    expect(third.getByText('No time slot')).toBeInTheDocument();
    expect(third.getByText('Booked 5 Mar 2026, 10:30 AM')).toBeInTheDocument();
    expect(third.getByText('Unpaid')).toBeInTheDocument();
  });

  it('sends the filters of the address, then a chosen kind and the settled searches from page 1', async () => {
    const calls = stubApi({ [`GET ${BOOKINGS}`]: { body: aPage([paid]) } });
    renderBookings('/admin/bookings?status=Ready&payment_status=Paid&date=2026-03-10&page=2&kind=bogus');
    await screen.findByRole('table');
    const first = calls.find((c) => c.path === BOOKINGS)!;
    expect(Object.fromEntries(first.query)).toEqual({
      status: 'Ready',
      payment_status: 'Paid',
      date: '2026-03-10',
      page: '2',
    });
    expect(screen.getByLabelText('Day')).toHaveValue('2026-03-10');

    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Video consultation' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('kind') === 'video')).toBe(true));
    expect(calls.find((c) => c.query.get('kind') === 'video')!.query.get('page')).toBe('1');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Provider' }), 'DOC-00012');
    await waitFor(() => expect(calls.some((c) => c.query.get('provider') === 'DOC-00012')).toBe(true));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Patient' }), '0171');
    await waitFor(() => expect(calls.at(-1)!.query.get('patient')).toBe('0171'), { timeout: 3000 });
    expect(calls.at(-1)!.query.get('provider')).toBe('DOC-00012');
    const searched = calls.filter((c) => c.query.get('provider'));
    expect(new Set(searched.map((c) => c.query.get('provider')))).toEqual(new Set(['DOC-00012']));
    expect(searched.at(-1)!.query.get('kind')).toBe('video');
  });

  it('the Refunds tab lists only the bookings whose money must be given back', async () => {
    const calls = stubApi({
      [`GET ${BOOKINGS}`]: (request) => ({
        body: aPage(request.query.get('refund_due') === '1' ? [] : [paid]),
      }),
    });
    const { router } = renderBookings('/admin/bookings');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('tab', { name: 'Refunds due' }));
    expect(await screen.findByText('No refunds are due.')).toBeInTheDocument();
    expect(calls.at(-1)!.query.get('refund_due')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Refunds due' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'All bookings' }));
    // The first page is still in the cache: back to it without the filter.
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says when no booking matches the filters', async () => {
    stubApi({ [`GET ${BOOKINGS}`]: { body: aPage([]) } });
    renderBookings('/admin/bookings?status=Completed');
    expect(await screen.findByText('No bookings match these filters.')).toBeInTheDocument();
  });

  it('shows cards on phones and speaks Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    await onPhone(async () => {
      stubApi({ [`GET ${BOOKINGS}`]: { body: aPage([india]) } });
      renderBookings('/admin/bookings');
      const link = await screen.findByRole('link', { name: 'বুকিং #৪৪' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(link.closest('li')!);
      expect(card.getByText('ডাক্তারের অ্যাপয়েন্টমেন্ট')).toBeInTheDocument();
      expect(card.getByText('৳২,০০০.০০')).toBeInTheDocument();
      expect(card.getByText('টাকা ফেরত বাকি')).toBeInTheDocument();
      expect(card.getByText('ভারতের সময় ০৪:৪৫ বিকাল')).toBeInTheDocument();
      expect(card.getByText('বাতিল')).toBeInTheDocument();
    });
  });
});
