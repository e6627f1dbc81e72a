import type { z } from 'zod';
import type { AdminCouponsQuerySchema, AdminOrdersQuery } from '@nirog/contracts';

export type AdminCouponsQuery = z.infer<typeof AdminCouponsQuerySchema>;

/** Every cache key of the back-office orders and coupons, in one factory. */
export const ordersKeys = {
  all: ['admin-orders'] as const,
  orders: () => [...ordersKeys.all, 'orders'] as const,
  orderList: (query: AdminOrdersQuery) => [...ordersKeys.orders(), 'list', query] as const,
  order: (id: number) => [...ordersKeys.orders(), 'detail', id] as const,
  coupons: () => [...ordersKeys.all, 'coupons'] as const,
  couponList: (query: AdminCouponsQuery) => [...ordersKeys.coupons(), 'list', query] as const,
};

export const ORDERS_API = '/api/admin/orders';
export const COUPONS_API = '/api/admin/coupons';
