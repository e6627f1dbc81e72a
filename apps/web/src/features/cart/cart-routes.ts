import type { RouteObject } from 'react-router';

/** /cart/show: public (a guest keeps a cart too). */
export const cartPublicRoutes: RouteObject[] = [{ path: 'cart/show', lazy: () => import('./pages/cart-page') }];

/** /cart/checkout: mounted behind the login-required guard (spec 1 route table). */
export const cartPrivateRoutes: RouteObject[] = [
  { path: 'cart/checkout', lazy: () => import('./pages/checkout-page') },
];
