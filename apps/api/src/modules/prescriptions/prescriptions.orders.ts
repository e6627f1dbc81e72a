import { desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  isLivePrescriptionOrder,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type PrescriptionOrder,
  type PrescriptionStatus,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { toTaka } from '../../lib/money';
import { cartTables } from '../cart';
import { prescriptions } from './prescriptions.tables';

type Linked = Pick<typeof prescriptions.$inferSelect, 'id' | 'orderId' | 'status'>;

const { orders } = cartTables;

/**
 * The orders placed with a prescription: the patient's at checkout and a pharmacist's from it both carry
 * `orders.prescription_id`; a pharmacist's order made before orders kept it is known only by the
 * prescription's `order_id`.
 */
const placedWithRow = sql`(${orders.prescriptionId} = ${prescriptions.id} OR ${orders.id} = ${prescriptions.orderId})`;

/** The order a list shows for a prescription: the newest live one, else the newest. */
export const shownOrderIdSql = sql<number | null>`(SELECT ${orders.id} FROM ${orders} WHERE ${placedWithRow}
  ORDER BY ${orders.status} = 'Cancelled', ${orders.createdAt} DESC, ${orders.id} DESC LIMIT 1)`;

/**
 * The status a prescription reads as (shownStatus, in SQL for the back office's list and its filter):
 * Ordered while an order placed with it is live; Reviewed once a pharmacist's order from it was cancelled.
 */
export const shownStatusSql = sql<PrescriptionStatus>`CASE
  WHEN ${prescriptions.status} = 'Declined' THEN 'Declined'
  WHEN EXISTS (SELECT 1 FROM ${orders} WHERE ${placedWithRow} AND ${orders.status} <> 'Cancelled') THEN 'Ordered'
  WHEN ${prescriptions.status} = 'Ordered' THEN 'Reviewed'
  ELSE ${prescriptions.status} END`;

/** What shownStatusSql says, from the prescription's orders (newest first). */
export function shownStatus(row: Linked, placed: PrescriptionOrder[]): PrescriptionStatus {
  if (row.status === 'Declined') return 'Declined';
  if (placed.some(isLivePrescriptionOrder)) return 'Ordered';
  return row.status === 'Ordered' ? 'Reviewed' : row.status;
}

/** The order a prescription shows (as shownOrderIdSql): the newest live one, else the newest, else null. */
export const shownOrder = (placed: PrescriptionOrder[]) => placed.find(isLivePrescriptionOrder) ?? placed[0] ?? null;

const orderStatusOf = (value: string) => ORDER_STATUSES.find((s) => s === value) ?? 'Pending';
const paymentStatusOf = (value: string) => PAYMENT_STATUSES.find((s) => s === value) ?? 'Pending';

/** The orders placed with each of the prescriptions, newest first, by prescription id. */
export async function ordersPlacedWith(db: DbOrTx, rows: Linked[]): Promise<Map<number, PrescriptionOrder[]>> {
  const placed = new Map<number, PrescriptionOrder[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return placed;
  const orderIds = rows.map((r) => r.orderId).filter((id): id is number => id !== null);
  const links: SQL[] = [
    inArray(
      orders.prescriptionId,
      rows.map((r) => r.id),
    ),
  ];
  if (orderIds.length) links.push(inArray(orders.id, orderIds));
  const found = await db
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalPoisha: orders.totalPoisha,
      createdAt: orders.createdAt,
      prescriptionId: orders.prescriptionId,
      prescriptionCheck: orders.prescriptionCheck,
    })
    .from(orders)
    .where(or(...links))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  for (const row of rows) {
    placed.set(
      row.id,
      found
        .filter((o) => o.prescriptionId === row.id || o.id === row.orderId)
        .map((o) => ({
          id: o.id,
          order_status: orderStatusOf(o.status),
          payment_status: paymentStatusOf(o.paymentStatus),
          total_amount: toTaka(o.totalPoisha),
          created_at: o.createdAt.toISOString(),
          placed_by: o.prescriptionCheck === null ? 'pharmacist' : 'patient',
          prescription_check: o.prescriptionCheck,
        })),
    );
  }
  return placed;
}
