import type { RouteObject } from 'react-router';

/** /cart/show: public (a guest keeps a cart too). Checkout's route: checkout-routes.ts. */
export const cartPublicRoutes: RouteObject[] = [{ path: 'cart/show', lazy: () => import('./pages/cart-page') }];
