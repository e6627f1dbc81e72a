import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import type { Prescription } from '@nirog/contracts';
import { useCartStore } from '../../../stores/cart';
import { aPage, logIn, stubApi, type StubbedRequest } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { addressAnswer, makeAddress, makeLine, makeServerItem, refreshRoute } from '../test/fixtures';
import { Component as CheckoutPage } from './checkout-page';

type Routes = Parameters<typeof stubApi>[0];

const prescription = (id: number, overrides: Partial<Prescription> = {}): Prescription => ({
  id,
  status: 'Pending',
  day_for: 7,
  unnecessary_medicine: null,
  note: null,
  created_at: '2026-03-05T04:30:00.000Z',
  reviewed_at: null,
  beimages: [
    { id: 1, image: '/api/prescription-images/1/full?sig', thumbnail: '/api/prescription-images/1/thumb?sig' },
  ],
  order: null,
  ...overrides,
});

const renderCheckout = (path = '/cart/checkout') =>
  renderRoutes(
    [
      { path: '/cart/checkout', element: <CheckoutPage /> },
      { path: '/profile/my-order', element: <h1>My orders page</h1> },
      { path: '/profile/upload-prescription', element: <h1>Upload page</h1> },
    ],
    path,
  );

/** Napa (over the counter) and Cef-3 (prescription only) in the cart; the refresh says which needs one. */
function setUp(routes: Routes = {}, prescriptions = [prescription(5), prescription(4, { status: 'Declined' })]) {
  logIn();
  useCartStore.setState({ items: [makeLine({ id: 1 }), makeLine({ id: 2, title: 'Cef-3 2' })] });
  return stubApi({
    [refreshRoute([1, 2])]: {
      body: {
        cart_items: [
          makeServerItem({ id: 1 }),
          makeServerItem({ id: 2, title: 'Cef-3 2', prescription_required: true }),
        ],
        shipping_fee_id: 60,
        shipping_fee_od: 120,
      },
    },
    'GET /api/auth/get-shipping-address': addressAnswer(makeAddress(), 60),
    'GET /api/auth/get/my-prescription': { body: aPage(prescriptions) },
    ...routes,
  });
}
const placed = {
  body: { status: 'success', message: 'ok', order_id: 9, need_payment: false, need_payment_id: null },
};
const orderCalls = (calls: StubbedRequest[]) => calls.filter((c) => c.path === '/api/cart/order/store');

describe('checkout with prescription-only medicines', () => {
  afterEach(() => notifications.clean());

  it('marks the lines that need a prescription and asks for one before ordering', async () => {
    const calls = setUp({ 'POST /api/cart/order/store': placed });
    renderCheckout();
    const cef = await screen.findByRole('listitem', { name: 'Cef-3 2' });
    expect(await within(cef).findByText('Prescription needed')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Napa 1' })).queryByText('Prescription needed')).toBeNull();

    const section = await screen.findByRole('region', { name: 'Prescription' });
    // Only prescriptions a pharmacist has not declined can be attached.
    const choices = await within(section).findAllByRole('radio');
    expect(choices).toHaveLength(1);
    expect(within(section).getByRole('link', { name: 'Upload a new prescription' })).toHaveAttribute(
      'href',
      '/profile/upload-prescription?_reb=checkout',
    );

    await userEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAY' }));
    expect(
      (await screen.findAllByText("Choose a prescription for the medicines marked 'Prescription needed'.")).length,
    ).toBeGreaterThan(0);
    expect(orderCalls(calls)).toEqual([]);

    await userEvent.click(within(section).getByRole('radio', { name: /Prescription of 5th March, 2026/ }));
    await userEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAY' }));
    expect(await screen.findByRole('heading', { name: 'My orders page' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your order was submitted. A pharmacist will check your prescription before it is processed.',
      ),
    ).toBeInTheDocument();
    expect(orderCalls(calls)[0].body).toMatchObject({ prescription_id: 5 });
  });

  it('comes back from the upload with the new prescription chosen, and shows the server refusal on the section', async () => {
    const calls = setUp(
      {
        'POST /api/cart/order/store': {
          status: 422,
          body: {
            message: 'Choose one of your own prescriptions that a pharmacist has not declined.',
            errors: { prescription_id: ['Choose one of your own prescriptions that a pharmacist has not declined.'] },
          },
        },
      },
      [prescription(8), prescription(5)],
    );
    renderCheckout('/cart/checkout?prescription=8');
    const section = await screen.findByRole('region', { name: 'Prescription' });
    await waitFor(() => expect(within(section).getAllByRole('radio')[0]).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAY' }));
    expect(
      (await screen.findAllByText('Choose one of your own prescriptions that a pharmacist has not declined.')).length,
    ).toBeGreaterThan(0);
    expect(orderCalls(calls)[0].body).toMatchObject({ prescription_id: 8 });
  });

  it('sends no prescription and shows no section when nothing needs one', async () => {
    logIn();
    useCartStore.setState({ items: [makeLine({ id: 1 })] });
    const calls = stubApi({
      [refreshRoute([1])]: {
        body: { cart_items: [makeServerItem({ id: 1 })], shipping_fee_id: 60, shipping_fee_od: 120 },
      },
      'GET /api/auth/get-shipping-address': addressAnswer(makeAddress(), 60),
      'POST /api/cart/order/store': placed,
    });
    renderCheckout();
    await screen.findByText('Rahima Akter');
    expect(screen.queryByRole('region', { name: 'Prescription' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAY' }));
    await screen.findByRole('heading', { name: 'My orders page' });
    expect(orderCalls(calls)[0].body).not.toHaveProperty('prescription_id');
    expect(calls.some((c) => c.path === '/api/auth/get/my-prescription')).toBe(false);
  });
});
