import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/payment';
import { useCartStore } from '../../../stores/cart';
import { useLanguageStore } from '../../../stores/language';
import { logIn, stubApi, type StubbedRequest } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { addressAnswer, makeAddress, makeLine, makeServerItem, refreshRoute } from '../test/fixtures';
import { Component as CheckoutPage } from './checkout-page';

type Routes = Parameters<typeof stubApi>[0];

const renderCheckout = () =>
  renderRoutes(
    [
      { path: '/cart/checkout', element: <CheckoutPage /> },
      { path: '/shop', element: <h1>Shop page</h1> },
      { path: '/profile/my-order', element: <h1>My orders page</h1> },
    ],
    '/cart/checkout',
  );

/** A logged-in buyer with Napa ×2 (৳12.50) and Ace ×1 (৳8): sub total ৳33.00, address fee ৳60. */
function setUp(routes: Routes = {}, address = makeAddress()) {
  logIn();
  useCartStore.setState({
    items: [makeLine({ id: 1, final_price: 12.5, c_qty: 2 }), makeLine({ id: 2, title: 'Ace 2', final_price: 8 })],
  });
  return stubApi({
    [refreshRoute([1, 2])]: {
      body: {
        cart_items: [
          makeServerItem({ id: 1, final_price: 12.5 }),
          makeServerItem({ id: 2, title: 'Ace 2', final_price: 8 }),
        ],
        shipping_fee_id: 60,
        shipping_fee_od: 120,
      },
    },
    'GET /api/auth/get-shipping-address': addressAnswer(address, 60),
    ...routes,
  });
}

const amountOf = (label: string) =>
  within(screen.getByLabelText('Price summary')).getByText(label).nextSibling as HTMLElement;
const orderCalls = (calls: StubbedRequest[]) => calls.filter((c) => c.path === '/api/cart/order/store');

