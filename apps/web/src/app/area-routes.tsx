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
import { adminArea } from './routes';

/**
 * The route tables of the areas a shopper never opens (issue 11): the back office, the provider dashboards and the
 * join wizards. This module and the lists of their pages' chunks load on the first navigation under
 * AREA_PATH (router.tsx), not with every first page.
 */

/** Login-required pages in the site layout: the join wizards and the provider areas (/sp/doctor ...). */
export const areaPrivateRoutes: RouteObject[] = [
  ...providerJoinRoutes,
  ...doctorDashboardRoutes,
  ...nurseDashboardRoutes,
  ...ambulanceDashboardRoutes,
];

/** `/admin` with every back-office section (the pharmacist's included). */
export const areaAdminRoute: RouteObject = adminArea(
  buildAdminRoutes([
    ...adminCatalogRoutes,
    ...adminOrdersRoutes,
    ...adminPharmacyRoutes,
    ...adminProvidersRoutes,
    ...adminBookingsRoutes,
    ...adminJobsRoutes,
    ...adminCallsRoutes,
  ]),
);
