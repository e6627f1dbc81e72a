import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DHAKA_DISTRICT_ID,
  type District,
  type EffectiveDelivery,
  type ShippingAddress,
  type UpdateShippingAddressBodySchema,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { toTaka } from '../../lib/money';
import { getShippingFees } from '../content';
import { districtExists, listBangladeshDistricts, lookupsTables, subDistrictInDistrict } from '../lookups';
import { shippingAddresses } from './accounts.tables';

/** The validated body of `update-shipping-address` (ids coerced, strings trimmed). */
export type ShippingAddressInput = z.output<typeof UpdateShippingAddressBodySchema>;

const { countries, districts, subDistricts } = lookupsTables;

/** The user's one shipping address in the contract's shape, or null when none was saved. */
export async function getShippingAddress(db: DbOrTx, userId: number): Promise<ShippingAddress | null> {
  const [row] = await db
    .select({
      address: shippingAddresses,
      country: { id: countries.id, name: countries.name },
      district: { id: districts.id, name: districts.name, bn_name: districts.bnName },
      subDistrict: { id: subDistricts.id, name: subDistricts.name, bn_name: subDistricts.bnName },
    })
    .from(shippingAddresses)
    .innerJoin(countries, eq(countries.id, shippingAddresses.countryId))
    .innerJoin(districts, eq(districts.id, shippingAddresses.districtId))
    .innerJoin(subDistricts, eq(subDistricts.id, shippingAddresses.subDistrictId))
    .where(eq(shippingAddresses.userId, userId));
  if (!row) return null;
  const a = row.address;
  return {
    id: a.id,
    name: a.name,
    phone: a.phone,
    country_id: a.countryId,
    district_id: a.districtId,
    sub_district_id: a.subDistrictId,
    post_code: a.postCode,
    effective_delivery: (a.effectiveDelivery === 'Office' ? 'Office' : 'Home') satisfies EffectiveDelivery,
    location: a.location,
    country: row.country,
    district: row.district,
    sub_district: row.subDistrict,
  };
}

/**
 * Delivery charge for an address, in poisha: the settings' inside-Dhaka fee for Dhaka district,
 * the outside fee anywhere else and when there is no address yet.
 */
export async function shippingFeePoishaFor(db: DbOrTx, address: ShippingAddress | null): Promise<number> {
  const fees = await getShippingFees(db);
  return address?.district_id === DHAKA_DISTRICT_ID ? fees.insideDhakaPoisha : fees.outsideDhakaPoisha;
}

/** The same charge in taka, as the wire carries it. */
export async function shippingFeeFor(db: DbOrTx, address: ShippingAddress | null): Promise<number> {
  return toTaka(await shippingFeePoishaFor(db, address));
}

/** The address with its fee (`get-shipping-address`). */
export async function getShippingAddressWithFee(db: DbOrTx, userId: number) {
  const address = await getShippingAddress(db, userId);
  return { shipping_address: address, shipping_fee: await shippingFeeFor(db, address) };
}

/** The address with Bangladesh's districts and their sub-districts, for the address form. */
export async function getShippingAddressWithDistricts(
  db: DbOrTx,
  userId: number,
): Promise<{ shipping_address: ShippingAddress | null; district_lists: District[] }> {
  const [address, districtLists] = await Promise.all([getShippingAddress(db, userId), listBangladeshDistricts(db)]);
  return { shipping_address: address, district_lists: districtLists };
}

/**
 * Creates or replaces the user's one address. The district must be one of the country's and the
 * sub-district one of the district's (422 on the field otherwise). Answers the saved address and its fee.
 */
export async function saveShippingAddress(db: DbOrTx, userId: number, input: ShippingAddressInput) {
  return db.transaction(async (tx) => {
    if (!(await districtExists(tx, input.district_id, input.country_id))) {
      throw new ValidationError({ district_id: ['validation.exists'] });
    }
    if (!(await subDistrictInDistrict(tx, input.sub_district_id, input.district_id))) {
      throw new ValidationError({ sub_district_id: ['validation.exists'] });
    }
    const values = {
      name: input.name,
      phone: input.phone,
      countryId: input.country_id,
      districtId: input.district_id,
      subDistrictId: input.sub_district_id,
      postCode: input.post_code ?? null,
      effectiveDelivery: input.effective_delivery,
      location: input.location,
    };
    await tx
      .insert(shippingAddresses)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: shippingAddresses.userId, set: { ...values, updatedAt: new Date() } });
    const address = await getShippingAddress(tx, userId);
    if (!address) throw new Error('shipping address vanished after save');
    return { shipping_address: address, shipping_fee: await shippingFeeFor(tx, address) };
  });
}
