import type { Order, OrderItem } from '@nirog/contracts';

export function makeItem(overrides: Partial<OrderItem> = {}): OrderItem {
  const id = overrides.id ?? 1;
  return {
    id,
    product_id: id,
    product_image: `products/${id}.png`,
    product_slug: `napa-${id}`,
    product_title: `Napa ${id}`,
    product_bn_title: null,
    qty: 2,
    product_price: 12,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    sub_total: 24,
    shipping_fee: 60,
    coupon_code: null,
    coupon_discount: 0,
    total_amount: 84,
    payment_method: 2,
    payment_method_style: 'secondary',
    payment_status: 'Pending',
    payment_status_style: 'warning',
    order_status: 'Pending',
    need_payment_crypt_id: null,
    prescription: null,
    cancel_reason: null,
    can_cancel: false,
    shipping: {
      name: 'Rahima Akter',
      phone: '01711000000',
      post_code: '1207',
      effective_delivery: 'Home',
      location: 'Dhanmondi',
      district: 'Dhaka',
      sub_district: 'Dhanmondi',
    },
    order_items: [makeItem()],
    created_at: '2025-03-04T08:30:00.000Z',
    ...overrides,
  };
}

export function ordersPage(data: Order[], current_page = 1, last_page = 1) {
  return { data, current_page, last_page, per_page: 10, total: data.length, from: 1, to: data.length };
}
