import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  PAYMENT_METHOD,
  PAYMENT_STATUS_STYLE,
  type Language,
  type MyOrdersResponse,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { toTaka } from '../../lib/money';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { orderItems, orders } from './cart.tables';

export type OrderRow = typeof orders.$inferSelect;

export const orderStatusOf = (value: string): OrderStatus =>
  (['Pending', 'Processing', 'Shipped', 'Delivered', 'Completed', 'Cancelled'] as const).find((s) => s === value) ??
  'Pending';
export const paymentStatusOf = (value: string): PaymentStatus =>
  (['Pending', 'Paid', 'Failed', 'Refunded'] as const).find((s) => s === value) ?? 'Pending';

/**
 * Pay now is offered while an online order that is not cancelled still awaits its money, after a failed
 * payment too (Pay now opens a new gateway session).
 */
export function needsPayment(order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'status'>): boolean {
  return (
    order.paymentMethod === PAYMENT_METHOD.Online &&
    (order.paymentStatus === 'Pending' || order.paymentStatus === 'Failed') &&
    order.status !== 'Cancelled'
  );
}

/** The buyer may cancel their own order while it is Pending and not paid (after a failed payment too). */
export const buyerMayCancel = (order: Pick<OrderRow, 'paymentStatus' | 'status'>): boolean =>
  order.status === 'Pending' && (order.paymentStatus === 'Pending' || order.paymentStatus === 'Failed');

/** The prescription an order with prescription-only products was placed with, and its check. */
export const prescriptionOf = (row: Pick<OrderRow, 'prescriptionId' | 'prescriptionCheck'>) =>
  row.prescriptionId !== null && row.prescriptionCheck !== null
    ? { id: row.prescriptionId, check: row.prescriptionCheck }
    : null;

/** Orders in the contract's shape, with their lines, in the order given. */
export async function serializeOrders(db: DbOrTx, rows: OrderRow[], lang: Language): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<number, typeof items>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((row) => {
    const paymentStatus = paymentStatusOf(row.paymentStatus);
    return {
      id: row.id,
      sub_total: toTaka(row.subTotalPoisha),
      shipping_fee: toTaka(row.shippingFeePoisha),
      coupon_code: row.couponCode,
      coupon_discount: toTaka(row.couponDiscountPoisha),
      total_amount: toTaka(row.totalPoisha),
      payment_method: row.paymentMethod,
      payment_method_style: row.paymentMethod === PAYMENT_METHOD.Online ? 'info' : 'secondary',
      payment_status: paymentStatus,
      payment_status_style: PAYMENT_STATUS_STYLE[paymentStatus],
      order_status: orderStatusOf(row.status),
      need_payment_crypt_id: needsPayment(row) ? row.paymentPublicId : null,
      prescription: prescriptionOf(row),
      cancel_reason: row.cancelReason,
      can_cancel: buyerMayCancel(row),
      shipping: {
        name: row.shipName,
        phone: row.shipPhone,
        post_code: row.shipPostCode,
        effective_delivery: row.shipEffectiveDelivery === 'Office' ? 'Office' : 'Home',
        location: row.shipLocation,
        district: (lang === 'bn' && row.shipDistrictBn) || row.shipDistrict,
        sub_district: (lang === 'bn' && row.shipSubDistrictBn) || row.shipSubDistrict,
      },
      order_items: (byOrder.get(row.id) ?? []).map((item) => ({
        id: item.id,
        product_id: item.productId,
        product_image: item.image,
        product_slug: item.slug,
        product_title: item.title,
        product_bn_title: item.bnTitle,
        qty: item.qty,
        product_price: toTaka(item.unitPricePoisha),
      })),
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** `GET /api/auth/order/my-orders`: the user's own orders, newest first, 10 a page. */
export async function myOrders(db: DbOrTx, userId: number, page: number, lang: Language): Promise<MyOrdersResponse> {
  const perPage = PAGE_SIZE.profile;
  const { limit, offset } = pageWindow(page, perPage);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return paginated(await serializeOrders(db, rows, lang), page, perPage, Number(total));
}
