import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import { authTables } from '../auth';
import { referralEarnings } from './bookings.tables';

const { users } = authTables;
const referrers = alias(users, 'referrer');

/** The user owning a referral code (case-insensitive), unless it is the patient's own; null otherwise. */
export async function referrerOf(
  db: DbOrTx,
  code: string,
  patientId: number,
): Promise<{ id: number; code: string } | null> {
  const [row] = await db
    .select({ id: users.id, code: users.referralCode })
    .from(users)
    .where(sql`upper(${users.referralCode}) = upper(${code.trim()})`)
    .limit(1);
  return row && row.id !== patientId ? row : null;
}

/**
 * The earning of an India appointment booked with someone's code (spec 2 "Earning"): the cost in
 * taka and rupees at the settings' exchange rate (taka per rupee), the benefit percentage and the
 * benefit in both. Pending until the appointment is Completed.
 */
export async function createEarning(
  tx: Tx,
  input: {
    bookingId: number;
    referrerId: number;
    patientId: number;
    costPoisha: number;
    rate: number;
    percent: number;
  },
) {
  const costPaise = Math.round(input.costPoisha / input.rate);
  const benefitPoisha = Math.round((input.costPoisha * input.percent) / 100);
  const benefitPaise = Math.round((costPaise * input.percent) / 100);
  await tx.insert(referralEarnings).values({
    bookingId: input.bookingId,
    referrerId: input.referrerId,
    patientId: input.patientId,
    costPoisha: input.costPoisha,
    costPaise,
    exchangeRate: String(input.rate),
    benefitPercentage: String(input.percent),
    benefitPoisha,
    benefitPaise,
  });
}

const columns = {
  id: referralEarnings.id,
  bookingId: referralEarnings.bookingId,
  status: referralEarnings.status,
  costPoisha: referralEarnings.costPoisha,
  costPaise: referralEarnings.costPaise,
  exchangeRate: referralEarnings.exchangeRate,
  benefitPercentage: referralEarnings.benefitPercentage,
  benefitPoisha: referralEarnings.benefitPoisha,
  benefitPaise: referralEarnings.benefitPaise,
  paidAt: referralEarnings.paidAt,
  createdAt: referralEarnings.createdAt,
  patientName: users.name,
  patientAvatar: users.avatar,
};

export type EarningRow = Awaited<ReturnType<typeof earningsPage>>['rows'][number];

/** Earnings newest first, of one referrer or (staff) of everyone, optionally of one status. */
export async function earningsPage(
  db: DbOrTx,
  filter: { referrerId?: number; status?: string },
  pageNo: number,
  perPage: number,
) {
  const where = and(
    filter.referrerId !== undefined ? eq(referralEarnings.referrerId, filter.referrerId) : undefined,
    filter.status ? eq(referralEarnings.status, filter.status) : undefined,
  );
  const { limit, offset } = pageWindow(pageNo, perPage);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...columns,
        referrerId: referralEarnings.referrerId,
        referrerName: referrers.name,
        referrerEmail: referrers.email,
        referrerPhone: referrers.phone,
      })
      .from(referralEarnings)
      .innerJoin(users, eq(users.id, referralEarnings.patientId))
      .innerJoin(referrers, eq(referrers.id, referralEarnings.referrerId))
      .where(where)
      .orderBy(desc(referralEarnings.createdAt), desc(referralEarnings.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(referralEarnings).where(where),
  ]);
  return { rows, total };
}

/** Staff record the payout of a Ready earning: Completed. */
export async function payOutEarning(tx: Tx, id: number, actorId: number) {
  const [row] = await tx.select().from(referralEarnings).where(eq(referralEarnings.id, id)).for('update');
  if (!row) throw notFound();
  if (row.status !== 'Ready') throw new HttpError(422, 'bookings.earning_not_ready');
  await tx
    .update(referralEarnings)
    .set({ status: 'Completed', paidAt: sql`now()`, paidBy: actorId })
    .where(eq(referralEarnings.id, id));
}
