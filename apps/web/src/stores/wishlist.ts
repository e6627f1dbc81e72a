import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../lib/storage';

/** A product copy kept in the local wishlist. */
export interface WishlistItem {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  final_price: number;
  price: number;
}

interface WishlistState {
  items: WishlistItem[];
  /** Adds a product; returns false when it is already there (no duplicates by id). */
  add: (item: WishlistItem) => boolean;
  /** Removes a product; returns false when it was not there. */
  remove: (id: number) => boolean;
  clear: () => void;
}

export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (item) => {
        if (get().items.some((i) => i.id === item.id)) return false;
        set({ items: [...get().items, item] });
        return true;
      },
      remove: (id) => {
        if (!get().items.some((i) => i.id === id)) return false;
        set({ items: get().items.filter((i) => i.id !== id) });
        return true;
      },
      clear: () => set({ items: [] }),
    }),
    { name: STORAGE_KEYS.wishlist },
  ),
);

export const selectWishlistCount = (s: WishlistState) => s.items.length;
export const selectInWishlist = (id: number) => (s: WishlistState) => s.items.some((i) => i.id === id);
