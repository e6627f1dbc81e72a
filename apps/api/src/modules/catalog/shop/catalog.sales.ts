import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { defineJob } from '../../jobs';
import { bumpCatalogVersion } from '../catalog.cache';

/**
 * Units sold per product (`products.units_sold`): the search ranks equally good matches by it, then by
 * views (issue 12: "then popularity (sales, then views)").
 *
 * What counts: the lines of orders placed in the last `SALES_WINDOW_DAYS` days and not cancelled,
 * whatever their state (Pending to Completed). Not only delivered orders: a cash-on-delivery order
 * takes days to be delivered, so a young shop would rank by almost nothing, and a product that sells
 * now would wait a week to show it. Cancelled orders are left out (nothing was bought). The window
 * lets a product that stopped selling fall back.
 *
 * How: a column refreshed every ten minutes by the `product-sales-refresh` job, not a join per search
 * (a search sorts its candidates by a column of the row it already reads) and not a counter written
 * by checkout (an order's one-statement write would take a lock on every product row it sells, the
 * row-lock queue catalog.views.ts avoids for views, and a cancellation or the window would need writes
 * of its own). Only rows whose count changed are written.
 */
export const SALES_WINDOW_DAYS = 90;

/**
 * Recounts the units sold; answers how many products changed. A change bumps the catalogue (catalog.cache.ts): the
 * search's kept best-match orders rank by it (shop/catalog.shop.service.ts `orderedMatches`).
 */
export async function refreshProductSales(db: DbOrTx): Promise<number> {
  const result = (await db.execute(sql`
    WITH sold AS (
      SELECT oi.product_id AS id, sum(oi.qty)::integer AS n
      FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE oi.product_id IS NOT NULL AND o.status <> 'Cancelled'
        AND o.created_at >= now() - make_interval(days => ${SALES_WINDOW_DAYS})
      GROUP BY oi.product_id
    ), changed AS (
      SELECT s.id, s.n FROM sold s JOIN products p ON p.id = s.id WHERE p.units_sold <> s.n
      UNION ALL
      SELECT p.id, 0 FROM products p WHERE p.units_sold > 0 AND NOT EXISTS (SELECT 1 FROM sold s WHERE s.id = p.id)
    )
    UPDATE products p SET units_sold = c.n FROM changed c WHERE p.id = c.id`)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  const changed = result.rowCount ?? result.affectedRows ?? 0;
  if (changed > 0) bumpCatalogVersion();
  return changed;
}

/** Every ten minutes, once for all processes. */
export const productSalesRefresh = defineJob({
  name: 'product-sales-refresh',
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  timeoutSeconds: 300,
  cron: { schedule: '*/10 * * * *' },
  worker: ({ db }) => ({
    run: async () => {
      await refreshProductSales(db);
    },
  }),
});
