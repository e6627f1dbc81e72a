import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 signatures with the app key, for links that must not be forged (e-mail verification). */
export function sign(appKey: string, payload: string): string {
  return createHmac('sha256', appKey).update(payload).digest('hex');
}

export function verifySignature(appKey: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(appKey, payload), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
