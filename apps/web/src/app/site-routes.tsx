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
import type { PageData } from '../lib/page-data';
import { LoginRequired } from './guards/login-required';
import { toElementRoutes } from './route-elements';

/**
 * The site's pages a first visit to a landing page (home, shop, a product, the cart, login) does not open (issue
 * 11): static pages, the doctor, nurse and ambulance listings, the login-required pages and the profile's
 * sub-pages owned by other features. This module and the lists of their pages' chunks load on the first visit to
 * one of them (router.tsx's SitePages, rendered for the addresses the first load's table does not know).
 */

/**
 * The static pages' `handle`: rendered on the server, then hydrated, like the landing pages; they read nothing but
 * their texts (and the footer's settings, which the layout's handle fetches), and their HTML links the static
 * pages' stylesheets (build/route-chunks.ts STATIC_PAGES).
 */
const staticPageData: PageData = { serverRendered: true, stylesheets: 'static' };

/** A static page's module with the static pages' long texts (their own translation chunk) and its handle. */
const withStatic = <T extends object>(loadPage: () => Promise<T>) =>
  withTranslations('static', async () => ({ ...(await loadPage()), handle: staticPageData }));

/**
 * Static and info pages (features/static-pages), each a lazy module exporting `Component`. The contact page is
 * rendered in the browser: its form is filled in from the logged-in user.
 */
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
  { path: 'contact', lazy: withTranslations('static', () => import('../features/static-pages/pages/contact-page')) },
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
