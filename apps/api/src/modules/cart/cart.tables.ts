import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PrescriptionCheck } from '@nirog/contracts';
import { authTables } from '../auth';
import { catalogTables } from '../catalog';

/**
 * Discount coupons. `code` is stored upper-case. `value` is poisha for a fixed coupon and
 * hundredths of a percent for a percent coupon (10% = 1000), so both stay integers.
 * `used_count` counts live redemptions; it changes only while the row is locked (FOR UPDATE).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    type: varchar('type', { length: 10 }).$type<'fixed' | 'percent'>().notNull(),
    value: integer('value').notNull(),
    maxDiscountPoisha: integer('max_discount_poisha'),
    minSpendPoisha: integer('min_spend_poisha').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    index('coupons_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('coupons_type_check', sql`${t.type} IN ('fixed', 'percent')`),
    check('coupons_value_check', sql`${t.value} > 0`),
    check('coupons_used_count_check', sql`${t.usedCount} >= 0`),
  ],
);

/**
 * Orders. Money is integer poisha; `total_poisha = sub_total + shipping_fee - coupon_discount`. The
 * coupon code and the shipping address are copied at checkout, so later edits do not rewrite history.
 * `language` is the one the buyer ordered in: later mails about the order use it.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull().default('Pending'),
    /** 1 online, 2 cash on delivery. */
    paymentMethod: smallint('payment_method').notNull(),
    paymentStatus: varchar('payment_status', { length: 20 }).notNull().default('Pending'),
    /** The online payment's random id (payments module), for Pay now; null for cash. */
    paymentPublicId: varchar('payment_public_id', { length: 64 }),
    subTotalPoisha: integer('sub_total_poisha').notNull(),
    shippingFeePoisha: integer('shipping_fee_poisha').notNull(),
    couponDiscountPoisha: integer('coupon_discount_poisha').notNull().default(0),
    totalPoisha: integer('total_poisha').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: varchar('coupon_code', { length: 40 }),
    shipName: varchar('ship_name', { length: 120 }).notNull(),
    shipPhone: varchar('ship_phone', { length: 20 }).notNull(),
    shipPostCode: varchar('ship_post_code', { length: 10 }),
    shipEffectiveDelivery: varchar('ship_effective_delivery', { length: 10 }).notNull(),
    shipLocation: varchar('ship_location', { length: 255 }).notNull(),
    shipDistrictId: integer('ship_district_id'),
    shipDistrict: varchar('ship_district', { length: 120 }).notNull(),
    shipDistrictBn: varchar('ship_district_bn', { length: 120 }),
    shipSubDistrict: varchar('ship_sub_district', { length: 120 }).notNull(),
    shipSubDistrictBn: varchar('ship_sub_district_bn', { length: 120 }),
    language: varchar('language', { length: 2 }).$type<'en' | 'bn'>().notNull().default('en'),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    /** SHA-256 of the request the key came with: the same key with another request is refused. */
    idempotencyFingerprint: varchar('idempotency_fingerprint', { length: 64 }),
    cancelReason: text('cancel_reason'),
    /**
     * The customer's prescription an order with prescription-only products was placed with (issue 11 item 12),
     * or the one a pharmacist made the order from (with no check). Its foreign key to prescriptions(id) is added by hand in the migration: the prescriptions module's
     * tables already import this one, so naming theirs here would be an import cycle.
     */
    prescriptionId: integer('prescription_id'),
    /**
     * The pharmacist's check of that prescription: null when the order needs none, `Awaiting` until a pharmacist
     * looks, `Confirmed` (the order may move on to Processing) or `Rejected` (the order is cancelled with the reason).
     */
    prescriptionCheck: varchar('prescription_check', { length: 20 }).$type<PrescriptionCheck>(),
    prescriptionCheckedBy: integer('prescription_checked_by').references(() => authTables.users.id, {
      onDelete: 'set null',
    }),
    prescriptionCheckedAt: timestamp('prescription_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_payment_status_created_idx').on(t.paymentStatus, t.createdAt.desc(), t.id.desc()),
    index('orders_coupon_idx').on(t.couponId),
    index('orders_prescription_idx').on(t.prescriptionId),
    check(
      'orders_prescription_check_check',
      sql`${t.prescriptionCheck} IS NULL OR (${t.prescriptionCheck} IN ('Awaiting', 'Confirmed', 'Rejected') AND ${t.prescriptionId} IS NOT NULL)`,
    ),
    check(
      'orders_status_check',
      sql`${t.status} IN ('Pending', 'Processing', 'Shipped', 'Delivered', 'Completed', 'Cancelled')`,
    ),
    check('orders_payment_status_check', sql`${t.paymentStatus} IN ('Pending', 'Paid', 'Failed', 'Refunded')`),
    check('orders_payment_method_check', sql`${t.paymentMethod} IN (1, 2)`),
    check(
      'orders_money_check',
      sql`${t.subTotalPoisha} >= 0 AND ${t.couponDiscountPoisha} >= 0 AND ${t.totalPoisha} >= 0`,
    ),
  ],
);

/**
 * Lines of an order: the product as it was sold (its English and Bengali titles, slug, image and unit price
 * copied). `bn_title` is null when the product had no Bengali title; readers fall back to `title`.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => catalogTables.products.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 190 }).notNull(),
    bnTitle: varchar('bn_title', { length: 190 }),
    slug: varchar('slug', { length: 190 }),
    image: varchar('image', { length: 255 }),
    qty: integer('qty').notNull(),
    unitPricePoisha: integer('unit_price_poisha').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_qty_check', sql`${t.qty} > 0`),
  ],
);

/** One row per order that used a coupon; removed when the order is cancelled (the use is released). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_unique').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);
