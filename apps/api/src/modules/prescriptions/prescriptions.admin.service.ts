import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  type AdminPrescription,
  type AdminPrescriptionOrderBodySchema,
  type AdminPrescriptionRow,
  type AdminPrescriptionsQuery,
  type AdminPrescriptionsResponse,
  type AdminPrescriptionStatusBodySchema,
  isLivePrescriptionOrder,
  type PaymentMethodId,
  type PrescriptionOrder,
  type PrescriptionStatus,
} from '@nirog/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { getShippingAddress, shippingFeeFor } from '../accounts';
import { auditEntriesAbout, writeAudit } from '../admin';
import { authTables } from '../auth';
import { createOrderForPatient } from '../cart';
import { enqueueMail, pokeMailWorkers } from '../mail';
import { prescriptionImageAddresses } from './prescriptions.images';
import { prescriptionAnsweredMail } from './prescriptions.mails';
import { ordersPlacedWith, shownOrderIdSql, shownStatus, shownStatusSql } from './prescriptions.orders';
import { describePrescriptions, type PrescriptionRow } from './prescriptions.service';
import { prescriptionImages, prescriptions } from './prescriptions.tables';

const { users } = authTables;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(query: AdminPrescriptionsQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(sql`${shownStatusSql} = ${query.status}`);
  if (query.customer) {
    const pattern = `%${escapeLike(query.customer)}%`;
    const matches = [ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)];
    const id = /^#?(\d{1,9})$/.exec(query.customer);
    if (id) matches.push(eq(prescriptions.id, Number(id[1])));
    where.push(or(...matches)!);
  }
  return where.length ? and(...where) : undefined;
}

const customerColumns = { id: users.id, name: users.name, email: users.email, phone: users.phone };

/**
 * `GET /api/admin/prescriptions`: 20 a page. The open queues (Pending, Reviewed) are worked through
 * oldest first; everything else is shown newest first.
 */
export async function listAdminPrescriptions(
  db: DbOrTx,
  query: AdminPrescriptionsQuery,
  signer: PrivateFileSigner,
): Promise<AdminPrescriptionsResponse> {
  const perPage = PAGE_SIZE.admin;
  const { limit, offset } = pageWindow(query.page, perPage);
  const where = filters(query);
  const queue = query.status === 'Pending' || query.status === 'Reviewed';
  const order = queue
    ? [asc(prescriptions.createdAt), asc(prescriptions.id)]
    : [desc(prescriptions.createdAt), desc(prescriptions.id)];
  const images = sql`FROM ${prescriptionImages} WHERE ${prescriptionImages.prescriptionId} = ${prescriptions.id}`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        prescription: prescriptions,
        status: shownStatusSql,
        orderId: shownOrderIdSql,
        customer: customerColumns,
        imageCount: sql<number>`(SELECT count(*) ${images})`.mapWith(Number),
        firstImageId: sql<number | null>`(SELECT ${prescriptionImages.id} ${images}
          ORDER BY ${prescriptionImages.position}, ${prescriptionImages.id} LIMIT 1)`,
      })
      .from(prescriptions)
      .innerJoin(users, eq(users.id, prescriptions.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(prescriptions).innerJoin(users, eq(users.id, prescriptions.userId)).where(where),
  ]);
  const now = Date.now();
  const data: AdminPrescriptionRow[] = rows.map(
    ({ prescription, status, orderId, customer, imageCount, firstImageId }) => ({
      id: prescription.id,
      status,
      day_for: prescription.dayFor,
      created_at: prescription.createdAt.toISOString(),
      customer,
      image_count: imageCount,
      thumbnail: firstImageId === null ? null : prescriptionImageAddresses(signer, Number(firstImageId), now).thumbnail,
      order_id: orderId === null ? null : Number(orderId),
    }),
  );
  return paginated(data, query.page, perPage, Number(total));
}

/**
 * `GET /api/admin/prescriptions/:id`: with the orders placed with it, its customer, where to deliver, the fee
 * and the history.
 */
export async function getAdminPrescription(
  db: DbOrTx,
  id: number,
  signer: PrivateFileSigner,
): Promise<AdminPrescription> {
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id));
  if (!row) throw notFound('prescriptions.not_found');
  const [[{ prescription, orders }], [customer], address, history] = await Promise.all([
    describePrescriptions(db, [row], signer),
    db.select(customerColumns).from(users).where(eq(users.id, row.userId)),
    getShippingAddress(db, row.userId),
    auditEntriesAbout(db, 'prescription', row.id, 50),
  ]);
  return {
    ...prescription,
    orders,
    customer,
    shipping_address: address,
    shipping_fee: await shippingFeeFor(db, address),
    history,
  };
}

