import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/payment';
import { useCartStore } from '../../../stores/cart';
import { useLanguageStore } from '../../../stores/language';
import { logIn, stubApi, type StubbedRequest } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { makeItem, makeOrder, ordersPage } from '../test/fixtures';
import { Component as MyOrdersPage } from './my-orders-page';

const renderOrders = (path = '/profile/my-order') =>
  renderRoutes(
    [
      { path: '/profile/my-order', element: <MyOrdersPage /> },
      { path: '/cart/show', element: <h1>Cart page</h1> },
    ],
    path,
  );

/** The server's style of a status badge. */
const tone = (label: HTMLElement) => label.closest('[data-tone]')?.getAttribute('data-tone');

const orderRequests = (calls: StubbedRequest[]) => calls.filter((c) => c.path === '/api/auth/order/my-orders');

const online = makeOrder({
  id: 12,
  payment_method: 1,
  payment_method_style: 'info',
  payment_status: 'Pending',
  payment_status_style: 'warning',
  order_status: 'Processing',
  need_payment_crypt_id: 'pay_abc',
  sub_total: 44,
  coupon_code: 'SAVE10',
  coupon_discount: 10,
  total_amount: 94,
  order_items: [makeItem({ id: 1, qty: 2, product_price: 12 }), makeItem({ id: 2, qty: 1, product_price: 20 })],
});
const cancelled = makeOrder({
  id: 11,
  order_status: 'Cancelled',
  payment_status: 'Refunded',
  payment_status_style: 'info',
});
// A stage the web does not know counts as Pending.
const unknown = makeOrder({
  id: 10,
  order_status: 'On hold' as never,
  payment_status: 'Paid',
  payment_status_style: 'success',
});

