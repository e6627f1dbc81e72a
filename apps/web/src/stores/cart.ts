import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../lib/storage';

/** A cart line: the product fields the cart shows plus its quantity `c_qty` (spec 1 section 3). */
export interface CartItem {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  final_price: number;
  price: number;
  c_qty: number;
  /** The Bengali title, once the server's refresh supplied it. */
  bn_title?: string | null;
  /** False once the server's refresh says the product is no longer sold: flagged, left out of totals. */
  available?: boolean;
  /** A prescription-only medicine (from the product card, kept fresh by the cart refresh): checkout asks for one. */
  prescription_required?: boolean;
}
export type CartProduct = Omit<CartItem, 'c_qty'>;

interface CartState {
  items: CartItem[];
  /** Adds a product (one unit, or `qty`); a product already in the cart has its count raised instead. */
  add: (product: CartProduct, qty?: number) => void;
  increment: (id: number) => void;
  /** Lowers the count by one; returns false (and changes nothing) when the count is already 1. */
  decrement: (id: number) => boolean;
  remove: (id: number) => void;
  /** Replaces the lines (the server's refresh of prices), keeping the quantities. */
  replace: (items: CartItem[]) => void;
  clear: () => void;
}

/** The guest-friendly cart, kept in local storage. */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (product, qty = 1) => {
        const amount = Math.max(1, Math.floor(qty));
        const items = get().items;
        set({
          items: items.some((i) => i.id === product.id)
            ? items.map((i) => (i.id === product.id ? { ...i, c_qty: i.c_qty + amount } : i))
            : [...items, { ...product, c_qty: amount }],
        });
      },
      increment: (id) => set({ items: get().items.map((i) => (i.id === id ? { ...i, c_qty: i.c_qty + 1 } : i)) }),
      decrement: (id) => {
        const line = get().items.find((i) => i.id === id);
        if (!line || line.c_qty <= 1) return false;
        set({ items: get().items.map((i) => (i.id === id ? { ...i, c_qty: i.c_qty - 1 } : i)) });
        return true;
      },
      remove: (id) => set({ items: get().items.filter((i) => i.id !== id) }),
      replace: (items) => set({ items: items.map((i) => ({ ...i, c_qty: Math.max(1, i.c_qty) })) }),
      clear: () => set({ items: [] }),
    }),
    { name: STORAGE_KEYS.cart },
  ),
);

/** Number of lines in the cart (the header badge). */
export const selectCartCount = (s: CartState) => s.items.length;
/** Units across all lines. */
export const selectCartQuantity = (s: CartState) => s.items.reduce((sum, i) => sum + i.c_qty, 0);
/** Sum of final price times quantity, in taka (lines no longer available are left out). */
export const selectCartSubtotal = (s: CartState) =>
  Math.round(s.items.reduce((sum, i) => (i.available === false ? sum : sum + i.final_price * i.c_qty), 0) * 100) / 100;
