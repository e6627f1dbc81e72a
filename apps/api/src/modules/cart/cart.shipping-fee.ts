import type { ShippingAddress } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { shippingFeePoishaFor } from '../accounts';

const remembered = new WeakMap<object, Map<number, { feePoisha: number; until: number }>>();

/**
 * The shipping fee for an address (accounts' rule over the settings), remembered per database and
 * district for `ttlMs`, so checkout does not read the settings on every order. Staff rarely change the
 * fees; a change reaches checkout within the TTL (the catalogue cache's, CATALOG_CACHE_SECONDS).
 */
export async function cachedShippingFee(db: DbOrTx, address: ShippingAddress, ttlMs: number): Promise<number> {
  if (ttlMs <= 0) return shippingFeePoishaFor(db, address);
  let byDistrict = remembered.get(db);
  if (!byDistrict) {
    byDistrict = new Map();
    remembered.set(db, byDistrict);
  }
  const known = byDistrict.get(address.district_id);
  const now = Date.now();
  if (known && known.until > now) return known.feePoisha;
  const feePoisha = await shippingFeePoishaFor(db, address);
  byDistrict.set(address.district_id, { feePoisha, until: now + ttlMs });
  return feePoisha;
}
