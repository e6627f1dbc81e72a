import { createBrowserRouter, matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { cartPrivateRoutes, cartPublicRoutes } from '../features/cart/cart-routes';
import { medicineRequestsProfileRoutes } from '../features/medicine-requests/medicine-requests-routes';
import { ordersProfileRoutes } from '../features/orders/orders-routes';
import { prescriptionsProfileRoutes } from '../features/prescriptions/prescriptions-routes';
import { wishlistProfileRoutes } from '../features/wishlist/wishlist-routes';
import { doctorsRoutes } from '../features/doctors/doctors-routes';
import { nursesRoutes } from '../features/nurses/nurses-routes';
import { ambulancesRoutes } from '../features/ambulances/ambulances-routes';
import { bookingsPrivateRoutes, bookingsProfileRoutes } from '../features/bookings/bookings-routes';
import { careBookingsPrivateRoutes, careBookingsProfileRoutes } from '../features/care-bookings/care-bookings-routes';
import { withTranslations } from '../i18n';
import { createRoutes, PRIVATE_ROUTE_ID, ROOT_ROUTE_ID, type RouteParts } from './routes';

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

/**
 * The spec's route table (spec 1 section 2) with every page split into its own chunk, but for the back office, the
 * provider areas and the join wizards (area-routes.tsx): their tables are added on the first navigation to them.
 */
export const appRouteParts = {
  publicRoutes: [...staticPages, ...cartPublicRoutes, ...doctorsRoutes, ...nursesRoutes, ...ambulancesRoutes],
  privateRoutes: [...cartPrivateRoutes, ...bookingsPrivateRoutes, ...careBookingsPrivateRoutes],
  profileRoutes: profilePages,
} satisfies RouteParts;

export const appRoutes = createRoutes(appRouteParts);

/** Where the routes of area-routes.tsx live: /admin, /sp/{kind} (the provider areas), /join/{kind}/step-n. */
const AREA_PATH = /^\/(admin|sp|join)(\/|$)/;

/**
 * Adds the areas' routes (area-routes.tsx) when a navigation goes under AREA_PATH, a first visit straight to such
 * an address included (React Router asks before it renders it). Elsewhere nothing loads: React Router asks on every
 * navigation whose address matched a route with parameters (a product page, the not-found page), and a route
 * added twice is kept once.
 */
export const discoverAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!AREA_PATH.test(path)) return;
  const { areaPrivateRoutes, areaAdminRoute } = await import('./area-routes');
  patch(PRIVATE_ROUTE_ID, areaPrivateRoutes);
  patch(ROOT_ROUTE_ID, [areaAdminRoute]);
};

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
  if (!hydrating) return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: discoverAreaRoutes });
  await loadMatchedRoutes(appRoutes, window.location.pathname);
  // A page rendered on the server is one of appRoutes' (not an area's): `hydrationData` tells the router that its
  // routes are all here, as the server's were. Without it, a page whose address has parameters (a product page)
  // would first be matched as a possibly partial route tree, its first render the loading fallback instead of the
  // server's page (a hydration mismatch). The scroll position of a reloaded page is then the browser's own, as for
  // any page rendered on the server.
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: discoverAreaRoutes, hydrationData: {} });
}
