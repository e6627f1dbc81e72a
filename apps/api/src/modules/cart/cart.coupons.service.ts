import { and, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { CouponStatusBody, CouponStatusResponse } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import { toPoisha, toTaka } from '../../lib/money';
import { plainInsert } from './cart.one-statement';
import { couponRedemptions, coupons } from './cart.tables';

export type CouponRow = typeof coupons.$inferSelect;

/** Codes are compared upper-case, as they are stored. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/**
 * The discount a coupon gives on a sub total (poisha): the fixed value, or the percentage capped by
 * `max_discount`; never more than the sub total.
 */
export function discountPoisha(coupon: Pick<CouponRow, 'type' | 'value' | 'maxDiscountPoisha'>, subTotal: number) {
  const raw =
    coupon.type === 'fixed'
      ? coupon.value
      : Math.min(Math.round((subTotal * coupon.value) / 10_000), coupon.maxDiscountPoisha ?? Number.MAX_SAFE_INTEGER);
  return Math.max(0, Math.min(raw, subTotal));
}

async function usesBy(db: DbOrTx, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return Number(row?.n ?? 0);
}

/**
 * Why this coupon cannot be used by this user on this sub total, or null when it can. Called with
 * the coupon row locked (FOR UPDATE) at checkout, so the counts cannot change underneath.
 */
export async function couponProblem(
  db: DbOrTx,
  coupon: CouponRow | undefined,
  userId: number,
  subTotal: number,
  now = new Date(),
): Promise<{ key: MessageKey; params?: Record<string, string | number> } | null> {
  if (!coupon) return { key: 'cart.coupon.unknown' };
  if (!coupon.active) return { key: 'cart.coupon.inactive' };
  if (coupon.startsAt && coupon.startsAt > now) return { key: 'cart.coupon.not_started' };
  if (coupon.endsAt && coupon.endsAt <= now) return { key: 'cart.coupon.expired' };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return { key: 'cart.coupon.used_up' };
  if (coupon.perUserLimit !== null && (await usesBy(db, coupon.id, userId)) >= coupon.perUserLimit) {
    return { key: 'cart.coupon.already_used' };
  }
  if (subTotal < coupon.minSpendPoisha) {
    return { key: 'cart.coupon.min_spend', params: { amount: toTaka(coupon.minSpendPoisha).toFixed(2) } };
  }
  return null;
}

export async function findCouponByCode(db: DbOrTx, code: string, lock = false): Promise<CouponRow | undefined> {
  const query = db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCode(code)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Checkout's coupon: locks the row for the rest of the transaction (FOR UPDATE), so concurrent orders
 * take its uses one at a time, and answers the discount on this sub total; a 422 on `code` saying why
 * it cannot be used.
 */
export async function lockUsableCoupon(
  tx: DbOrTx,
  code: string,
  userId: number,
  subTotal: number,
): Promise<{ id: number; code: string; discountPoisha: number }> {
  const coupon = await findCouponByCode(tx, code, true);
  const problem = await couponProblem(tx, coupon, userId, subTotal);
  if (problem) throw fieldError('code', problem.key, problem.params);
  return { id: coupon!.id, code: coupon!.code, discountPoisha: discountPoisha(coupon!, subTotal) };
}

/** `POST /api/cart/coupon/status`: the discount on the browser's sub total, or a 422 on `code` saying why not. */
export async function couponStatus(
  db: DbOrTx,
  userId: number,
  body: CouponStatusBody,
): Promise<Omit<CouponStatusResponse, 'message'> & { discountPoisha: number }> {
  const subTotal = toPoisha(body.min_spend);
  const coupon = await findCouponByCode(db, body.code);
  const problem = await couponProblem(db, coupon, userId, subTotal);
  if (problem) throw fieldError('code', problem.key, problem.params);
  const off = discountPoisha(coupon!, subTotal);
  return { status: 'success', discount: toTaka(off), discountPoisha: off };
}

/** The writes that take one use of a locked coupon for an order (not yet run; see writeTogether). */
export function couponUseWrites(db: DbOrTx, couponId: number, userId: number, orderId: number): SQLWrapper[] {
  return [
    plainInsert(couponRedemptions, [{ couponId, userId, orderId }]),
    db
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.id, couponId)),
  ];
}

/** Gives back the use an order took (order cancelled). */
export async function releaseCoupon(tx: DbOrTx, orderId: number): Promise<void> {
  const [redemption] = await tx
    .select({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId));
  if (!redemption) return;
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, redemption.couponId)).for('update');
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, redemption.couponId));
}
