import { z } from 'zod';
import { ShippingAddressSchema } from './accounts';
import { ProductCardSchema } from './catalog';
import {
  IdParamSchema,
  IdSchema,
  LineTextSchema,
  PageQuerySchema,
  chooseError,
  paginatedSchema,
  withLatinDigits,
} from './common';
import {
  CART_LINES_MAX,
  CART_QTY_MAX,
  ORDER_STATUSES,
  PAYMENT_METHOD,
  PAYMENT_STATUSES,
  PRESCRIPTION_CHECKS,
} from './constants';

export {
  CART_LINES_MAX,
  CART_QTY_MAX,
  ORDER_STAGES,
  ORDER_STATUSES,
  PAYMENT_METHOD,
  PAYMENT_STATUSES,
  PRESCRIPTION_CHECKS,
  type OrderStatus,
  type PrescriptionCheck,
  type PaymentMethodId,
  type PaymentStatus,
} from './constants';

/**
 * Cart, coupons, checkout and orders (spec 1 "Cart", "Checkout", "The orders page"; calls
 * `/api/cart/*`, `/api/auth/order/my-orders`). Money is taka on the wire. The cart itself lives in
 * the browser; the server is asked for fresh prices and recomputes everything at checkout.
 */

/** Colour names the web maps to badge colours. */
export const STATUS_STYLES = ['success', 'warning', 'danger', 'info', 'secondary'] as const;
export type StatusStyle = (typeof STATUS_STYLES)[number];

// ---------------------------------------------------------------- cart refresh

/**
 * `POST /api/cart/index/{ids}` where `{ids}` is a JSON list of product ids (`[12,40]`, at most
 * CART_LINES_MAX). Answers the current card of each product that exists, with `available` false
 * for one no longer sold, and the two shipping fees from the settings.
 */
export const CartIndexParamsSchema = z.object({ ids: LineTextSchema.max(600) });
export const CartItemSchema = ProductCardSchema.extend({ available: z.boolean() });
export type CartItem = z.infer<typeof CartItemSchema>;
export const CartIndexResponseSchema = z.object({
  cart_items: z.array(CartItemSchema),
  /** Inside Dhaka. */
  shipping_fee_id: z.number(),
  /** Outside Dhaka. */
  shipping_fee_od: z.number(),
});
export type CartIndexResponse = z.infer<typeof CartIndexResponseSchema>;

// ---------------------------------------------------------------- coupons

/**
 * `POST /api/cart/coupon/status` (logged in; rate limited). `min_spend` is the cart's sub total as
 * the browser sees it, used only to tell the buyer; the order recomputes the discount from the
 * database. A coupon that cannot be used is a 422 on `code` with the reason (unknown, inactive,
 * not started, expired, below its minimum spend, used up, already used by you).
 */
export const CouponStatusBodySchema = z.object({
  code: withLatinDigits(LineTextSchema.trim().min(1).max(40)),
  min_spend: z.number().min(0).max(100_000_000),
});
export type CouponStatusBody = z.infer<typeof CouponStatusBodySchema>;
export const CouponStatusResponseSchema = z.object({
  status: z.literal('success'),
  /** Taka off this sub total. */
  discount: z.number(),
  message: z.string(),
});
export type CouponStatusResponse = z.infer<typeof CouponStatusResponseSchema>;

// ---------------------------------------------------------------- checkout

/**
 * `POST /api/cart/order/store` (logged in). Prices come from the database; quantities must be whole
 * numbers 1..CART_QTY_MAX (422 `cart_contents.N.qty`), products active (422 `cart_contents.N.id`).
 * A missing shipping address is a 422 whose `message` is the spec's "We did not find your shipping
 * address." and whose `errors.shipping_address` says to add one first. Send an `Idempotency-Key` header
 * (1 to 100 characters, no control characters): the same key from the same user with the same request
 * (lines in any order, payment method, coupon) answers the first order again instead of creating a
 * second one; the same key with a different request is a 422 on `idempotency_key`.
 */