describe('my orders page', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('lists orders with their items, totals, 5-stage progress, payment badges and Pay now', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    logIn();
    const calls = stubApi({ 'GET /api/auth/order/my-orders': { body: ordersPage([online, cancelled, unknown]) } });
    renderOrders();

    const first = within(await screen.findByRole('article', { name: 'Order #12' }));
    const stages = within(first.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(stages).toHaveLength(5);
    ['Pending', 'Processing', 'Shipped', 'Delivered', 'Completed'].forEach((stage, i) =>
      expect(stages[i]).toHaveTextContent(stage),
    );
    expect(stages[1]).toHaveAttribute('aria-current', 'step');
    expect(tone(first.getByText('Online payment'))).toBe('info');
    expect(tone(first.getByText('Payment pending'))).toBe('warning');
    expect(first.getByRole('link', { name: 'Napa 2' })).toHaveAttribute('href', '/product/napa-2');
    expect(first.getByText('2 × ৳12.00')).toBeInTheDocument();
    const totals = within(first.getByLabelText('Price summary of order #12'));
    expect(totals.getByText('Coupon discount').nextSibling).toHaveTextContent('−৳10.00');
    expect(totals.getByText('Total').nextSibling).toHaveTextContent('৳94.00');

    const second = within(screen.getByRole('article', { name: 'Order #11' }));
    expect(second.getByText('This order was cancelled')).toBeInTheDocument();
    expect(second.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    expect(second.getByText('Cash on delivery')).toBeInTheDocument();
    expect(tone(second.getByText('Refunded'))).toBe('info');
    expect(second.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();

    const third = within(screen.getByRole('article', { name: 'Order #10' }));
    expect(third.getByRole('listitem', { current: 'step' })).toHaveTextContent('Pending');
    expect(tone(third.getByText('Paid'))).toBe('success');

    expect(orderRequests(calls)[0].query.get('page')).toBe('1');

    await userEvent.click(first.getByRole('button', { name: 'Pay now: order #12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please wait...' });
    expect(dialog).toHaveTextContent("Don't refresh or close the page.");
    expect(assign).toHaveBeenCalledWith('/payment/payment-submit/pay_abc?lang=en');
  });

  it('reorders the items still sold, with their quantities, and opens the cart', async () => {
    logIn();
    const order = makeOrder({
      order_items: [
        makeItem({ id: 1, qty: 3 }),
        makeItem({ id: 2, qty: 1 }),
        makeItem({ id: 3, product_id: null, product_slug: null, product_title: 'Old syrup' }),
      ],
    });
    const calls = stubApi({
      'GET /api/auth/order/my-orders': { body: ordersPage([order]) },
      [`POST /api/cart/index/${encodeURIComponent('[1,2]')}`]: {
        body: {
          cart_items: [
            {
              id: 1,
              slug: 'napa-1',
              title: 'Napa 1',
              bn_title: null,
              power: null,
              price: 15,
              discount: 0,
              final_price: 14,
              views: 0,
              prescription_required: false,
              image: null,
              medicinetype: null,
              generics: [],
              brand: null,
              available: true,
            },
          ],
          shipping_fee_id: 60,
          shipping_fee_od: 120,
        },
      },
    });
    const { router } = renderOrders();
    const card = within(await screen.findByRole('article', { name: 'Order #12' }));
    expect(card.getByText('Old syrup').closest('a')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Reorder order #12' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/show'));
    expect(await screen.findByText('1 product added to your cart')).toBeInTheDocument();
    expect(screen.getByText('2 products are no longer available and were left out')).toBeInTheDocument();
    expect(useCartStore.getState().items.map((i) => [i.id, i.c_qty, i.final_price])).toEqual([[1, 3, 14]]);
    expect(calls.some((c) => c.path === `/api/cart/index/${encodeURIComponent('[1,2]')}`)).toBe(true);
  });

  it('turns pages through the address, 10 orders a page', async () => {
    logIn();
    const calls = stubApi({
      'GET /api/auth/order/my-orders': (request) =>
        request.query.get('page') === '2'
          ? { body: ordersPage([makeOrder({ id: 3 })], 2, 2) }
          : { body: ordersPage([makeOrder({ id: 13 })], 1, 2) },
    });
    const { router } = renderOrders();
    await screen.findByRole('article', { name: 'Order #13' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Order #3' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(orderRequests(calls).map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('shows the payment result 2000 ms after coming back from the gateway, and cleans the address', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    logIn();
    stubApi({ 'GET /api/auth/order/my-orders': { body: ordersPage([]) } });
    const { router } = renderOrders('/profile/my-order?trn_status=failed&trn_message=Card%20declined&page=1');
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.location.search).toBe('?page=1');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Card declined')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Card declined');
    expect(alert).toHaveAttribute('data-status', 'failed');
  });

  it("shows an order's prescription check (waiting, confirmed), and the reason when a rejected prescription cancelled it", async () => {
    logIn();
    stubApi({
      'GET /api/auth/order/my-orders': {
        body: ordersPage([
          makeOrder({ id: 32, prescription: { id: 5, check: 'Confirmed' } }),
          makeOrder({ id: 31, prescription: { id: 4, check: 'Awaiting' } }),
          makeOrder({
            id: 30,
            order_status: 'Cancelled',
            prescription: { id: 4, check: 'Rejected' },
            cancel_reason: 'the name does not match',
          }),
          // Cancelled by the patient before a pharmacist looked: nobody will check it any more.
          makeOrder({ id: 29, order_status: 'Cancelled', prescription: { id: 4, check: 'Awaiting' } }),
        ]),
      },
    });
    renderOrders();
    const waiting = within(await screen.findByRole('article', { name: 'Order #31' }));
    expect(
      waiting.getByText(
        'Waiting for a pharmacist to check your prescription: the order is processed once it is confirmed.',
      ),
    ).toBeInTheDocument();
    // Confirmed: the order moves on (staff take it to Processing), which the patient is told.
    expect(
      within(screen.getByRole('article', { name: 'Order #32' })).getByText(
        'Your prescription is confirmed: your order will now be prepared for delivery.',
      ),
    ).toBeInTheDocument();
    const rejected = within(screen.getByRole('article', { name: 'Order #30' }));
    expect(rejected.getByText('Your prescription was not accepted.')).toBeInTheDocument();
    // The sentence once, then the pharmacist's reason once.
    expect(rejected.getByText('Reason: the name does not match')).toBeInTheDocument();
    expect(rejected.getAllByText(/not accepted/i)).toHaveLength(1);
    const withdrawn = within(screen.getByRole('article', { name: 'Order #29' }));
    expect(withdrawn.queryByText(/Waiting for a pharmacist/)).not.toBeInTheDocument();
  });

  it('names each line by its Bengali title as sold on a Bengali screen, the English one when it had none', async () => {
    logIn();
    const order = makeOrder({
      order_items: [
        makeItem({ id: 1, product_bn_title: 'নাপা ৫০০' }),
        makeItem({
          id: 2,
          product_id: null,
          product_slug: null,
          product_title: 'Old syrup',
          product_bn_title: 'পুরোনো সিরাপ',
        }),
        makeItem({ id: 3, product_title: 'Seclo 20' }),
      ],
    });
    stubApi({ 'GET /api/auth/order/my-orders': { body: ordersPage([order]) } });
    useLanguageStore.setState({ language: 'bn' });
    const { unmount } = renderOrders();
    const bn = within(await screen.findByRole('article', { name: 'অর্ডার #১২' }));
    expect(bn.getByRole('link', { name: 'নাপা ৫০০' })).toHaveAttribute('href', '/product/napa-1');
    expect(bn.getByText('পুরোনো সিরাপ')).toBeInTheDocument();
    expect(bn.getByRole('link', { name: 'Seclo 20' })).toHaveAttribute('href', '/product/napa-3');
    unmount();

    useLanguageStore.setState({ language: 'en' });
    renderOrders();
    const en = within(await screen.findByRole('article', { name: 'Order #12' }));
    expect(en.getByRole('link', { name: 'Napa 1' })).toBeInTheDocument();
    expect(en.getByText('Old syrup')).toBeInTheDocument();
    expect(en.queryByText('নাপা ৫০০')).not.toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    logIn();
    stubApi({ 'GET /api/auth/order/my-orders': { body: ordersPage([]) } });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to shop' })).toHaveAttribute('href', '/shop');
  });

  it('an order whose payment failed offers both Pay now and Cancel order; Cancel asks first, then cancels', async () => {
    const failed = makeOrder({
      id: 21,
      payment_method: 1,
      payment_status: 'Failed',
      payment_status_style: 'danger',
      order_status: 'Pending',
      need_payment_crypt_id: 'pay_failed',
      can_cancel: true,
    });
    let served = failed;
    logIn();
    const calls = stubApi({
      'GET /api/auth/order/my-orders': () => ({ body: ordersPage([served]) }),
      'POST /api/auth/order/21/cancel': () => {
        served = { ...failed, order_status: 'Cancelled', need_payment_crypt_id: null, can_cancel: false };
        return { body: { status: 'success', message: 'The order has been cancelled.', order_id: 21 } };
      },
    });
    renderOrders();
    const card = within(await screen.findByRole('article', { name: 'Order #21' }));
    expect(card.getByRole('button', { name: 'Pay now: order #21' })).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Cancel order #21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #21?' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/auth/order/21/cancel')).toHaveLength(1));
    expect(await screen.findByText('The order has been cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(card.queryByRole('button', { name: 'Cancel order #21' })).not.toBeInTheDocument());
    expect(card.queryByRole('button', { name: 'Pay now: order #21' })).not.toBeInTheDocument();
  });

  it('offers no Cancel order once the order is paid or moved on', async () => {
    logIn();
    stubApi({ 'GET /api/auth/order/my-orders': { body: ordersPage([online]) } });
    renderOrders();
    const card = within(await screen.findByRole('article', { name: 'Order #12' }));
    expect(card.queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  });
});
