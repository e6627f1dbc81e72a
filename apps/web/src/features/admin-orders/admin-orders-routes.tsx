import type { RouteObject } from 'react-router';

/**
 * Back-office orders (Admin and Pharmacist) and coupons (Admin), as children of `/admin`: the app puts
 * them inside the back-office layout with `buildAdminRoutes(...)`. Every page loads on demand; the
 * server refuses the coupon calls to anyone but an Admin, and the navigation only offers the sections
 * `/api/admin/me` lists.
 */
export const adminOrdersRoutes: RouteObject[] = [
  { path: 'orders', lazy: async () => ({ Component: (await import('./pages/admin-orders-page')).AdminOrdersPage }) },
  {
    path: 'orders/:id',
    lazy: async () => ({ Component: (await import('./pages/admin-order-page')).AdminOrderPage }),
  },
  {
    path: 'coupons',
    lazy: async () => ({ Component: (await import('./pages/admin-coupons-page')).AdminCouponsPage }),
  },
];
