import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  MEDICINE_REQUESTS_OPEN_MAX,
  type Language,
  type MedicineRequest,
  type MyMedicineRequestsResponse,
} from '@nirog/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { catalogTables } from '../catalog';
import { medicineRequests } from './medicine-requests.tables';

export type MedicineRequestRow = typeof medicineRequests.$inferSelect;

/** Requests in the contract's shape, in the order given, with the product each became. */
export async function serializeMedicineRequests(db: DbOrTx, rows: MedicineRequestRow[]): Promise<MedicineRequest[]> {
  const productIds = rows.map((r) => r.productId).filter((id): id is number => id !== null);
  const { products } = catalogTables;
  const linked = productIds.length
    ? await db
        .select({ id: products.id, slug: products.slug, title: products.title })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const productsById = new Map(linked.map((p) => [p.id, p]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    product: (row.productId !== null && productsById.get(row.productId)) || null,
  }));
}

const OPEN_STATUSES = ['Pending', 'Processing'] as const;

/**
 * `POST /api/auth/medicine-request/store`. A patient may have at most MEDICINE_REQUESTS_OPEN_MAX
 * open (Pending or Processing) requests; the count and the insert run under a per-patient lock so
 * requests sent together cannot pass the limit.
 */
export async function storeMedicineRequest(
  db: Db,
  input: { userId: number; name: string; lang: Language },
): Promise<MedicineRequest> {
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('medicine_requests'), ${input.userId}::int)`);
    const [{ open }] = await tx
      .select({ open: count() })
      .from(medicineRequests)
      .where(and(eq(medicineRequests.userId, input.userId), inArray(medicineRequests.status, [...OPEN_STATUSES])));
    if (Number(open) >= MEDICINE_REQUESTS_OPEN_MAX) {
      throw fieldError('name', 'medicine_requests.too_many_open', { max: MEDICINE_REQUESTS_OPEN_MAX });
    }
    const [inserted] = await tx
      .insert(medicineRequests)
      .values({ userId: input.userId, name: input.name, language: input.lang })
      .returning();
    return inserted;
  });
  const [request] = await serializeMedicineRequests(db, [row]);
  return request;
}

/** `GET /api/auth/medicine-request/index`: the user's own, newest first, 10 a page. */
export async function myMedicineRequests(
  db: DbOrTx,
  userId: number,
  page: number,
): Promise<MyMedicineRequestsResponse> {
  const perPage = PAGE_SIZE.profile;
  const { limit, offset } = pageWindow(page, perPage);
  const mine = eq(medicineRequests.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(medicineRequests)
      .where(mine)
      .orderBy(desc(medicineRequests.createdAt), desc(medicineRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(medicineRequests).where(mine),
  ]);
  return paginated(await serializeMedicineRequests(db, rows), page, perPage, Number(total));
}
