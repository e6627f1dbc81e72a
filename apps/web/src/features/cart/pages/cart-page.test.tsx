import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { useCartStore } from '../../../stores/cart';
import { useLanguageStore } from '../../../stores/language';
import { logIn, stubApi } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { addressAnswer, makeAddress, makeLine, makeServerItem, refreshRoute } from '../test/fixtures';
import { Component as CartPage } from './cart-page';

const renderCart = () =>
  renderRoutes(
    [
      { path: '/cart/show', element: <CartPage /> },
      { path: '/cart/checkout', element: <h1>Checkout page</h1> },
      { path: '/shop', element: <h1>Shop page</h1> },
    ],
    '/cart/show',
  );

describe('cart page', () => {
  afterEach(() => notifications.clean());

  it('refreshes once: updates prices, flags a product no longer sold, leaves it out of the totals and blocks checkout', async () => {
    useCartStore.setState({
      items: [makeLine({ id: 1, final_price: 12, c_qty: 2 }), makeLine({ id: 2, title: 'Ace 2', final_price: 8 })],
    });
    const calls = stubApi({
      [refreshRoute([1, 2])]: {
        body: {
          cart_items: [
            makeServerItem({ id: 1, title: 'Napa Extra', price: 20, final_price: 15 }),
            makeServerItem({ id: 2, title: 'Ace 2', final_price: 8, available: false }),
          ],
          shipping_fee_id: 60,
          shipping_fee_od: 120,
        },
      },
    });
    renderCart();

    const napa = await screen.findByRole('listitem', { name: 'Napa Extra' });
    expect(within(napa).getByText('৳30.00')).toBeInTheDocument();
    expect(within(napa).getByRole('link', { name: 'Napa Extra' })).toHaveAttribute('href', '/product/napa-1');
    const ace = screen.getByRole('listitem', { name: 'Ace 2' });
    expect(within(ace).getByText('No longer available')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some products in your cart are no longer available');

    const prices = within(screen.getByLabelText('Price summary'));
    expect(prices.getByText('Sub total').nextSibling).toHaveTextContent('৳30.00');
    // A guest: the server's inside-Dhaka fee, as the note below says (not the 30 Tk default).
    expect(prices.getByText('Shipping fee').nextSibling).toHaveTextContent('৳60.00');
    expect(prices.getByText('Total').nextSibling).toHaveTextContent('৳90.00');
    expect(screen.getByText('2 items · Total ৳90.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeDisabled();
    expect(screen.getByText(/counts the inside-Dhaka fee ৳60.00; outside Dhaka it is ৳120.00/)).toBeInTheDocument();

    expect(useCartStore.getState().items.map((i) => [i.id, i.final_price, i.c_qty, i.available])).toEqual([
      [1, 15, 2, true],
      [2, 8, 1, false],
    ]);
    expect(calls.filter((c) => c.path.startsWith('/api/cart/index/'))).toHaveLength(1);

    // Removing the flagged line lets the buyer go on.
    await userEvent.click(within(ace).getByRole('button', { name: 'Remove Ace 2' }));
    expect(await screen.findByText('Item removed from your cart')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Ace 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute('href', '/cart/checkout');
  });

  it('uses the fee of the logged-in user’s address in the total', async () => {
    logIn();
    useCartStore.setState({ items: [makeLine({ id: 1, final_price: 12.5, c_qty: 2 })] });
    stubApi({
      [refreshRoute([1])]: {
        body: { cart_items: [makeServerItem({ id: 1, final_price: 12.5 })], shipping_fee_id: 60, shipping_fee_od: 120 },
      },
      'GET /api/auth/get-shipping-address': addressAnswer(makeAddress(), 60),
    });
    renderCart();
    const prices = within(await screen.findByLabelText('Price summary'));
    await waitFor(() => expect(prices.getByText('Shipping fee').nextSibling).toHaveTextContent('৳60.00'));
    expect(prices.getByText('Sub total').nextSibling).toHaveTextContent('৳25.00');
    expect(prices.getByText('Total').nextSibling).toHaveTextContent('৳85.00');
  });

  it('raises and lowers a count, never below 1 (with the spec’s warning)', async () => {
    useCartStore.setState({ items: [makeLine({ id: 1, c_qty: 1 })] });
    stubApi({ [refreshRoute([1])]: { status: 500, body: { message: 'Server Error' } } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCart();
    const line = await screen.findByRole('listitem', { name: 'Napa 1' });
    const quantity = within(line).getByRole('status', { name: 'Quantity of Napa 1' });

    await userEvent.click(within(line).getByRole('button', { name: 'Decrease quantity of Napa 1' }));
    expect(await screen.findByText('Available quantity (1). Do not decrease this')).toBeInTheDocument();
    expect(quantity).toHaveTextContent('1');

    await userEvent.click(within(line).getByRole('button', { name: 'Increase quantity of Napa 1' }));
    await userEvent.click(within(line).getByRole('button', { name: 'Increase quantity of Napa 1' }));
    expect(quantity).toHaveTextContent('3');
    expect(within(line).getByText('৳36.00')).toBeInTheDocument();
    await userEvent.click(within(line).getByRole('button', { name: 'Decrease quantity of Napa 1' }));
    expect(quantity).toHaveTextContent('2');
    expect(useCartStore.getState().items[0].c_qty).toBe(2);

    // The refresh failed: only logged, the stored prices stay and nothing is flagged.
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByText('No longer available')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('shows the empty cart with a way to the shop once the last line is removed', async () => {
    useCartStore.setState({ items: [makeLine({ id: 4 })] });
    stubApi({
      [refreshRoute([4])]: {
        body: { cart_items: [makeServerItem({ id: 4 })], shipping_fee_id: 60, shipping_fee_od: 120 },
      },
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Napa 4' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to shop' })).toHaveAttribute('href', '/shop');
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('speaks Bengali with Bengali digits and the Bengali product title', async () => {
    useLanguageStore.setState({ language: 'bn' });
    i18n.changeLanguage('bn');
    useCartStore.setState({ items: [makeLine({ id: 1, final_price: 12, c_qty: 2 })] });
    stubApi({
      [refreshRoute([1])]: {
        body: { cart_items: [makeServerItem({ id: 1, final_price: 12 })], shipping_fee_id: 60, shipping_fee_od: 120 },
      },
    });
    renderCart();
    expect(await screen.findByRole('listitem', { name: 'নাপা 1' })).toHaveTextContent('৳২৪.০০');
    expect(screen.getByRole('heading', { name: 'শপিং কার্ট' })).toBeInTheDocument();
    const prices = within(screen.getByLabelText('মূল্যের সারসংক্ষেপ'));
    expect(prices.getByText('মোট').nextSibling).toHaveTextContent('৳৮৪.০০');
  });
});
