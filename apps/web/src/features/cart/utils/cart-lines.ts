import type { CartItem as ServerCartItem, Language } from '@nirog/contracts';
// The constants module, not the package's index: the index brings zod and every schema (30 kB gzip) to /cart/show.
import { DEFAULT_SHIPPING_FEE } from '@nirog/contracts/constants';
import type { CartItem } from '../../../stores/cart';
import { localTitle } from '../../../lib/local-name';

/**
 * The stored lines after the server's refresh: fresh title, image and prices, and `available` false for a
 * product the server no longer sells or did not return. Lines that were not asked about stay as they are;
 * quantities are kept.
 */
export function mergeRefresh(lines: CartItem[], askedIds: number[], fresh: ServerCartItem[]): CartItem[] {
  const asked = new Set(askedIds);
  const byId = new Map(fresh.map((p) => [p.id, p]));
  return lines.map((line) => {
    if (!asked.has(line.id)) return line;
    const p = byId.get(line.id);
    if (!p) return { ...line, available: false };
    return {
      ...line,
      slug: p.slug,
      title: p.title,
      bn_title: p.bn_title,
      image: p.image?.thumbnail ?? p.image?.image ?? line.image,
      price: p.price,
      final_price: p.final_price,
      available: p.available,
      prescription_required: p.prescription_required,
    };
  });
}

export const isAvailable = (line: CartItem) => line.available !== false;

/** Lines that are prescription-only medicines: an order with any of them needs a prescription. */
export const needsPrescription = (line: CartItem) => line.prescription_required === true;

/** The line's title in the interface language. */
export function lineTitle(line: Pick<CartItem, 'title' | 'bn_title'>, language: Language): string {
  return localTitle(line, language);
}

/** Sub total + shipping − discount, never below 0, rounded to the poisha. */
export function orderTotal(subtotal: number, shippingFee: number, discount = 0): number {
  return Math.max(0, Math.round((subtotal + shippingFee - discount) * 100) / 100);
}

/** The fees the cart refresh carries (spec 1 section 6): inside and outside Dhaka. */
export interface ServerFees {
  shipping_fee_id: number;
  shipping_fee_od: number;
}

/**
 * The one rule for the fee shown before an address is known: the server's inside-Dhaka fee (the lower one;
 * the note under the summary names both), DEFAULT_SHIPPING_FEE only until the server has sent its fees.
 */
export function feeBeforeAddress(fees: ServerFees | null | undefined): number {
  if (!fees) return DEFAULT_SHIPPING_FEE;
  return Math.min(fees.shipping_fee_id, fees.shipping_fee_od);
}