describe('checkout page', () => {
  afterEach(() => {
    useLanguageStore.setState({ language: 'en' });
    notifications.clean();
    vi.restoreAllMocks();
  });

  it('sends the user to /shop when the cart is empty', async () => {
    logIn();
    stubApi({});
    const { router } = renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('shows the shipping information with an Edit link back to checkout, and the summary', async () => {
    setUp();
    renderCheckout();
    const section = within(await screen.findByRole('region', { name: 'Shipping information' }));
    expect(await section.findByText('Rahima Akter')).toBeInTheDocument();
    expect(section.getByText('Home')).toBeInTheDocument();
    expect(section.getByText('Bangladesh')).toBeInTheDocument();
    expect(section.getByText('Dhaka')).toBeInTheDocument();
    expect(section.getByText('Dhanmondi')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/profile/my-shipping-address?_reb=checkout',
    );
    expect(amountOf('Sub total')).toHaveTextContent('৳33.00');
    expect(amountOf('Shipping fee')).toHaveTextContent('৳60.00');
    expect(amountOf('Coupon discount')).toHaveTextContent('৳0.00');
    expect(amountOf('Total')).toHaveTextContent('৳93.00');
    expect(screen.getByRole('radio', { name: 'Online payment' })).toBeChecked();
  });

  it('names the country in Bengali on a Bengali screen', async () => {
    useLanguageStore.setState({ language: 'bn' });
    setUp();
    renderCheckout();
    const section = within(await screen.findByRole('region', { name: 'ডেলিভারির তথ্য' }));
    expect(await section.findByText('বাংলাদেশ')).toBeInTheDocument();
    expect(section.queryByText('Bangladesh')).not.toBeInTheDocument();
  });

  it('asks for an address when there is none and refuses to order without one', async () => {
    const calls = setUp({}, null as never);
    renderCheckout();
    const section = within(await screen.findByRole('region', { name: 'Shipping information' }));
    expect(await section.findByText('Please first add your shipping address')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Add shipping address' })).toHaveAttribute(
      'href',
      '/profile/my-shipping-address?_reb=checkout',
    );
    // No address: the default fee.
    expect(amountOf('Shipping fee')).toHaveTextContent('৳30.00');
    await userEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAY' }));
    expect(await screen.findByText('We did not find your shipping address.')).toBeInTheDocument();
    expect(orderCalls(calls)).toHaveLength(0);
  });

  it('applies a coupon, then resets the discount and shows the reason when it no longer applies', async () => {
    let attempt = 0;
    const calls = setUp({
      'POST /api/cart/coupon/status': () =>
        ++attempt === 1
          ? { body: { status: 'success', discount: 50, message: 'Coupon applied.' } }
          : { status: 422, body: { message: 'Invalid.', errors: { code: ['This coupon has expired.'] } } },
    });
    renderCheckout();
    await screen.findByText('Rahima Akter');
    const code = screen.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(code, 'SAVE50');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Congratulations')).toBeInTheDocument();
    expect(screen.getByText('You get ৳50.00 coupon discount')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/cart/coupon/status')?.body).toEqual({ code: 'SAVE50', min_spend: 33 });
    expect(amountOf('Coupon discount')).toHaveTextContent('−৳50.00');
    expect(amountOf('Total')).toHaveTextContent('৳43.00');

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This coupon has expired.'));
    expect(amountOf('Coupon discount')).toHaveTextContent('৳0.00');
    expect(amountOf('Total')).toHaveTextContent('৳93.00');
  });

  it('places a cash order: the same Idempotency-Key on a retry after a network error, then the cart empties and my orders open', async () => {
    let attempt = 0;
    const calls = setUp({
      'POST /api/cart/order/store': () => {
        if (++attempt === 1) throw new TypeError('Failed to fetch');
        return {
          body: {
            status: 'success',
            message: 'Order placed.',
            order_id: 91,
            need_payment: false,
            need_payment_id: null,
          },
        };
      },
    });
    const { router } = renderCheckout();
    await screen.findByText('Rahima Akter');
    await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAY' }));

    expect(await screen.findByText(/Cannot reach the server/)).toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAY' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/my-order'));
    expect(await screen.findByText('Your order was successfully submitted')).toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([]);

    const [first, second] = orderCalls(calls);
    expect(second.body).toEqual({
      cart_contents: [
        { id: 1, qty: 2 },
        { id: 2, qty: 1 },
      ],
      payment_method: 2,
    });
    expect(first.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  it('shows the server’s field errors on the line and the payment method, and starts a new attempt after them', async () => {
    let attempt = 0;
    const calls = setUp({
      'POST /api/cart/order/store': () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: 'The given data was invalid.',
                errors: {
                  'cart_contents.1.id': ['This product is no longer available.'],
                  payment_method: ['Choose a payment method.'],
                },
              },
            }
          : {
              body: { status: 'success', message: 'Placed.', order_id: 5, need_payment: false, need_payment_id: null },
            },
    });
    renderCheckout();
    await screen.findByText('Rahima Akter');
    await userEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAY' }));
    const ace = await screen.findByRole('listitem', { name: 'Ace 2' });
    expect(await within(ace).findByText('This product is no longer available.')).toBeInTheDocument();
    expect(screen.getByText('Choose a payment method.')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Napa 1' })).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAY' }));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(2));
    const [first, second] = orderCalls(calls);
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });

  it('pays online: the blocking please-wait popup, the cart emptied and the browser sent to the payment page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const calls = setUp({
      'POST /api/cart/coupon/status': { body: { status: 'success', discount: 20, message: 'Coupon applied.' } },
      'POST /api/cart/order/store': {
        body: { status: 'success', message: 'Placed.', order_id: 92, need_payment: true, need_payment_id: 'pay_Xy7' },
      },
    });
    const { router } = renderCheckout();
    await screen.findByText('Rahima Akter');
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SAVE20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('You get ৳20.00 coupon discount');
    await userEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAY' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please wait...' });
    expect(dialog).toHaveTextContent("Don't refresh or close the page.");
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/payment/payment-submit/pay_Xy7?lang=en');
    expect(useCartStore.getState().items).toEqual([]);
    expect(router.state.location.pathname).toBe('/cart/checkout');
    expect(orderCalls(calls)[0].body).toEqual({
      cart_contents: [
        { id: 1, qty: 2 },
        { id: 2, qty: 1 },
      ],
      payment_method: 1,
      code: 'SAVE20',
    });
  });
});
