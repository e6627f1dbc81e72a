import { describe, expect, it } from 'vitest';
import { privateFileAddress, signPrivateFile, verifyPrivateFile } from './private-file-links';

const KEY = 'private-file-test-key-0123456789abcdef';
const signer = { appKey: KEY, ttlMinutes: 15 };
const ref = { kind: 'prescription-image', id: 7, variant: 'full' };
const NOW = Date.UTC(2026, 0, 1, 10, 0, 30);
const query = (link: { expires: number; signature: string }) => ({
  expires: String(link.expires),
  signature: link.signature,
});

describe('private file links', () => {
  it('signs until the ttl, rounded up to the minute, and verifies with the seconds left', () => {
    const link = signPrivateFile(signer, ref, NOW);
    expect(link.expires).toBe(Date.UTC(2026, 0, 1, 10, 16, 0) / 1000);
    expect(link.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signPrivateFile(signer, ref, NOW + 20_000)).toEqual(link);
    expect(verifyPrivateFile(KEY, ref, query(link), NOW)).toBe(15 * 60 + 30);
    expect(privateFileAddress('/files/7', link)).toBe(`/files/7?expires=${link.expires}&signature=${link.signature}`);
  });

  it('refuses another file, variant, kind or key, an altered expiry or signature, and an expired link', () => {
    const link = signPrivateFile(signer, ref, NOW);
    const refused = [
      verifyPrivateFile(KEY, { ...ref, id: 8 }, query(link), NOW),
      verifyPrivateFile(KEY, { ...ref, variant: 'thumb' }, query(link), NOW),
      verifyPrivateFile(KEY, { ...ref, kind: 'nid' }, query(link), NOW),
      verifyPrivateFile('another-key-0123456789abcdef012345', ref, query(link), NOW),
      verifyPrivateFile(KEY, ref, { ...query(link), expires: String(link.expires + 60) }, NOW),
      verifyPrivateFile(KEY, ref, { ...query(link), signature: link.signature.replace(/.$/, 'x') }, NOW),
      verifyPrivateFile(KEY, ref, { ...query(link), signature: link.signature.slice(2) }, NOW),
      verifyPrivateFile(KEY, ref, query(link), link.expires * 1000),
      verifyPrivateFile(KEY, ref, {}, NOW),
      verifyPrivateFile(KEY, ref, { expires: '1e12', signature: link.signature }, NOW),
    ];
    expect(refused).toEqual(refused.map(() => null));
    expect(verifyPrivateFile(KEY, ref, query(link), link.expires * 1000 - 1000)).toBe(1);
  });
});
