import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../../stores/cart';
import { useWishlistStore } from '../../../stores/wishlist';
import { logIn, stubApi } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { Component as MyWishlistPage } from './my-wishlist-page';

const napa = { id: 1, slug: 'napa-1', title: 'Napa 1', image: 'products/1.png', final_price: 10.5, price: 12 };
const ace = { id: 2, slug: 'ace-2', title: 'Ace 2', image: null, final_price: 8, price: 8 };

const renderWishlist = () =>
  renderRoutes([{ path: '/profile/my-wishlist', element: <MyWishlistPage /> }], '/profile/my-wishlist');

describe('my wishlist page', () => {
  afterEach(() => notifications.clean());

  it('lists the saved products, adds one to the cart and removes another with the spec’s toast', async () => {
    logIn();
    stubApi({});
    useWishlistStore.setState({ items: [napa, ace] });
    renderWishlist();

    const first = within(await screen.findByRole('listitem', { name: 'Napa 1' }));
    expect(first.getByRole('link', { name: 'Napa 1' })).toHaveAttribute('href', '/product/napa-1');
    expect(first.getByText('৳10.50')).toBeInTheDocument();
    await userEvent.click(first.getByRole('button', { name: 'Add to cart: Napa 1' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(useCartStore.getState().items.map((i) => [i.id, i.c_qty])).toEqual([[1, 1]]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ace 2 from wishlist' }));
    expect(await screen.findByText('Item successfully removed from your favourite list')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Ace 2' })).not.toBeInTheDocument();
    expect(useWishlistStore.getState().items.map((i) => i.id)).toEqual([1]);
  });

  it('says something went wrong when the product is no longer in the stored list', async () => {
    logIn();
    stubApi({});
    useWishlistStore.setState({ items: [napa] });
    renderWishlist();
    const remove = await screen.findByRole('button', { name: 'Remove Napa 1 from wishlist' });
    // The stored list lost the product meanwhile (another tab, cleared storage).
    const original = useWishlistStore.getState().remove;
    useWishlistStore.setState({ remove: () => false });
    try {
      await userEvent.click(remove);
      expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    } finally {
      useWishlistStore.setState({ remove: original });
    }
  });

  it('shows the empty state with a way to the shop', async () => {
    logIn();
    stubApi({});
    renderWishlist();
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to shop' })).toHaveAttribute('href', '/shop');
  });
});
