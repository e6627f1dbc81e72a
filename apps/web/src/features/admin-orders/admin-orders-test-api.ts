import type { AdminOrder, AdminOrderPayment, AdminOrderRow, AuditEntry, Coupon } from '@nirog/contracts';
import { renderRoutes } from '../../../test/render';
import { adminOrdersRoutes } from './admin-orders-routes';
export { aPage } from '../../../test/api';

/** Test-only: orders and coupons as the API answers them. */
export const ORDERS = '/api/admin/orders';
export const COUPONS = '/api/admin/coupons';

export function anOrderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: 12,
    total_amount: 1234.5,
    payment_method: 2,
    payment_status: 'Pending',
    order_status: 'Processing',
    prescription: null,
    // 10:30 in Dhaka.
    created_at: '2026-03-05T04:30:00.000Z',
    customer: { id: 7, name: 'Rahima Khatun', email: 'rahima@example.test', phone: '01712345678' },
    item_count: 3,
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: { id: 1, name: 'Ayesha Admin' },
    action: 'order_status_changed',
    subject_type: 'order',
    subject_id: 12,
    details: { from: 'Pending', to: 'Processing' },
    created_at: '2026-03-05T06:00:00.000Z',
    ...overrides,
  };
}

export function aPayment(overrides: Partial<AdminOrderPayment> = {}): AdminOrderPayment {
  return {
    id: 'p1',
    gateway: 'sandbox',
    status: 'Pending',
    transaction_id: null,
    paid_at: null,
    held_at: null,
    refund_due_at: null,
    risk_level: null,
    ...overrides,
  };
}

export function anOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 12,
    sub_total: 1300,
    shipping_fee: 60,
    coupon_code: 'EID10',
    coupon_discount: 125.5,
    total_amount: 1234.5,
    payment_method: 2,
    payment_method_style: 'info',
    payment_status: 'Pending',
    payment_status_style: 'warning',
    order_status: 'Processing',
    need_payment_crypt_id: null,
    prescription: null,
    can_cancel: false,
    shipping: {
      name: 'Rahima Khatun',
      phone: '01712345678',
      post_code: '1213',
      effective_delivery: 'Home',
      location: 'House 42, Road 11, Banani',
      district: 'Dhaka',
      sub_district: 'Gulshan',
    },
    order_items: [
      {
        id: 1,
        product_id: 1,
        product_image: 'products/napa-thumb.webp',
        product_slug: 'napa-500-mg-tablet',
        product_title: 'Napa 500 mg',
        product_bn_title: 'নাপা ৫০০ মি.গ্রা.',
        qty: 2,
        product_price: 500,
      },
      {
        id: 2,
        product_id: null,
        product_image: null,
        product_slug: null,
        product_title: 'Seclo 20 mg',
        product_bn_title: null,
        qty: 1,
        product_price: 300,
      },
    ],
    created_at: '2026-03-05T04:30:00.000Z',
    customer: { id: 7, name: 'Rahima Khatun', email: 'rahima@example.test', phone: '01712345678' },
    payment: null,
    cancel_reason: null,
    audit_entries: [anAuditEntry()],
    ...overrides,
  };
}

export function aCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 3,
    code: 'EID10',
    type: 'percent',
    value: 10,
    max_discount: 200,
    min_spend: 500,
    // 1 April 2026 00:00 to 10 April 2026 23:59 in Dhaka.
    starts_at: '2026-03-31T18:00:00.000Z',
    ends_at: '2026-04-10T17:59:00.000Z',
    usage_limit: 100,
    per_user_limit: 1,
    used_count: 7,
    active: true,
    created_at: '2026-03-01T04:00:00.000Z',
    ...overrides,
  };
}

/** Loads the lazy pages once, so each test measures the page, not the import. */
export async function loadOrdersPages() {
  await Promise.all([
    import('./pages/admin-orders-page'),
    import('./pages/admin-order-page'),
    import('./pages/admin-coupons-page'),
  ]);
}

/** Renders these pages under /admin (without the back-office frame, which another feature owns). */
export function renderOrders(path: string) {
  return renderRoutes([{ path: '/admin', children: adminOrdersRoutes }], path);
}
