/** Every localStorage key the app uses, in one place. */
export const STORAGE_KEYS = {
  session: 'nirog.session',
  language: 'nirog.language',
  origin: 'nirog.origin',
  cart: 'nirog.cart',
  wishlist: 'nirog.wishlist',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
}