export const OrderStoreBodySchema = z.object({
  cart_contents: z
    .array(
      z.object({
        id: IdSchema,
        qty: z.number().int().min(1).max(CART_QTY_MAX),
      }),
    )
    .min(1)
    .max(CART_LINES_MAX),
  payment_method: z.union([z.literal(PAYMENT_METHOD.Online), z.literal(PAYMENT_METHOD.CashOnDelivery)], {
    error: chooseError,
  }),
  code: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    withLatinDigits(LineTextSchema.trim().max(40)).optional(),
  ),
  /**
   * One of the buyer's own uploaded prescriptions (`GET /api/auth/get/my-prescription`, not Declined). Required
   * when a line is a prescription-only product (`prescription_required`): without it the order is a 422 on
   * `prescription_id`. The order then stays Pending until a pharmacist confirms the prescription.
   */
  prescription_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), IdSchema.optional()),
});
export type OrderStoreBody = z.input<typeof OrderStoreBodySchema>;
export const OrderStoreResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  order_id: z.number().int(),
  /** True for online payment: the browser goes to `/payment/payment-submit/{need_payment_id}`. */
  need_payment: z.boolean(),
  need_payment_id: z.string().nullable(),
});
export type OrderStoreResponse = z.infer<typeof OrderStoreResponseSchema>;

// ---------------------------------------------------------------- orders

export const OrderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_image: z.string().nullable(),
  product_slug: z.string().nullable(),
  /** The English title as sold. */
  product_title: z.string(),
  /** The Bengali title as sold; null when the product had none (show `product_title`). */
  product_bn_title: z.string().nullable(),
  qty: z.number().int(),
  /** Unit price paid (final price at the time of the order). */
  product_price: z.number(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** A snapshot of where the order goes, taken when it was placed. */
export const OrderShippingSchema = ShippingAddressSchema.pick({
  name: true,
  phone: true,
  post_code: true,
  effective_delivery: true,
  location: true,
}).extend({
  district: z.string(),
  sub_district: z.string(),
});
export type OrderShipping = z.infer<typeof OrderShippingSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  sub_total: z.number(),
  shipping_fee: z.number(),
  coupon_code: z.string().nullable(),
  coupon_discount: z.number(),
  total_amount: z.number(),
  payment_method: z.number().int(),
  payment_method_style: z.enum(STATUS_STYLES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_status_style: z.enum(STATUS_STYLES),
  order_status: z.enum(ORDER_STATUSES),
  /** The payment id for Pay now while an online order awaits payment; null otherwise. */
  need_payment_crypt_id: z.string().nullable(),
  /**
   * For an order with prescription-only products: the prescription it was placed with and the pharmacist's check
   * (`Awaiting` keeps the order Pending; `Rejected` cancelled it, `cancel_reason` says why). Null otherwise.
   */
  prescription: z.object({ id: z.number().int(), check: z.enum(PRESCRIPTION_CHECKS) }).nullable(),
  /** Why the order was cancelled (by the buyer, staff, or a rejected prescription); null otherwise. */
  cancel_reason: z.string().nullable(),
  /** The buyer may cancel it (`POST /api/auth/order/{id}/cancel`): still Pending and not paid. */
  can_cancel: z.boolean(),
  shipping: OrderShippingSchema,
  order_items: z.array(OrderItemSchema),
  created_at: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** `GET /api/auth/order/my-orders?page=N`: the user's own orders, newest first, 10 a page. */
export const MyOrdersQuerySchema = PageQuerySchema;
export const MyOrdersResponseSchema = paginatedSchema(OrderSchema);
export type MyOrdersResponse = z.infer<typeof MyOrdersResponseSchema>;

/**
 * `POST /api/auth/order/{id}/cancel`: the buyer cancels their own order while it is Pending and not paid
 * (after a failed payment too); 422 once it is paid or staff moved it on.
 */
export const CancelMyOrderParamsSchema = IdParamSchema;
export const CancelMyOrderResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  order_id: z.number().int(),
});
export type CancelMyOrderResponse = z.infer<typeof CancelMyOrderResponseSchema>;

// ---------------------------------------------------------------- payments (browser navigation)

/**
 * Browser addresses, not JSON calls: `GET /payment/payment-submit/{paymentId}` starts the gateway
 * session (PAYMENT_GATEWAY `sandbox` by default: a hosted page with Pay, Fail and Cancel); the
 * buyer comes back to the page the payment belongs to (orders: `/profile/my-order`) with
 * `trn_status` and `trn_message` in the query.
 */
export const TRN_STATUSES = ['success', 'failed', 'cancelled'] as const;
export type TrnStatus = (typeof TRN_STATUSES)[number];
