import { z } from 'zod';
import { AuditEntrySchema } from './admin';
import { ORDER_STAGES, ORDER_STATUSES, OrderSchema, PAYMENT_STATUSES } from './cart';
import {
  IdParamSchema,
  LineTextSchema,
  MultilineTextSchema,
  PageQuerySchema,
  ROLE,
  paginatedSchema,
  withLatinDigits,
} from './common';

/**
 * Back-office orders (Admin and Pharmacist) and coupons (Admin), under `/api/admin`. Money in taka;
 * dates ISO 8601; date filters are Asia/Dhaka calendar days `YYYY-MM-DD`. Every write is audited and
 * answers `{ message, data }`.
 */

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);
const day = LineTextSchema.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

// ---------------------------------------------------------------- orders

/**
 * `GET /api/admin/orders?page&status&payment_status&from&to&customer&refund_due` (20 a page, newest first).
 * `refund_due=true`: only orders whose online payment arrived after they were cancelled (to refund).
 */
export const AdminOrdersQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(ORDER_STATUSES).optional()),
  payment_status: z.preprocess(blankAsMissing, z.enum(PAYMENT_STATUSES).optional()),
  from: z.preprocess(blankAsMissing, day.optional()),
  to: z.preprocess(blankAsMissing, day.optional()),
  /** Customer name, e-mail or phone (contains), or an order id. */
  customer: z.preprocess(blankAsMissing, LineTextSchema.trim().max(100).optional()),
  refund_due: z.preprocess(blankAsMissing, z.enum(['true', 'false']).optional()),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const AdminOrderCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const AdminOrderRowSchema = OrderSchema.pick({
  id: true,
  total_amount: true,
  payment_method: true,
  payment_status: true,
  order_status: true,
  prescription: true,
  created_at: true,
}).extend({
  customer: AdminOrderCustomerSchema,
  item_count: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;
export const AdminOrdersResponseSchema = paginatedSchema(AdminOrderRowSchema);
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponseSchema>;

/**
 * What the orders service writes to the audit log about an order (subject type `order`), shown in the
 * order's history: a stage change (`from`, `to`), a cancel (`from`, `reason`), a cash order marked
 * paid (`amount`), and an Admin's decision on a payment held for risk: accepted (`amount`) or
 * rejected (`amount`, `reason`, `from`; the order is cancelled).
 */
export const ORDER_AUDIT_ACTIONS = [
  'order_status_changed',
  'order_cancelled',
  'order_marked_paid',
  'order_payment_accepted',
  'order_payment_rejected',
  'order_prescription_confirmed',
  'order_prescription_rejected',
] as const;
export type OrderAuditAction = (typeof ORDER_AUDIT_ACTIONS)[number];

/** The order's latest payment (null for cash on delivery until staff mark it paid). */
export const AdminOrderPaymentSchema = z.object({
  id: z.string(),
  /** `none` until a gateway session starts; `sandbox`, `sslcommerz` or `cash`. */
  gateway: z.string(),
  /** Pending, Paid, Failed or Cancelled. */
  status: z.string(),
  transaction_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  /**
   * Set while the gateway took the money but flagged it risky (SSLCommerz `risk_level` 1): the payment
   * stays Pending, is never counted automatically and waits for an Admin to accept or reject it.
   */
  held_at: z.string().nullable(),
  /**
   * Set when the money arrived after the order was cancelled (a payment page left open): the payment is
   * Paid, the order stays Cancelled, and staff must refund the amount through the gateway.
   */
  refund_due_at: z.string().nullable(),
  /** The gateway's risk verdict: 0 safe, 1 risky; null when it gave none. */
  risk_level: z.number().int().nullable(),
});
export type AdminOrderPayment = z.infer<typeof AdminOrderPaymentSchema>;

/** `GET /api/admin/orders/:id`: the order as the customer sees it, the customer, the payment and the history. */
export const AdminOrderSchema = OrderSchema.extend({
  customer: AdminOrderCustomerSchema,
  payment: AdminOrderPaymentSchema.nullable(),
  cancel_reason: z.string().nullable(),
  audit_entries: z.array(AuditEntrySchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
export const AdminOrderParamsSchema = IdParamSchema;

/**
 * `POST /api/admin/orders/:id/status`: move to another of the 5 stages (forward or back, not from
 * Cancelled); the customer is mailed. `POST .../cancel` with a reason (not once Delivered or
 * Completed). `POST .../mark-paid`: a cash-on-delivery order's money was collected.
 */
export const OrderStatusBodySchema = z.object({ order_status: z.enum(ORDER_STAGES) });
export type OrderStatusBody = z.infer<typeof OrderStatusBodySchema>;
export const CancelOrderBodySchema = z.object({ reason: MultilineTextSchema.trim().min(1).max(500) });
export type CancelOrderBody = z.infer<typeof CancelOrderBodySchema>;

/**
 * A payment held for risk moves money, so only Admins decide it (Pharmacists see it held):
 * - `POST /api/admin/orders/:id/held-payment/accept`: the payment and the order become Paid, amounts as
 *   held; the customer is mailed. Audited as `order_payment_accepted`.
 * - `POST /api/admin/orders/:id/held-payment/reject` with a reason: the payment becomes Failed and the
 *   order is Cancelled (coupon use given back), since a rejected payment usually means a card that was
 *   not the buyer's, and an order without Pay now could not be paid anyway; the money goes back through
 *   the gateway's refund. Not once Delivered or Completed. The customer is mailed with the reason.
 *   Audited as `order_payment_rejected`.
 * Both answer 422 (`message` only) when the order's payment is not held: never was, or was already
 * decided (a second accept changes nothing); accept also when the order was cancelled meanwhile.
 */
export const HELD_PAYMENT_ROLES = [ROLE.Admin] as const;
export const RejectHeldPaymentBodySchema = CancelOrderBodySchema;
export type RejectHeldPaymentBody = z.infer<typeof RejectHeldPaymentBodySchema>;

/**
 * The pharmacist's check of an order's prescription (Admin and Pharmacist, like the prescription queue), only
 * while it is `Awaiting`, else 422:
 * - `POST /api/admin/orders/:id/prescription/confirm`: `Confirmed`; the order may now move to Processing.
 * - `POST /api/admin/orders/:id/prescription/reject` with a reason: `Rejected`, and the order is cancelled with
 *   that reason (coupon use given back; money paid online is refunded by staff as for any cancel); the customer is
 *   mailed the reason. Audited as `order_prescription_confirmed` / `order_prescription_rejected`.
 * Until it is confirmed, `POST .../status` refuses every stage but Pending with a 422 on `order_status`.
 */
export const RejectOrderPrescriptionBodySchema = CancelOrderBodySchema;
export type RejectOrderPrescriptionBody = z.infer<typeof RejectOrderPrescriptionBodySchema>;

export const AdminOrderWriteResponseSchema = z.object({ message: z.string(), data: AdminOrderSchema });
export type AdminOrderWriteResponse = z.infer<typeof AdminOrderWriteResponseSchema>;

// ---------------------------------------------------------------- coupons

export const COUPON_TYPES = ['fixed', 'percent'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const CouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  /** Taka for fixed, percent for percent. */
  value: z.number(),
  /** Largest discount of a percent coupon, taka; null for no cap. */
  max_discount: z.number().nullable(),
  min_spend: z.number(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Orders in all; null for no limit. */
  usage_limit: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  active: z.boolean(),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** `GET /api/admin/coupons?page&search` (20 a page, newest first). */
export const AdminCouponsQuerySchema = PageQuerySchema.extend({
  search: z.preprocess(blankAsMissing, LineTextSchema.trim().max(40).optional()),
});
export const AdminCouponsResponseSchema = paginatedSchema(CouponSchema);
export type AdminCouponsResponse = z.infer<typeof AdminCouponsResponseSchema>;

/**
 * `POST /api/admin/coupons`, `PUT /api/admin/coupons/:id`. Codes are stored upper-case and unique
 * (422 on `code`); a percent value is at most 100; `ends_at` after `starts_at`. Coupons are never
 * deleted (orders refer to them): deactivate instead.
 */
const dateTime = z.preprocess(blankAsMissing, z.iso.datetime({ offset: true }).nullish());
export const CouponWriteBodySchema = z
  .object({
    code: withLatinDigits(
      LineTextSchema.trim()
        .toUpperCase()
        .min(3)
        .max(40)
        .regex(/^[A-Z0-9_-]+$/, 'validation.format'),
    ),
    type: z.enum(COUPON_TYPES),
    value: z.number().positive().max(1_000_000).multipleOf(0.01),
    max_discount: z.number().positive().max(1_000_000).multipleOf(0.01).nullish(),
    min_spend: z.number().min(0).max(1_000_000).multipleOf(0.01).default(0),
    starts_at: dateTime,
    ends_at: dateTime,
    usage_limit: z.number().int().positive().max(10_000_000).nullish(),
    per_user_limit: z.number().int().positive().max(1000).nullish(),
    active: z.boolean().default(true),
  })
  .refine((c) => c.type !== 'percent' || c.value <= 100, { path: ['value'], message: 'validation.percent_max' })
  .refine((c) => !c.starts_at || !c.ends_at || c.ends_at > c.starts_at, {
    path: ['ends_at'],
    message: 'validation.after',
  });
export type CouponWriteBody = z.input<typeof CouponWriteBodySchema>;
export const CouponWriteResponseSchema = z.object({ message: z.string(), data: CouponSchema });
export type CouponWriteResponse = z.infer<typeof CouponWriteResponseSchema>;
export const AdminCouponParamsSchema = IdParamSchema;
