import { sign, verifySignature } from './signing';

/**
 * Short-lived signed addresses for private files (DESIGN.md section 4): the API hands them only to
 * people allowed to see the file (the owner, staff), and the file route checks the signature and the
 * expiry instead of a bearer token (an `<img>` cannot send one).
 */

/** What an address grants: one variant (`full`, `thumb`, ...) of one file of one kind. */
export interface PrivateFileRef {
  kind: string;
  id: number;
  variant: string;
}

export interface PrivateFileSigner {
  appKey: string;
  /** How long a handed-out address works (PRIVATE_FILE_LINK_MINUTES). */
  ttlMinutes: number;
}

export interface SignedFileLink {
  /** Unix time, seconds. */
  expires: number;
  signature: string;
}

// Expiries are rounded up to the minute: lists fetched again within that minute hand out the same
// addresses, so the browser's cache serves the pictures instead of downloading them again.
const ROUND_SECONDS = 60;

// The prefix keeps these signatures apart from any other payload signed with the same key.
const payloadOf = (ref: PrivateFileRef, expires: number) =>
  ['private-file', ref.kind, ref.id, ref.variant, expires].join('\n');

export function signPrivateFile(signer: PrivateFileSigner, ref: PrivateFileRef, now = Date.now()): SignedFileLink {
  const expires = Math.ceil((now / 1000 + signer.ttlMinutes * 60) / ROUND_SECONDS) * ROUND_SECONDS;
  return { expires, signature: sign(signer.appKey, payloadOf(ref, expires)) };
}

/** `path?expires=...&signature=...` */
export function privateFileAddress(path: string, link: SignedFileLink): string {
  return `${path}?expires=${link.expires}&signature=${link.signature}`;
}

/**
 * Seconds the address still works, or null when it was altered, belongs to another file, or has
 * expired. The signature is compared in constant time.
 */
export function verifyPrivateFile(
  appKey: string,
  ref: PrivateFileRef,
  query: { expires?: unknown; signature?: unknown },
  now = Date.now(),
): number | null {
  const { expires, signature } = query;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return null;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return null;
  const secondsLeft = Number(expires) - Math.floor(now / 1000);
  if (secondsLeft <= 0) return null;
  return verifySignature(appKey, payloadOf(ref, Number(expires)), signature) ? secondsLeft : null;
}