export interface PrescriptionActionResult {
  messageKey: MessageKey;
  params?: Record<string, string | number>;
  prescriptionId: number;
}

/** A prescription being changed: its row, the status it reads as, and its live order (if any). */
type LockedPrescription = PrescriptionRow & { shown: PrescriptionStatus; live: PrescriptionOrder | null };

/** Runs a staff change on one prescription with its row locked, then wakes the mail workers. */
async function withPrescription<T>(
  db: Db,
  id: number,
  work: (tx: Tx, prescription: LockedPrescription) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(prescriptions).where(eq(prescriptions.id, id)).for('update');
    if (!row) throw notFound('prescriptions.not_found');
    const placed = (await ordersPlacedWith(tx, [row])).get(row.id) ?? [];
    return work(tx, { ...row, shown: shownStatus(row, placed), live: placed.find(isLivePrescriptionOrder) ?? null });
  });
  pokeMailWorkers();
  return result;
}

async function patientOf(tx: DbOrTx, userId: number) {
  const [patient] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return patient;
}

const languageOf = (row: PrescriptionRow) => (row.language === 'bn' ? 'bn' : 'en');

/**
 * `PUT /api/admin/prescriptions/:id/status`: Reviewed (optional note) or Declined (the reason), and
 * back again while no order placed with it is live (a checkout order's prescription is checked on the order).
 * The patient is mailed in the language they uploaded in.
 */
export async function answerPrescription(
  db: Db,
  input: {
    actorId: number;
    id: number;
    body: z.output<typeof AdminPrescriptionStatusBodySchema>;
    appUrl: string;
  },
): Promise<PrescriptionActionResult> {
  const { status } = input.body;
  const note = input.body.note ?? null;
  return withPrescription(db, input.id, async (tx, row) => {
    if (row.live) throw fieldError('status', 'prescriptions.status_locked_ordered', { id: row.live.id });
    const now = new Date();
    await tx
      .update(prescriptions)
      .set({ status, note, reviewedBy: input.actorId, reviewedAt: now, updatedAt: now })
      .where(eq(prescriptions.id, row.id));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: status === 'Declined' ? 'prescription_declined' : 'prescription_reviewed',
      subjectType: 'prescription',
      subjectId: row.id,
      details: { from: row.shown, to: status, note },
    });
    const patient = await patientOf(tx, row.userId);
    await enqueueMail(
      tx,
      prescriptionAnsweredMail(languageOf(row), patient, { id: row.id, status, note }, input.appUrl),
    );
    return {
      messageKey: status === 'Declined' ? 'prescriptions.marked_declined' : 'prescriptions.marked_reviewed',
      prescriptionId: row.id,
    };
  });
}

/**
 * `POST /api/admin/prescriptions/:id/order`: in one transaction, with the prescription locked so two
 * pharmacists cannot both order from it, the cart module makes the order (and mails the patient),
 * the prescription becomes Ordered with the order's id (the pharmacist's note, when given, becomes
 * its note for the patient), and the action is audited. Any failure leaves the prescription as it
 * was and no order behind. Refused while an order placed with it (the patient's at checkout, or an
 * earlier one from here) is live: a cancelled one does not count.
 */
export async function orderFromPrescription(
  db: Db,
  input: {
    actorId: number;
    id: number;
    body: z.output<typeof AdminPrescriptionOrderBodySchema>;
    appUrl: string;
  },
): Promise<PrescriptionActionResult> {
  const { body } = input;
  return withPrescription(db, input.id, async (tx, row) => {
    if (row.live) throw fieldError('status', 'prescriptions.order_exists', { id: row.live.id });
    if (row.status === 'Declined') throw fieldError('status', 'prescriptions.order_declined');
    const note = body.note ?? null;
    const order = await createOrderForPatient(tx, {
      patient: await patientOf(tx, row.userId),
      prescriptionId: row.id,
      items: body.items,
      paymentMethod: body.payment_method as PaymentMethodId,
      lang: languageOf(row),
      appUrl: input.appUrl,
      note,
    });
    const now = new Date();
    await tx
      .update(prescriptions)
      .set({
        status: 'Ordered',
        orderId: order.orderId,
        note: note ?? row.note,
        reviewedBy: input.actorId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(prescriptions.id, row.id));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'prescription_ordered',
      subjectType: 'prescription',
      subjectId: row.id,
      details: {
        from: row.shown,
        order_id: order.orderId,
        items: body.items,
        payment_method: body.payment_method,
        note,
      },
    });
    return { messageKey: 'prescriptions.order_created', params: { id: order.orderId }, prescriptionId: row.id };
  });
}
