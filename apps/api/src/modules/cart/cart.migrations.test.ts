import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabaseMigratedTo } from '../../../test/databases';
import { createTestUser } from '../../../test/users';
import { catalogTables, insertProducts } from '../catalog';
import { cartTables } from './index';

const { orders, orderItems } = cartTables;

describe('migration 0022: order lines keep the Bengali title as sold', async () => {
  const database = await openDatabaseMigratedTo('0021_user_language');
  const db = database.db;
  afterAll(() => database.close());

  it('copies it to the lines already written from their product, where the product still exists', async () => {
    const buyer = await createTestUser(db);
    const [napa, seclo, gone] = await insertProducts(db, [
      { slug: 'napa', title: 'Napa', bnTitle: 'নাপা', price: 1.2 },
      { slug: 'seclo', title: 'Seclo', price: 45 },
      { slug: 'gone', title: 'Gone', bnTitle: 'বাদ', price: 10 },
    ]);
    const [order] = await db
      .insert(orders)
      .values({
        userId: buyer.id,
        paymentMethod: 2,
        subTotalPoisha: 5620,
        shippingFeePoisha: 0,
        totalPoisha: 5620,
        shipName: 'Rahima Khatun',
        shipPhone: '01712345678',
        shipEffectiveDelivery: 'Home',
        shipLocation: 'Dhanmondi',
        shipDistrict: 'Dhaka',
        shipSubDistrict: 'Dhanmondi',
      })
      .returning({ id: orders.id });
    // Written as the order writer did before the column (the table's drizzle model already names it).
    await db.execute(sql`INSERT INTO order_items (order_id, product_id, title, qty, unit_price_poisha) VALUES
      (${order.id}, ${napa}, 'Napa', 1, 120), (${order.id}, ${seclo}, 'Seclo', 1, 4500),
      (${order.id}, ${gone}, 'Gone', 1, 1000)`);
    await db.delete(catalogTables.products).where(eq(catalogTables.products.id, gone));

    await database.migrate();

    const lines = await db
      .select({ title: orderItems.title, bnTitle: orderItems.bnTitle })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.id);
    expect(lines).toEqual([
      { title: 'Napa', bnTitle: 'নাপা' },
      { title: 'Seclo', bnTitle: null },
      { title: 'Gone', bnTitle: null },
    ]);
  });
});
