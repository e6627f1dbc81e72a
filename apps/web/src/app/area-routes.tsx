import type { RouteObject } from 'react-router';
import { buildAdminRoutes } from '../features/admin/admin-routes';
import { adminCatalogRoutes } from '../features/admin-catalog/admin-catalog-routes';
import { adminBookingsRoutes } from '../features/admin-bookings/admin-bookings-routes';
import { adminOrdersRoutes } from '../features/admin-orders/admin-orders-routes';
import { adminPharmacyRoutes } from '../features/admin-pharmacy/admin-pharmacy-routes';
import { adminJobsRoutes } from '../features/admin-jobs/admin-jobs-routes';
import { adminCallsRoutes } from '../features/admin-calls/admin-calls-routes';
import { adminProvidersRoutes } from '../features/admin-providers/admin-providers-routes';
import { providerJoinRoutes } from '../features/provider-join/provider-join-routes';
import { ambulanceDashboardRoutes } from '../features/ambulance-dashboard/ambulance-dashboard-routes';
import { doctorDashboardRoutes } from '../features/doctor-dashboard/doctor-dashboard-routes';
import { nurseDashboardRoutes } from '../features/nurse-dashboard/nurse-dashboard-routes';
import { NotFound } from '../components/errors/not-found';
import { AppLayout } from '../components/layout/app-layout';
import { WithBookingTools } from './booking-tools';
import { toElementRoutes } from './route-elements';
import { adminArea } from './routes';

/**
 * The route tables of the areas a shopper never opens (issue 11): the back office, the provider dashboards and the
 * join wizards. This module and the lists of their pages' chunks load on the first visit under /admin, /sp or
 * /join (router.tsx's Area), not with every first page.
 */

/**
 * Login-required pages in the site layout: the join wizards and the provider areas (/sp/doctor ...), behind the login
 * in router.tsx (AreaTables).
 */
const areaPrivateRoutes: RouteObject[] = [
  ...providerJoinRoutes,
  ...doctorDashboardRoutes,
  ...nurseDashboardRoutes,
  ...ambulanceDashboardRoutes,
];

/** Every back-office section (the pharmacist's included). */
export const areaAdminRoutes: RouteObject[] = buildAdminRoutes([
  ...adminCatalogRoutes,
  ...adminOrdersRoutes,
  ...adminPharmacyRoutes,
  ...adminProvidersRoutes,
  ...adminBookingsRoutes,
  ...adminJobsRoutes,
  ...adminCallsRoutes,
]);

export type AreaName = 'admin' | 'sp' | 'join';

/** The routes of `routes` under `area/`, relative to it (the table `area/*` renders). */
function under(area: AreaName, routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) =>
    route.path?.startsWith(`${area}/`) ? [{ ...route, path: route.path.slice(area.length + 1) } as RouteObject] : [],
  );
}

/** An address under an area that none of its pages has: the not-found page in the site layout, as elsewhere. */
const notFound: RouteObject = { path: '*', element: <NotFound /> };

/** Each area's table, rendered by the `admin/*`, `sp/*` and `join/*` routes (router.tsx). */
export const areaRoutes: Record<AreaName, RouteObject[]> = {
  admin: toElementRoutes([adminArea(areaAdminRoutes), { element: <AppLayout />, children: [notFound] }]),
  sp: toElementRoutes([{ element: <WithBookingTools />, children: under('sp', areaPrivateRoutes) }, notFound]),
  join: toElementRoutes([...under('join', areaPrivateRoutes), notFound]),
};
