import { count, desc, eq, ilike } from 'drizzle-orm';
import type { AdminCouponsResponse, Coupon, CouponWriteBodySchema } from '@nirog/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { fieldError, notFound } from '../../lib/errors';
import { toPoisha, toTaka } from '../../lib/money';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { writeAudit } from '../admin';
import type { CouponRow } from './cart.coupons.service';
import { coupons } from './cart.tables';

export type CouponWriteInput = z.output<typeof CouponWriteBodySchema>;

export function serializeCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: toTaka(row.value),
    max_discount: row.maxDiscountPoisha === null ? null : toTaka(row.maxDiscountPoisha),
    min_spend: toTaka(row.minSpendPoisha),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    per_user_limit: row.perUserLimit,
    used_count: row.usedCount,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

/** Contract fields to columns: taka and percent both become integer hundredths. */
export function couponValues(input: CouponWriteInput) {
  return {
    code: input.code.toUpperCase(),
    type: input.type,
    value: toPoisha(input.value),
    maxDiscountPoisha: input.max_discount == null ? null : toPoisha(input.max_discount),
    minSpendPoisha: toPoisha(input.min_spend),
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    usageLimit: input.usage_limit ?? null,
    perUserLimit: input.per_user_limit ?? null,
    active: input.active,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `GET /api/admin/coupons?search=`: newest first, 20 a page; search matches part of the code. */
export async function listCoupons(db: DbOrTx, page: number, search?: string): Promise<AdminCouponsResponse> {
  const perPage = PAGE_SIZE.admin;
  const { limit, offset } = pageWindow(page, perPage);
  const where = search ? ilike(coupons.code, `%${escapeLike(search)}%`) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return paginated(rows.map(serializeCoupon), page, perPage, Number(total));
}

async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'coupons_code_unique')) throw fieldError('code', 'cart.coupon_code_taken');
    throw err;
  }
}

async function assertCodeFree(db: DbOrTx, code: string, exceptId?: number) {
  const [other] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code.toUpperCase()));
  if (other && other.id !== exceptId) throw fieldError('code', 'cart.coupon_code_taken');
}

/** `POST /api/admin/coupons` (audited). */
export async function createCoupon(db: Db, actorId: number, input: CouponWriteInput): Promise<Coupon> {
  await assertCodeFree(db, input.code);
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(coupons).values(couponValues(input)).returning();
      await writeAudit(tx, {
        actorId,
        action: 'coupon_created',
        subjectType: 'coupon',
        subjectId: row.id,
        details: { code: row.code },
      });
      return serializeCoupon(row);
    }),
  );
}

/**
 * `PUT /api/admin/coupons/:id` (audited). The used count is kept; lowering the usage limit below it
 * only stops further uses.
 */
export async function updateCoupon(
  db: Db,
  actorId: number,
  couponId: number,
  input: CouponWriteInput,
): Promise<Coupon> {
  await assertCodeFree(db, input.code, couponId);
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
      if (!before) throw notFound('cart.coupon_not_found');
      const [row] = await tx
        .update(coupons)
        .set({ ...couponValues(input), updatedAt: new Date() })
        .where(eq(coupons.id, couponId))
        .returning();
      const changed = Object.fromEntries(
        Object.entries(serializeCoupon(row)).filter(
          ([field, value]) => JSON.stringify(value) !== JSON.stringify(serializeCoupon(before)[field as keyof Coupon]),
        ),
      );
      await writeAudit(tx, {
        actorId,
        action: 'coupon_updated',
        subjectType: 'coupon',
        subjectId: row.id,
        details: { code: row.code, changed },
      });
      return serializeCoupon(row);
    }),
  );
}
