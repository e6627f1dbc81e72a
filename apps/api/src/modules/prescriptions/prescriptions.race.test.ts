import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/databases';
import { cartTables } from '../cart';
import { createPharmacyTestApp, pharmacyScene } from './prescriptions.test-support';

const { orders } = cartTables;

/**
 * A patient checking out with a prescription while a pharmacist orders from it or declines it (DESIGN.md 5c):
 * checkout locks the prescription's row (FOR SHARE) in the transaction that writes its order, and the pharmacist's
 * actions lock it FOR UPDATE, so one of the two goes first and the other sees what it did. On the embedded database
 * the requests are serialized by its one connection; on PostgreSQL (TEST_DATABASE_URL) they run side by side, and a
 * third connection holds the orders table so that the checkout stops in the middle of writing its order.
 */
describe('checkout and a pharmacist on the same prescription at once', async () => {
  const { app, database } = await createPharmacyTestApp();
  const db = database.db;
  const url = (database as TestDatabase).url;
  const { pharmacist, call, upload, checkoutWith, orderFrom } = await pharmacyScene({ app, database }, 'rxr');
  const checkout = (prescriptionId: number) => checkoutWith(prescriptionId);
  const decline = (id: number) =>
    call('PUT', `/api/admin/prescriptions/${id}/status`, pharmacist.token, { status: 'Declined', note: 'Unreadable' });
  const liveOrders = async (id: number) => {
    const rows = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.prescriptionId, id));
    return rows.filter((o) => o.status !== 'Cancelled').map((o) => o.id);
  };
  const prescriptionStatus = async (id: number) => {
    const result = (await db.execute(sql`SELECT status FROM prescriptions WHERE id = ${id}`)) as unknown as {
      rows: Array<{ status: string }>;
    };
    return result.rows[0].status;
  };

  it('never leaves a pharmacist order beside the checkout order it should have seen, in any of several rounds', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await upload();
      // Alternate which request starts first.
      const [placed, ordered] =
        round % 2 === 0
          ? await Promise.all([checkout(id), orderFrom(id)])
          : await Promise.all([orderFrom(id), checkout(id)]).then(([o, c]) => [c, o] as const);
      // The patient may check out with a prescription a pharmacist already ordered from (on purpose).
      expect(placed.statusCode, placed.body).toBe(200);
      expect([200, 422]).toContain(ordered.statusCode);
      const live = await liveOrders(id);
      if (ordered.statusCode === 422) {
        expect(ordered.json().errors.status[0]).toContain(`#${placed.json().order_id}`);
        expect(live).toEqual([placed.json().order_id]);
      } else {
        expect(live).toHaveLength(2);
      }
    }
  });

  it('never places an order on a prescription the pharmacist declined at the same moment', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await upload();
      const [placed, declined] =
        round % 2 === 0
          ? await Promise.all([checkout(id), decline(id)])
          : await Promise.all([decline(id), checkout(id)]).then(([d, c]) => [c, d] as const);
      const codes = [placed.statusCode, declined.statusCode];
      // One of the two went first: the order (and the decline is refused while it is live) or the decline.
      expect(codes, `${placed.body} ${declined.body}`).toSatisfy(
        (c: number[]) => (c[0] === 200 && c[1] === 422) || (c[0] === 422 && c[1] === 200),
      );
      if (placed.statusCode === 200) {
        expect(await prescriptionStatus(id)).not.toBe('Declined');
      } else {
        expect(placed.json().errors).toHaveProperty('prescription_id');
        expect(await liveOrders(id)).toEqual([]);
      }
    }
  });

  /**
   * On PostgreSQL: a third connection holds the orders table (SHARE mode), so the checkout stops at its order's
   * INSERT after every check; then the pharmacist acts, and the third connection lets go. The pharmacist must wait
   * for the checkout (it holds the prescription) and then see its order.
   */
  const whileCheckoutWrites = async (id: number, pharmacistAction: () => ReturnType<typeof checkout>) => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    const waiting = async () => {
      const result = (await db.execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )) as unknown as { rows: Array<{ n: number }> };
      return result.rows[0].n;
    };
    const until = async (done: () => Promise<boolean>) => {
      for (let i = 0; i < 500 && !(await done()); i++) await new Promise((r) => setTimeout(r, 10));
    };
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE orders IN SHARE MODE');
      const placing = checkout(id);
      await until(async () => (await waiting()) >= 1);
      let settled = false;
      const acting = pharmacistAction().finally(() => (settled = true));
      // Waiting on the checkout's lock (or, without it, on the orders table), unless it went straight through.
      await until(async () => settled || (await waiting()) >= 2);
      await holder.query('COMMIT');
      return { placed: await placing, acted: await acting };
    } finally {
      await holder.end();
    }
  };

  it.skipIf(!url)("makes a pharmacist's order wait for a checkout writing its order, then refuses it", async () => {
    const id = await upload();
    const { placed, acted } = await whileCheckoutWrites(id, () => orderFrom(id));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(acted.statusCode, acted.body).toBe(422);
    expect(acted.json().errors.status[0]).toContain(`#${placed.json().order_id}`);
    expect(await liveOrders(id)).toEqual([placed.json().order_id]);
  });

  it.skipIf(!url)('makes a decline wait for a checkout writing its order, then refuses it', async () => {
    const id = await upload();
    const { placed, acted } = await whileCheckoutWrites(id, () => decline(id));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(acted.statusCode, acted.body).toBe(422);
    expect(await prescriptionStatus(id)).toBe('Pending');
  });
});
