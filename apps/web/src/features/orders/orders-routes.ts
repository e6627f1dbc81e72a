import type { RouteObject } from 'react-router';

/** Children of /profile (inside the profile layout, behind the login-required guard). */
export const ordersProfileRoutes: RouteObject[] = [{ path: 'my-order', lazy: () => import('./pages/my-orders-page') }];
