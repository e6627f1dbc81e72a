import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductCard } from '@nirog/contracts';
import { useCartStore } from '../../../stores/cart';
import { useWishlistStore } from '../../../stores/wishlist';
import { logIn, stubApi } from '../../../../test/api';
import { renderRoutes } from '../../../../test/render';
import { Component as MyWishlistPage } from './my-wishlist-page';

const card = (id: number, title: string, image: string | null, final_price: number, price: number): ProductCard => ({
  id,
  slug: `${title.toLowerCase().replace(' ', '-')}`,
  title,
  bn_title: null,
  for_sale: true,
  pack_unit: null,
  power: null,
  price,
  discount: 0,
  final_price,
  views: 0,
  prescription_required: false,
  image: image ? { image, thumbnail: null } : null,
  medicinetype: null,
  generics: [],
  brand: null,
});
const napaCard = card(1, 'Napa 1', 'products/1.png', 10.5, 12);
const aceCard = card(2, 'Ace 2', null, 8, 8);
const napa = { id: 1, slug: 'napa-1', title: 'Napa 1', image: 'products/1.png', final_price: 10.5, price: 12 };

const renderWishlist = () =>
  renderRoutes([{ path: '/profile/my-wishlist', element: <MyWishlistPage /> }], '/profile/my-wishlist');

describe('my wishlist page', () => {
  afterEach(() => notifications.clean());

  it("shows the account's list, adds one to the cart and removes another on the server with the spec's toast", async () => {
    logIn();
    // The device still shows an older copy: the account's list replaces it.
    useWishlistStore.setState({ items: [napa] });
    const removed: string[] = [];
    stubApi({
      'GET /api/auth/wishlist': { body: { data: [aceCard, napaCard] } },
      'DELETE /api/auth/wishlist/2': (request) => {
        removed.push(request.path);
        return { body: { message: 'Item successfully removed from your favourite list', data: [napaCard] } };
      },
    });
    renderWishlist();

    const first = within(await screen.findByRole('listitem', { name: 'Napa 1' }));
    expect(await screen.findByRole('listitem', { name: 'Ace 2' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Napa 1' })).toHaveAttribute('href', '/product/napa-1');
    expect(first.getByText('৳10.50')).toBeInTheDocument();
    await userEvent.click(first.getByRole('button', { name: 'Add to cart: Napa 1' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(useCartStore.getState().items.map((i) => [i.id, i.c_qty])).toEqual([[1, 1]]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ace 2 from wishlist' }));
    expect(await screen.findByText('Item successfully removed from your favourite list')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Ace 2' })).not.toBeInTheDocument();
    expect(removed).toEqual(['/api/auth/wishlist/2']);
    expect(useWishlistStore.getState().items.map((i) => i.id)).toEqual([1]);
  });

  it('keeps the product and shows the server message when removing fails', async () => {
    logIn();
    stubApi({
      'GET /api/auth/wishlist': { body: { data: [napaCard] } },
      'DELETE /api/auth/wishlist/1': { status: 500, body: { message: 'Server Error' } },
    });
    renderWishlist();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Napa 1 from wishlist' }));
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Napa 1' })).toBeInTheDocument();
  });

  it('says something went wrong when the product is no longer in the stored list', async () => {
    logIn();
    stubApi({ 'GET /api/auth/wishlist': { body: { data: [napaCard] } } });
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
    stubApi({ 'GET /api/auth/wishlist': { body: { data: [] } } });
    renderWishlist();
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to shop' })).toHaveAttribute('href', '/shop');
  });
});
