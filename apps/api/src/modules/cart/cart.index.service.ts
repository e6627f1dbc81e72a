import { inArray } from 'drizzle-orm';
import { CART_LINES_MAX, IdSchema, type CartIndexResponse } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { toTaka } from '../../lib/money';
import { cardsByIds, catalogTables } from '../catalog';
import { getShippingFees } from '../content';

/**
 * Reads `{ids}` of `POST /api/cart/index/{ids}`: a JSON list of product ids (IdSchema: whole numbers
 * 1..2147483647; duplicates dropped), at most CART_LINES_MAX. Anything else is a 422 on `ids`.
 */
export function parseCartIds(raw: string): number[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const valid =
    Array.isArray(value) && value.length <= CART_LINES_MAX && value.every((id) => IdSchema.safeParse(id).success);
  if (!valid) throw fieldError('ids', 'cart.ids_invalid', { max: CART_LINES_MAX });
  return [...new Set(value as number[])];
}

/** Fresh cards for the cart: unknown ids are left out, products no longer sold come with `available` false. */
export async function cartIndex(db: DbOrTx, rawIds: string): Promise<CartIndexResponse> {
  const ids = parseCartIds(rawIds);
  const { products } = catalogTables;
  const [cards, states, fees] = await Promise.all([
    cardsByIds(db, ids),
    ids.length
      ? db
          .select({ id: products.id, active: products.active, forSale: products.forSale })
          .from(products)
          .where(inArray(products.id, ids))
      : Promise.resolve([]),
    getShippingFees(db),
  ]);
  const active = new Map(states.map((s) => [s.id, s.active && s.forSale]));
  return {
    cart_items: cards.map((card) => ({ ...card, available: active.get(card.id) === true })),
    shipping_fee_id: toTaka(fees.insideDhakaPoisha),
    shipping_fee_od: toTaka(fees.outsideDhakaPoisha),
  };
}
