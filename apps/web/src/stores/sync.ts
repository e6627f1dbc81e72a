import { STORAGE_KEYS } from '../lib/storage';
import { useCartStore } from './cart';
import { useLanguageStore } from './language';
import { useSessionStore } from './session';
import { useWishlistStore } from './wishlist';

const STORES: Record<string, { persist: { rehydrate: () => Promise<void> | void } }> = {
  [STORAGE_KEYS.session]: useSessionStore,
  [STORAGE_KEYS.language]: useLanguageStore,
  [STORAGE_KEYS.cart]: useCartStore,
  [STORAGE_KEYS.wishlist]: useWishlistStore,
};

/** Keeps the persisted stores in step with other tabs (login, logout, language, cart). Returns the cleanup. */
export function syncStoresAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    const store = event.key ? STORES[event.key] : undefined;
    if (store) void store.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
