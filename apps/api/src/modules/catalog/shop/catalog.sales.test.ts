import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ShopResponse } from '@nirog/contracts';
import type { Db } from '../../../db/client';
import { createTestApp } from '../../../../test/helpers';
import { createUser } from '../../auth';
import { cartTables } from '../../cart';
import { products } from '../catalog.tables';
import { ensureGenerics, ensureMedicineTypes, insertProducts } from '../catalog.write.service';
import { refreshProductSales } from './catalog.sales';

describe('popularity by sales, then views', async () => {
  const { app, database } = await createTestApp();
  const db = database.db as Db;
  const { orderItems, orders } = cartTables;
  const user = await createUser(db, { name: 'Buyer', email: 'sales.buyer@example.com', passwordHash: 'x' });
  const type = await ensureMedicineTypes(db, [{ title: 'Tablet' }]);
  const gen = await ensureGenerics(db, [{ title: 'Salesoprazole' }]);
  const same = {
    price: 10,
    power: '20 mg',
    medicineTypeId: type.get('Tablet'),
    genericIds: [gen.get('Salesoprazole')!],
  };
  // Otherwise equal products of one generic; the later ones are viewed less.
  const [viewed, seller, cancelledOnly] = await insertProducts(db, [
    { slug: 'sales-viewed', title: 'Viewedmax', views: 50, ...same },
    { slug: 'sales-seller', title: 'Sellwell', views: 10, ...same },
    { slug: 'sales-cancelled', title: 'Cancelmax', views: 5, ...same },
  ]);

  async function order(status: string, lines: Array<[number, number]>, daysAgo = 0) {
    const [row] = await db
      .insert(orders)
      .values({
        userId: user.id,
        status,
        paymentMethod: 2,
        subTotalPoisha: 1000,
        shippingFeePoisha: 0,
        totalPoisha: 1000,
        shipName: 'Test',
        shipPhone: '01712345678',
        shipEffectiveDelivery: 'inside',
        shipLocation: 'Road 1',
        shipDistrict: 'Dhaka',
        shipSubDistrict: 'Dhanmondi',
        createdAt: sql`now() - make_interval(days => ${daysAgo})`,
      })
      .returning({ id: orders.id });
    await db
      .insert(orderItems)
      .values(
        lines.map(([productId, qty]) => ({ orderId: row.id, productId, qty, title: 'x', unitPricePoisha: 1000 })),
      );
  }
  const sold = async () =>
    Object.fromEntries(
      (
        await db
          .select({ id: products.id, n: products.unitsSold })
          .from(products)
          .where(inArray(products.id, [viewed, seller, cancelledOnly]))
      ).map((r) => [r.id, r.n]),
    );
  const search = async (keyword: string) =>
    ((await app.inject({ url: `/api/shop?keyword=${keyword}` })).json() as ShopResponse).data.map((p) => p.id);

  it('ranks by views while nothing is sold', async () => {
    expect(await search('salesoprazole')).toEqual([viewed, seller, cancelledOnly]);
  });

  it('counts units of placed orders that were not cancelled, in the last 90 days, and ranks the best seller first', async () => {
    await order('Pending', [[seller, 2]]);
    await order('Delivered', [
      [seller, 1],
      [viewed, 1],
    ]);
    await order('Cancelled', [[cancelledOnly, 9]]);
    await order('Completed', [[viewed, 5]], 120); // too old
    expect(await refreshProductSales(db)).toBe(2);
    expect(await sold()).toEqual({ [viewed]: 1, [seller]: 3, [cancelledOnly]: 0 });
    expect(await search('salesoprazole')).toEqual([seller, viewed, cancelledOnly]);
    // Nothing changed: nothing written.
    expect(await refreshProductSales(db)).toBe(0);
  });

  it('lets a product fall back when its orders are cancelled', async () => {
    await db
      .update(orders)
      .set({ status: 'Cancelled' })
      .where(sql`${orders.status} <> 'Cancelled'`);
    expect(await refreshProductSales(db)).toBe(2);
    expect(await sold()).toEqual({ [viewed]: 0, [seller]: 0, [cancelledOnly]: 0 });
    expect(await search('salesoprazole')).toEqual([viewed, seller, cancelledOnly]);
  });
});
