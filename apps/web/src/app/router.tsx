import { useRoutes, type RouteObject } from 'react-router';
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
import type { AreaName } from './area-routes';
import { loadMatchedRoutes, read, toElementRoutes, tracked } from './route-elements';
import { createRoutes, type RouteParts } from './routes';

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

/** The areas' route tables (area-routes.tsx), loaded once (a failed download: RouteError offers a reload). */
let areas: Promise<typeof import('./area-routes')> | undefined;
function loadAreas() {
  areas ??= tracked(import('./area-routes'));
  return areas;
}

/**
 * An area's pages (area-routes.tsx), under its `admin/*`, `sp/*` or `join/*` route: its route table loads with the
 * first visit under it (a navigation waits for it with the old page on screen, as for any page's chunk).
 */
function Area({ name }: { name: AreaName }) {
  const { areaRoutes } = read(loadAreas());
  return useRoutes(areaRoutes[name]);
}

/**
 * The spec's route table (spec 1 section 2) with every page split into its own chunk, but for the back office, the
 * provider areas and the join wizards (area-routes.tsx): their tables load on the first visit under them.
 */
export const appRouteParts = {
  publicRoutes: [
    ...staticPages,
    ...cartPublicRoutes,
    ...doctorsRoutes,
    ...nursesRoutes,
    ...ambulancesRoutes,
    { path: 'sp/*', element: <Area name="sp" /> },
    { path: 'join/*', element: <Area name="join" /> },
  ],
  privateRoutes: [...cartPrivateRoutes, ...bookingsPrivateRoutes, ...careBookingsPrivateRoutes],
  profileRoutes: profilePages,
  rootRoutes: [{ path: 'admin/*', element: <Area name="admin" /> }],
} satisfies RouteParts;

/** The app's routes as `useRoutes` renders them (route-elements.tsx). */
export const appRoutes = toElementRoutes(createRoutes(appRouteParts));

/** Where the routes of area-routes.tsx live: /admin, /sp/{kind} (the provider areas), /join/{kind}/step-n. */
const AREA_PATH = /^\/(admin|sp|join)(\/|$)/;

/**
 * Loads what the page at `pathname` renders first (its route modules, an area's route table), so its first render
 * draws it at once: for hydrating a page rendered on the server, that render must equal the server's
 * (entry-server.tsx). Resolves with the matched routes' handles.
 */
export async function loadPage(pathname: string): Promise<unknown[]> {
  const [handles] = await Promise.all([
    loadMatchedRoutes(appRoutes, pathname),
    AREA_PATH.test(pathname) ? loadAreas() : undefined,
  ]);
  return handles;
}

/**
 * The app's pages. The server answers 404 for paths none of its routes match (WEB_ROUTES in contracts); a path
 * the app does not know shows the not-found page.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
