import type { RouteObject } from 'react-router';
import { NotFound } from '../components/errors/not-found';
import { ambulancesRoutes } from '../features/ambulances/ambulances-routes';
import { bookingsPrivateRoutes, bookingsProfileRoutes } from '../features/bookings/bookings-routes';
import { cartPrivateRoutes } from '../features/cart/checkout-routes';
import { careBookingsPrivateRoutes, careBookingsProfileRoutes } from '../features/care-bookings/care-bookings-routes';
import { doctorsRoutes } from '../features/doctors/doctors-routes';
import { medicineRequestsProfileRoutes } from '../features/medicine-requests/medicine-requests-routes';
import { nursesRoutes } from '../features/nurses/nurses-routes';
import { ordersProfileRoutes } from '../features/orders/orders-routes';
import { prescriptionsProfileRoutes } from '../features/prescriptions/prescriptions-routes';
import { wishlistProfileRoutes } from '../features/wishlist/wishlist-routes';
import { withTranslations } from '../i18n';
import { LoginRequired } from './guards/login-required';
import { toElementRoutes } from './route-elements';

/**
 * The site's pages a first visit to a landing page (home, shop, a product, the cart, login) does not open (issue
 * 11): static pages, the doctor, nurse and ambulance listings, the login-required pages and the profile's
 * sub-pages owned by other features. This module and the lists of their pages' chunks load on the first visit to
 * one of them (router.tsx's SitePages, rendered for the addresses the first load's table does not know).
 */

/** A static page's module with the static pages' long texts (their own translation chunk). */
const withStatic = <T,>(loadPage: () => Promise<T>) => withTranslations('static', loadPage);

/** Static and info pages (features/static-pages), each a lazy module exporting `Component`. */
const staticPages: RouteObject[] = [
  {
    path: 'terms-and-condition',
    lazy: withStatic(() => import('../features/static-pages/pages/terms-and-conditions-page')),
  },
  { path: 'terms-of-use', lazy: withStatic(() => import('../features/static-pages/pages/terms-of-use-page')) },
  { path: 'privacy-policy', lazy: withStatic(() => import('../features/static-pages/pages/privacy-policy-page')) },
  { path: 'return-policy', lazy: withStatic(() => import('../features/static-pages/pages/return-policy-page')) },
  { path: 'refund-policy', lazy: withStatic(() => import('../features/static-pages/pages/refund-policy-page')) },
  { path: 'about', lazy: withStatic(() => import('../features/static-pages/pages/about-page')) },
  { path: 'site-map', lazy: withStatic(() => import('../features/static-pages/pages/site-map-page')) },
  { path: 'faq', lazy: withStatic(() => import('../features/static-pages/pages/faq-page')) },
  { path: 'services', lazy: withStatic(() => import('../features/static-pages/pages/services-page')) },
  { path: 'contact', lazy: withStatic(() => import('../features/static-pages/pages/contact-page')) },
  { path: 'diagnostic-service', lazy: withStatic(() => import('../features/static-pages/pages/working-on-it-page')) },
  { path: 'operation-surgery', lazy: withStatic(() => import('../features/static-pages/pages/working-on-it-page')) },
];

/** Profile sub-pages owned by other features, shown beside the profile sidebar. */
const profilePages: RouteObject[] = [
  { path: 'my-shipping-address', lazy: () => import('../features/addresses/pages/shipping-address-page') },
  ...ordersProfileRoutes,
  ...wishlistProfileRoutes,
  ...prescriptionsProfileRoutes,
  ...medicineRequestsProfileRoutes,
  ...bookingsProfileRoutes,
  ...careBookingsProfileRoutes,
];

export type SiteTableName = 'site' | 'profile';

/**
 * Each table, rendered by a splat route of the first load's table (router.tsx): `site` in the site layout (an
 * address none of its pages has: the not-found page, as before), `profile` beside the profile sidebar (the
 * profile's not-found page).
 */
export const siteRoutes: Record<SiteTableName, RouteObject[]> = {
  site: toElementRoutes([
    ...staticPages,
    ...doctorsRoutes,
    ...nursesRoutes,
    ...ambulancesRoutes,
    {
      element: <LoginRequired />,
      children: [...cartPrivateRoutes, ...bookingsPrivateRoutes, ...careBookingsPrivateRoutes],
    },
    { path: '*', element: <NotFound /> },
  ]),
  profile: toElementRoutes([
    ...profilePages,
    { path: '*', lazy: () => import('../features/profile/pages/profile-not-found-page') },
  ]),
};
