import type { RouteObject } from 'react-router';
import { providerAreaRoute } from '../../components/provider-dashboard/area-route';

/** The nurse's area (spec 3, "Nurse area"), login required: the profile at /sp/nurse; other paths not found. */
export const nurseDashboardRoutes: RouteObject[] = [
  providerAreaRoute('nurse', async () => (await import('./pages/nurse-profile-page')).NurseProfilePage),
];
