import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductCard } from '@nirog/contracts';
import { logIn, stubApi } from '../../test/api';
import { useSessionStore } from './session';
import { syncWishlistWithAccount, useWishlistStore } from './wishlist';

const item = (id: number) => ({ id, slug: `p-${id}`, title: `P ${id}`, image: null, final_price: 5, price: 5 });
const card = (id: number): ProductCard => ({
  ...item(id),
  bn_title: null,
  for_sale: true,
  pack_unit: null,
  power: null,
  discount: 0,
  views: 0,
  prescription_required: false,
  image: null,
  medicinetype: null,
  generics: [],
  brand: null,
});

describe('wishlist kept with the account', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it("merges the device's list into the account right after sign-in and shows the account's list", async () => {
    useWishlistStore.setState({ items: [item(3), item(1)] });
    const calls = stubApi({
      'POST /api/auth/wishlist/merge': { body: { message: 'ok', data: [card(3), card(1), card(9)] } },
    });
    stop = syncWishlistWithAccount();
    expect(calls).toEqual([]); // a guest: nothing to send
    logIn();
    await waitFor(() => expect(useWishlistStore.getState().items.map((i) => i.id)).toEqual([3, 1, 9]));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/auth/wishlist/merge', { product_ids: [3, 1] }],
    ]);
    expect(calls[0].headers.authorization).toBe('Bearer 12|secret-token-value');
  });

  it("reads the account's list when the app starts logged in, and forgets it on sign-out", async () => {
    logIn();
    const calls = stubApi({ 'GET /api/auth/wishlist': { body: { data: [card(4)] } } });
    stop = syncWishlistWithAccount();
    await waitFor(() => expect(useWishlistStore.getState().items.map((i) => i.id)).toEqual([4]));
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/wishlist']);
    useSessionStore.getState().signOut();
    expect(useWishlistStore.getState().items).toEqual([]);
  });

  it('keeps the device list when the merge fails', async () => {
    useWishlistStore.setState({ items: [item(2)] });
    const calls = stubApi({ 'POST /api/auth/wishlist/merge': { status: 500, body: { message: 'Server Error' } } });
    stop = syncWishlistWithAccount();
    logIn();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(useWishlistStore.getState().items.map((i) => i.id)).toEqual([2]);
  });
});
