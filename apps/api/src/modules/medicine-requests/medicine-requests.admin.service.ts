import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type {
  AdminMedicineRequest,
  AdminMedicineRequestsQuery,
  AdminMedicineRequestsResponse,
  AdminMedicineRequestUpdateBodySchema,
  MedicineRequestStatus,
} from '@nirog/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { writeAudit } from '../admin';
import { authTables } from '../auth';
import { catalogTables } from '../catalog';
import { enqueueMail, pokeMailWorkers } from '../mail';
import { medicineDeclinedMail, medicineReadyMail } from './medicine-requests.mails';
import { serializeMedicineRequests, type MedicineRequestRow } from './medicine-requests.service';
import { medicineRequests } from './medicine-requests.tables';

const { users } = authTables;
const customerColumns = { id: users.id, name: users.name, email: users.email, phone: users.phone };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(query: AdminMedicineRequestsQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(medicineRequests.status, query.status));
  if (query.customer) {
    const pattern = `%${escapeLike(query.customer)}%`;
    const matches = [
      ilike(users.name, pattern),
      ilike(users.email, pattern),
      ilike(users.phone, pattern),
      ilike(medicineRequests.name, pattern),
    ];
    const id = /^#?(\d{1,9})$/.exec(query.customer);
    if (id) matches.push(eq(medicineRequests.id, Number(id[1])));
    where.push(or(...matches)!);
  }
  return where.length ? and(...where) : undefined;
}

async function withCustomers(
  db: DbOrTx,
  rows: Array<{ request: MedicineRequestRow; customer: AdminMedicineRequest['customer'] }>,
): Promise<AdminMedicineRequest[]> {
  const serialized = await serializeMedicineRequests(
    db,
    rows.map((r) => r.request),
  );
  return serialized.map((request, index) => ({ ...request, customer: rows[index].customer }));
}

/** `GET /api/admin/medicine-requests`: newest first, 20 a page. */
export async function listAdminMedicineRequests(
  db: DbOrTx,
  query: AdminMedicineRequestsQuery,
): Promise<AdminMedicineRequestsResponse> {
  const perPage = PAGE_SIZE.admin;
  const { limit, offset } = pageWindow(query.page, perPage);
  const where = filters(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ request: medicineRequests, customer: customerColumns })
      .from(medicineRequests)
      .innerJoin(users, eq(users.id, medicineRequests.userId))
      .where(where)
      .orderBy(desc(medicineRequests.createdAt), desc(medicineRequests.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(medicineRequests)
      .innerJoin(users, eq(users.id, medicineRequests.userId))
      .where(where),
  ]);
  return paginated(await withCustomers(db, rows), query.page, perPage, Number(total));
}

export async function getAdminMedicineRequest(db: DbOrTx, id: number): Promise<AdminMedicineRequest> {
  const rows = await db
    .select({ request: medicineRequests, customer: customerColumns })
    .from(medicineRequests)
    .innerJoin(users, eq(users.id, medicineRequests.userId))
    .where(eq(medicineRequests.id, id));
  if (!rows.length) throw notFound('medicine_requests.not_found');
  const [request] = await withCustomers(db, rows);
  return request;
}

async function activeProduct(tx: DbOrTx, productId: number) {
  const { products } = catalogTables;
  const [product] = await tx
    .select({ id: products.id, slug: products.slug, title: products.title })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  return product;
}

/**
 * `PUT /api/admin/medicine-requests/:id`: Processing; Ready with an active product; Declined with the
 * reason. Audited; Ready and Declined mail the patient in the language they asked in. A change that
 * changes nothing is refused (a double click must not mail twice).
 */
export async function updateMedicineRequest(
  db: Db,
  input: {
    actorId: number;
    id: number;
    body: z.output<typeof AdminMedicineRequestUpdateBodySchema>;
    appUrl: string;
  },
): Promise<{ status: MedicineRequestStatus; id: number }> {
  const { status } = input.body;
  const note = input.body.note ?? null;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(medicineRequests).where(eq(medicineRequests.id, input.id)).for('update');
    if (!row) throw notFound('medicine_requests.not_found');
    const product = status === 'Ready' ? await activeProduct(tx, input.body.product_id!) : null;
    if (status === 'Ready' && !product) throw fieldError('product_id', 'medicine_requests.product_unavailable');
    const productId = product?.id ?? null;
    if (row.status === status && row.productId === productId && row.note === note) {
      throw fieldError('status', 'medicine_requests.unchanged');
    }
    await tx
      .update(medicineRequests)
      .set({ status, note, productId, handledBy: input.actorId, updatedAt: new Date() })
      .where(eq(medicineRequests.id, row.id));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'medicine_request_updated',
      subjectType: 'medicine_request',
      subjectId: row.id,
      details: { from: row.status, to: status, product_id: productId, note },
    });
    if (status === 'Processing') return;
    const [patient] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    const lang = row.language === 'bn' ? 'bn' : 'en';
    const mail = product
      ? medicineReadyMail(lang, patient, { name: row.name, note }, product, input.appUrl)
      : medicineDeclinedMail(lang, patient, { name: row.name, reason: note ?? '' }, input.appUrl);
    await enqueueMail(tx, mail);
  });
  pokeMailWorkers();
  return { status, id: input.id };
}
