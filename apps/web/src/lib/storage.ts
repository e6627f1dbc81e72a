/** Every localStorage key the app uses, in one place. */
export const STORAGE_KEYS = {
  session: 'nirog.session',
  language: 'nirog.language',
  origin: 'nirog.origin',
  cart: 'nirog.cart',
  wishlist: 'nirog.wishlist',
  /** The e-mail of the last login or register attempt, for "resend the verification mail". */
  verifyEmail: 'nirog.verify-email',
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

export function removeKey(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): nothing to remove.
  }
}

/** The page a guest tried to open before being sent to /login (path + search + hash). */
export function rememberOrigin(location: { pathname: string; search?: string; hash?: string }) {
  writeJson(STORAGE_KEYS.origin, `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
}

/** Only in-app paths are accepted, so a stored value can never send the user to another site. */
export function readOrigin(): string | null {
  const origin = readJson<string>(STORAGE_KEYS.origin);
  return typeof origin === 'string' && origin.startsWith('/') && !origin.startsWith('//') ? origin : null;
}

export function clearOrigin() {
  removeKey(STORAGE_KEYS.origin);
}

export function rememberVerifyEmail(email: string) {
  writeJson(STORAGE_KEYS.verifyEmail, email);
}

export function readVerifyEmail(): string {
  const email = readJson<string>(STORAGE_KEYS.verifyEmail);
  return typeof email === 'string' ? email : '';
}

/** sessionStorage: this tab only, kept across its reloads. The call the tab holds (a reload loses its media). */
const TAB_CALL_KEY = 'nirog.call';

export function rememberTabCall(callId: number | null) {
  try {
    if (callId === null) sessionStorage.removeItem(TAB_CALL_KEY);
    else sessionStorage.setItem(TAB_CALL_KEY, String(callId));
  } catch {
    // Storage unavailable: a reload then leaves the call to the other side's give-up timer.
  }
}

export function readTabCall(): number | null {
  try {
    const id = Number(sessionStorage.getItem(TAB_CALL_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
