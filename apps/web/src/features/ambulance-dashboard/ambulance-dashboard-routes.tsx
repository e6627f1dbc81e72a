import type { RouteObject } from 'react-router';
import { providerAreaRoute } from '../../components/provider-dashboard/area-route';

/** The ambulance area (spec 3, "Ambulance area"), login required: the profile at /sp/ambulance; other paths not found. */
export const ambulanceDashboardRoutes: RouteObject[] = [
  providerAreaRoute('ambulance', async () => (await import('./pages/ambulance-profile-page')).AmbulanceProfilePage),
];
