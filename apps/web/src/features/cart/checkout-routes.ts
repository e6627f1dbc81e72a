import type { RouteObject } from 'react-router';
import { withTranslations } from '../../i18n';

/**
 * /cart/checkout: mounted behind the login-required guard (spec 1 route table); with the account part (checkout's
 * texts, the shipping address's country, the prescriptions' statuses: not in the first load's core texts). A module
 * of its own: the cart page's route is in every first load (app/router.tsx), checkout's with the site's other
 * pages (app/site-routes.tsx), and with it the list of the checkout page's chunks.
 */
export const cartPrivateRoutes: RouteObject[] = [
  { path: 'cart/checkout', lazy: withTranslations('account', () => import('./pages/checkout-page')) },
];
