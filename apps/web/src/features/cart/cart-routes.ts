import type { RouteObject } from 'react-router';
import { withTranslations } from '../../i18n';

/** /cart/show: public (a guest keeps a cart too). */
export const cartPublicRoutes: RouteObject[] = [{ path: 'cart/show', lazy: () => import('./pages/cart-page') }];

/**
 * /cart/checkout: mounted behind the login-required guard (spec 1 route table); with the account part (checkout's
 * texts, the shipping address's country, the prescriptions' statuses: not in the first load's core texts).
 */
export const cartPrivateRoutes: RouteObject[] = [
  { path: 'cart/checkout', lazy: withTranslations('account', () => import('./pages/checkout-page')) },
];
