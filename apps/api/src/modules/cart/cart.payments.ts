import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { onPaymentCheck, onPaymentSettled } from '../payments';
import { orders } from './cart.tables';

export interface SettledOrderPayment {
  subjectId: number;
  status: 'Paid' | 'Failed' | 'Cancelled';
}

/**
 * What a settled online payment does to its order. Paid: payment status Paid (once; the order's
 * stage stays where staff put it, Pending until they move it). Failed: payment status Failed, unless
 * already Paid. Cancelled (the buyer left the gateway): nothing changes, the payment status stays
 * Pending so Pay now still works.
 */
export async function settleOrderPayment(tx: DbOrTx, payment: SettledOrderPayment): Promise<void> {
  if (payment.status === 'Paid') {
    await tx
      .update(orders)
      .set({ paymentStatus: 'Paid', updatedAt: new Date() })
      .where(and(eq(orders.id, payment.subjectId), ne(orders.paymentStatus, 'Paid')));
  } else if (payment.status === 'Failed') {
    await tx
      .update(orders)
      .set({ paymentStatus: 'Failed', updatedAt: new Date() })
      .where(and(eq(orders.id, payment.subjectId), eq(orders.paymentStatus, 'Pending')));
  }
}

onPaymentSettled('order', settleOrderPayment);

/**
 * A cancelled order can no longer be paid online (Pay now opened before the cancel included). The row is
 * locked so a cancel running at the same time waits for the payment (and then sees it Paid) or is seen.
 */
export async function orderIsPayable(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  return Boolean(order) && order.status !== 'Cancelled';
}

onPaymentCheck('order', orderIsPayable);
