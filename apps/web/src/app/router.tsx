import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { buildAdminRoutes } from '../features/admin/admin-routes';
import { adminCatalogRoutes } from '../features/admin-catalog/admin-catalog-routes';
import { adminBookingsRoutes } from '../features/admin-bookings/admin-bookings-routes';
import { adminOrdersRoutes } from '../features/admin-orders/admin-orders-routes';
import { adminPharmacyRoutes } from '../features/admin-pharmacy/admin-pharmacy-routes';
import { adminJobsRoutes } from '../features/admin-jobs/admin-jobs-routes';
import { adminCallsRoutes } from '../features/admin-calls/admin-calls-routes';
import { adminProvidersRoutes } from '../features/admin-providers/admin-providers-routes';
import { cartPrivateRoutes, cartPublicRoutes } from '../features/cart/cart-routes';
import { medicineRequestsProfileRoutes } from '../features/medicine-requests/medicine-requests-routes';
import { ordersProfileRoutes } from '../features/orders/orders-routes';
import { prescriptionsProfileRoutes } from '../features/prescriptions/prescriptions-routes';
import { providerJoinRoutes } from '../features/provider-join/provider-join-routes';
import { ambulanceDashboardRoutes } from '../features/ambulance-dashboard/ambulance-dashboard-routes';
import { doctorDashboardRoutes } from '../features/doctor-dashboard/doctor-dashboard-routes';
import { nurseDashboardRoutes } from '../features/nurse-dashboard/nurse-dashboard-routes';
import { wishlistProfileRoutes } from '../features/wishlist/wishlist-routes';
import { doctorsRoutes } from '../features/doctors/doctors-routes';
import { nursesRoutes } from '../features/nurses/nurses-routes';
import { ambulancesRoutes } from '../features/ambulances/ambulances-routes';
import { bookingsPrivateRoutes, bookingsProfileRoutes } from '../features/bookings/bookings-routes';
import { careBookingsPrivateRoutes, careBookingsProfileRoutes } from '../features/care-bookings/care-bookings-routes';
import { withTranslations } from '../i18n';
import { createRoutes } from './routes';

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

/** The spec's route table (spec 1 section 2) with every page split into its own chunk. */
export const appRoutes = createRoutes({
  publicRoutes: [...staticPages, ...cartPublicRoutes, ...doctorsRoutes, ...nursesRoutes, ...ambulancesRoutes],
  privateRoutes: [
    ...cartPrivateRoutes,
    ...providerJoinRoutes,
    ...doctorDashboardRoutes,
    ...nurseDashboardRoutes,
    ...ambulanceDashboardRoutes,
    ...bookingsPrivateRoutes,
    ...careBookingsPrivateRoutes,
  ],
  profileRoutes: profilePages,
  adminRoutes: buildAdminRoutes([
    ...adminCatalogRoutes,
    ...adminOrdersRoutes,
    ...adminPharmacyRoutes,
    ...adminProvidersRoutes,
    ...adminBookingsRoutes,
    ...adminJobsRoutes,
    ...adminCallsRoutes,
  ]),
});

/**
 * Loads the lazy routes an address matches, in place (React Router's pattern for hydrating lazy routes): a router
 * made afterwards renders that page at once, as the server did (entry-server.tsx).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * The app's router. The server answers 404 for paths none of its routes match (WEB_ROUTES in contracts). To hydrate
 * a page rendered on the server, the page's routes are loaded first, so the first render equals the server's.
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  if (hydrating) await loadMatchedRoutes(appRoutes, window.location.pathname);
  return createBrowserRouter(appRoutes);
}
