import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cartPublicRoutes } from '../features/cart/cart-routes';
import { cartPrivateRoutes } from '../features/cart/checkout-routes';
import { ordersProfileRoutes } from '../features/orders/orders-routes';
import { wishlistProfileRoutes } from '../features/wishlist/wishlist-routes';
import { STORAGE_KEYS } from '../lib/storage';
import { useCartStore } from '../stores/cart';
import { logIn, makeUser, stubApi } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { createRoutes } from './routes';

const routes = () =>
  createRoutes({
    publicRoutes: cartPublicRoutes,
    privateRoutes: cartPrivateRoutes,
    profileRoutes: [...ordersProfileRoutes, ...wishlistProfileRoutes],
  });

/** Lazy route modules compile on first use, which is slow while the whole suite runs. */
const LAZY = { timeout: 15000 };

const line = { id: 1, slug: 'napa-1', title: 'Napa 1', image: null, price: 12, final_price: 12, c_qty: 1 };

describe('cart, checkout, orders and wishlist routes', () => {
  vi.setConfig({ testTimeout: 40000 });

  it('opens the cart for a guest', async () => {
    useCartStore.setState({ items: [line] });
    stubApi({
      [`POST /api/cart/index/${encodeURIComponent('[1]')}`]: {
        body: { cart_items: [], shipping_fee_id: 60, shipping_fee_od: 120 },
      },
    });
    renderRoutes(routes(), '/cart/show');
    expect(await screen.findByRole('heading', { name: 'Shopping cart' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute('href', '/cart/checkout');
  });

  it('sends a guest from checkout to /login and back to checkout after logging in', async () => {
    useCartStore.setState({ items: [line] });
    stubApi({
      'POST /api/auth/login': { body: { message: 'Welcome back', token: '5|token-value', user: makeUser() } },
      'GET /api/auth/get-shipping-address': { body: { shipping_address: null, shipping_fee: 120 } },
      [`POST /api/cart/index/${encodeURIComponent('[1]')}`]: {
        body: { cart_items: [], shipping_fee_id: 60, shipping_fee_od: 120 },
      },
    });
    const { router } = renderRoutes(routes(), '/cart/checkout');
    expect(await screen.findByRole('heading', { name: 'Login' }, LAZY)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.origin)!)).toBe('/cart/checkout');

    await userEvent.type(screen.getByLabelText(/^E-mail/), 'rahima@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'), LAZY);
    expect(await screen.findByRole('heading', { name: 'Checkout' }, LAZY)).toBeInTheDocument();
  });

  it('shows my orders and my wishlist inside the profile layout, linked from the sidebar', async () => {
    logIn();
    stubApi({
      'GET /api/auth/order/my-orders': {
        body: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null },
      },
    });
    const { router } = renderRoutes(routes(), '/profile/my-order');
    expect(await screen.findByRole('heading', { name: 'My orders' }, LAZY)).toBeInTheDocument();
    const sidebar = within(screen.getByRole('navigation', { name: 'Profile menu' }));
    await userEvent.click(sidebar.getByRole('link', { name: 'My Wishlist' }));
    expect(await screen.findByRole('heading', { name: 'My wishlist' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/my-wishlist');
    expect(sidebar.getByRole('link', { name: 'My Order' })).toHaveAttribute('href', '/profile/my-order');
  });
});
