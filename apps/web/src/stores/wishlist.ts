import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ProductCard, WishlistResponse } from '@nirog/contracts';
import { api } from '../lib/api-client';
import { STORAGE_KEYS } from '../lib/storage';
import { selectIsLoggedIn, useSessionStore } from './session';

/** A product copy kept in the wishlist (the device's for a guest, the account's copy once logged in). */
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
  /** Replaces the list with the account's (server answers). */
  replace: (items: WishlistItem[]) => void;
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
      replace: (items) => set({ items }),
      clear: () => set({ items: [] }),
    }),
    { name: STORAGE_KEYS.wishlist },
  ),
);

export const selectWishlistCount = (s: WishlistState) => s.items.length;
export const selectInWishlist = (id: number) => (s: WishlistState) => s.items.some((i) => i.id === id);

type Saveable = Pick<ProductCard, 'id' | 'slug' | 'title' | 'image' | 'final_price' | 'price'>;

/** What the wishlist keeps of a product card. */
export const wishlistItemOf = (p: Saveable): WishlistItem => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  image: p.image?.thumbnail ?? p.image?.image ?? null,
  final_price: p.final_price,
  price: p.price,
});

const isLoggedIn = () => selectIsLoggedIn(useSessionStore.getState());
const keep = (answer: WishlistResponse) => useWishlistStore.getState().replace(answer.data.map(wishlistItemOf));

/**
 * Adds or removes one product (the heart). A guest's list stays on the device (spec 1); a logged-in user's is the
 * account's (`/api/auth/wishlist`): the heart changes at once and the server's answer then replaces the list; a
 * failed call puts the list back and rethrows (the caller shows the server's message).
 */
export async function toggleWishlist(item: WishlistItem): Promise<'added' | 'removed'> {
  const store = useWishlistStore.getState();
  const before = store.items;
  const added = store.add(item);
  if (!added) store.remove(item.id);
  if (!isLoggedIn()) return added ? 'added' : 'removed';
  try {
    keep(
      added
        ? await api.post<WishlistResponse>('/api/auth/wishlist', { product_id: item.id })
        : await api.delete<WishlistResponse>(`/api/auth/wishlist/${item.id}`),
    );
  } catch (error) {
    useWishlistStore.getState().replace(before);
    throw error;
  }
  return added ? 'added' : 'removed';
}

/** Removes one product (My wishlist's remove button); false when it was not in the list. */
export async function removeFromWishlist(id: number): Promise<boolean> {
  const store = useWishlistStore.getState();
  const before = store.items;
  if (!store.remove(id)) return false;
  if (!isLoggedIn()) return true;
  try {
    keep(await api.delete<WishlistResponse>(`/api/auth/wishlist/${id}`));
  } catch (error) {
    useWishlistStore.getState().replace(before);
    throw error;
  }
  return true;
}

/**
 * Right after login or registration: sends the device's list to the account (`POST /api/auth/wishlist/merge`,
 * repeats ignored by the server) and shows the account's list from then on.
 */
export async function mergeWishlistIntoAccount(): Promise<void> {
  const ids = useWishlistStore.getState().items.map((i) => i.id);
  keep(await api.post<WishlistResponse>('/api/auth/wishlist/merge', { product_ids: ids }));
}

/** Reads the account's list again (another device may have changed it). */
export async function refreshWishlist(signal?: AbortSignal): Promise<void> {
  keep(await api.get<WishlistResponse>('/api/auth/wishlist', { signal }));
}

/**
 * Follows the session: on sign-in the device's list is merged into the account's; on sign-out the account's list
 * leaves the device (a shared phone does not show it to the next person); a session already open when the app
 * starts reads the account's list once. Returns the cleanup. Failures are quiet: the list stays as it was.
 */
export function syncWishlistWithAccount(): () => void {
  const quiet = (work: Promise<void>) => work.catch(() => undefined);
  if (isLoggedIn()) void quiet(refreshWishlist());
  return useSessionStore.subscribe((state, previous) => {
    const now = selectIsLoggedIn(state);
    const before = selectIsLoggedIn(previous);
    if (now && !before) void quiet(mergeWishlistIntoAccount());
    else if (!now && before) useWishlistStore.getState().clear();
  });
}
