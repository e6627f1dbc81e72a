import type { RouteObject } from 'react-router';

/** Children of /profile (inside the profile layout, behind the login-required guard). */
export const prescriptionsProfileRoutes: RouteObject[] = [
  { path: 'upload-prescription', lazy: () => import('./pages/upload-prescription-page') },
  { path: 'my-prescription', lazy: () => import('./pages/my-prescriptions-page') },
];
