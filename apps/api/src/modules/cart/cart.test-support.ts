import type { DbOrTx } from '../../db/client';
import { insertProducts } from '../catalog';
import { coupons } from './cart.tables';

/**
 * Napa 1.20 tk (no discount, Bengali title নাপা ৫০০), Seclo 50 tk with 10% off (45 tk, no Bengali title), Old 10 tk
 * inactive.
 */
export async function seedCartProducts(db: DbOrTx) {
  const stamp = `${process.pid}-${Math.random().toString(36).slice(2, 7)}`;
  const [napa, seclo, old] = await insertProducts(db, [
    {
      slug: `napa-${stamp}`,
      title: 'Napa 500',
      bnTitle: 'নাপা ৫০০',
      price: 1.2,
      images: [{ image: 'products/napa.webp', thumbnail: 'products/napa-thumb.webp' }],
    },
    { slug: `seclo-${stamp}`, title: 'Seclo 20', price: 50, discount: 10 },
    { slug: `old-${stamp}`, title: 'Old Syrup', price: 10, active: false },
  ]);
  return { napa, seclo, old };
}

let couponCount = 0;
export async function createCoupon(db: DbOrTx, values: Partial<typeof coupons.$inferInsert> = {}) {
  couponCount += 1;
  const [row] = await db
    .insert(coupons)
    .values({ code: `TEST${couponCount}`, type: 'fixed', value: 5000, ...values })
    .returning();
  return row;
}
