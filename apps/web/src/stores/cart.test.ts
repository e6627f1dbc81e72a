import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { selectCartCount, selectCartQuantity, selectCartSubtotal, useCartStore } from './cart';
import { useWishlistStore } from './wishlist';

const napa = { id: 1, slug: 'napa', title: 'Napa 500', image: 'products/napa.png', final_price: 12.5, price: 15 };
const ace = { id: 2, slug: 'ace', title: 'Ace', image: null, final_price: 8, price: 8 };

describe('cart store', () => {
  beforeEach(() => useCartStore.setState({ items: [] }));

  it('adds a new product with count 1 and raises the count of one already there (no duplicate lines)', () => {
    const cart = useCartStore.getState();
    cart.add(napa);
    cart.add(ace);
    cart.add(napa);
    const state = useCartStore.getState();
    expect(state.items.map((i) => [i.id, i.c_qty])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(selectCartCount(state)).toBe(2);
    expect(selectCartQuantity(state)).toBe(3);
    expect(selectCartSubtotal(state)).toBe(33);
  });

  it('never lets a count go below 1', () => {
    const cart = useCartStore.getState();
    cart.add(napa, 2);
    expect(cart.decrement(1)).toBe(true);
    expect(cart.decrement(1)).toBe(false);
    expect(useCartStore.getState().items[0].c_qty).toBe(1);
    cart.add(ace, 0);
    expect(useCartStore.getState().items[1].c_qty).toBe(1);
  });

  it('removes a line, and persists under its storage key', () => {
    const cart = useCartStore.getState();
    cart.add(napa);
    cart.add(ace);
    cart.remove(1);
    expect(useCartStore.getState().items.map((i) => i.id)).toEqual([2]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!).state.items).toHaveLength(1);
  });
});

describe('wishlist store', () => {
  beforeEach(() => useWishlistStore.setState({ items: [] }));

  it('keeps no duplicates by id and reports what happened', () => {
    const wishlist = useWishlistStore.getState();
    expect(wishlist.add(napa)).toBe(true);
    expect(wishlist.add({ ...napa, title: 'Napa again' })).toBe(false);
    expect(useWishlistStore.getState().items).toHaveLength(1);
    expect(wishlist.remove(1)).toBe(true);
    expect(wishlist.remove(1)).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.wishlist)!).state.items).toEqual([]);
  });
});
