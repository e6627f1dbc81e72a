import type { RouteObject } from 'react-router';
import { providerAreaRoute } from '../../components/provider-dashboard/area-route';

/** The doctor's area (spec 3, "Doctor area"), login required: the profile at /sp/doctor; other paths not found. */
export const doctorDashboardRoutes: RouteObject[] = [
  providerAreaRoute('doctor', async () => (await import('./pages/doctor-profile-page')).DoctorProfilePage),
];
