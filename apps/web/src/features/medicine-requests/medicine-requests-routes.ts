import type { RouteObject } from 'react-router';

/** Children of /profile (inside the profile layout, behind the login-required guard). */
export const medicineRequestsProfileRoutes: RouteObject[] = [
  { path: 'medicine-request', lazy: () => import('./pages/medicine-request-page') },
  { path: 'my-medicine-requests', lazy: () => import('./pages/my-medicine-requests-page') },
];
