import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../../test/api';
import { useLanguageStore } from '../../stores/language';
import { ORDERS, aPage, anOrderRow, loadOrdersPages, renderOrders } from './admin-orders-test-api';

const cash = anOrderRow();
const online = anOrderRow({
  id: 15,
  total_amount: 560,
  payment_method: 1,
  payment_status: 'Paid',
  order_status: 'Delivered',
  created_at: '2026-03-06T18:15:00.000Z',
  customer: { id: 9, name: 'Karim Uddin', email: 'karim@example.test', phone: null },
  item_count: 1,
});

beforeAll(loadOrdersPages, 60_000);

describe('admin orders list', { timeout: 20_000 }, () => {
  it('shows each order: number, Dhaka date, customer, items, total, payment and stage', async () => {
    stubApi({ [`GET ${ORDERS}`]: { body: aPage([cash, online], { total: 2 }) } });
    renderOrders('/admin/orders');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]);
    expect(first.getByRole('link', { name: 'Order #12' })).toHaveAttribute('href', '/admin/orders/12');
    expect(first.getByText('5 Mar 2026, 10:30 AM')).toBeInTheDocument();
    expect(first.getByText('Rahima Khatun')).toBeInTheDocument();
    expect(first.getByText('rahima@example.test')).toBeInTheDocument();
    expect(first.getByText('01712345678')).toBeInTheDocument();
    expect(first.getByText('3')).toBeInTheDocument();
    expect(first.getByText('৳1,234.50')).toBeInTheDocument();
    expect(first.getByText('Cash on delivery')).toBeInTheDocument();
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByText('Processing')).toBeInTheDocument();
    const second = within(rows[2]);
    // 18:15 UTC is past midnight in Dhaka.
    expect(second.getByText('7 Mar 2026, 12:15 AM')).toBeInTheDocument();
    expect(second.getByText('Online payment')).toBeInTheDocument();
    expect(second.getByText('Paid')).toBeInTheDocument();
    expect(second.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('sends the filters of the address, the chosen stage, and the settled customer search from page 1', async () => {
    const calls = stubApi({ [`GET ${ORDERS}`]: { body: aPage([cash]) } });
    renderOrders('/admin/orders?payment_status=Pending&from=2026-03-01&to=2026-03-31&page=2&status=Nope');
    await screen.findByRole('table');
    const first = calls.find((c) => c.path === ORDERS)!;
    expect(first.query.get('payment_status')).toBe('Pending');
    expect(first.query.get('from')).toBe('2026-03-01');
    expect(first.query.get('to')).toBe('2026-03-31');
    expect(first.query.get('page')).toBe('2');
    // An unknown stage in the address is not sent.
    expect(first.query.get('status')).toBeNull();
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');

    await userEvent.click(screen.getByRole('combobox', { name: 'Stage' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shipped' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('status') === 'Shipped')).toBe(true));
    const staged = calls.find((c) => c.query.get('status') === 'Shipped')!;
    expect(staged.query.get('page')).toBe('1');
    expect(staged.query.get('payment_status')).toBe('Pending');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Customer' }), 'rahima');
    await waitFor(() => expect(calls.some((c) => c.query.get('customer') === 'rahima')).toBe(true));
    const searched = calls.filter((c) => c.path === ORDERS && c.query.get('customer'));
    // Debounced: one request for the settled term, not one per key.
    expect(searched.map((c) => c.query.get('customer'))).toEqual(['rahima']);
    expect(searched[0].query.get('status')).toBe('Shipped');
    expect(searched[0].query.get('from')).toBe('2026-03-01');
  });

  it('turns the page with the pagination', async () => {
    const calls = stubApi({
      [`GET ${ORDERS}`]: (request) => ({
        body: aPage([request.query.get('page') === '2' ? online : cash], {
          current_page: Number(request.query.get('page') ?? 1),
          last_page: 2,
          total: 21,
          from: 1,
          to: 20,
        }),
      }),
    });
    renderOrders('/admin/orders');
    await screen.findByRole('link', { name: 'Order #12' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Order #15' })).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('page')).toBe('2');
  });

  it('shows the empty state for filters that match nothing', async () => {
    stubApi({ [`GET ${ORDERS}`]: { body: aPage([]) } });
    renderOrders('/admin/orders?status=Cancelled');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    stubApi({
      [`GET ${ORDERS}`]: () => (fail ? { status: 500, body: { message: 'Server Error' } } : { body: aPage([cash]) }),
    });
    renderOrders('/admin/orders');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Order #12' })).toBeInTheDocument();
  });

  it('shows cards on phones and speaks Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true })) as typeof window.matchMedia;
    try {
      stubApi({ [`GET ${ORDERS}`]: { body: aPage([cash]) } });
      renderOrders('/admin/orders');
      const link = await screen.findByRole('link', { name: 'অর্ডার #১২' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(link.closest('li')!);
      expect(card.getByText('৳১,২৩৪.৫০')).toBeInTheDocument();
      expect(card.getByText('প্রক্রিয়াধীন')).toBeInTheDocument();
      expect(card.getByText('ক্যাশ অন ডেলিভারি')).toBeInTheDocument();
      expect(card.getByText('পণ্য: ৩')).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
