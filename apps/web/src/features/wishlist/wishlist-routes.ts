import type { RouteObject } from 'react-router';

/** Children of /profile (inside the profile layout, behind the login-required guard). */
export const wishlistProfileRoutes: RouteObject[] = [
  { path: 'my-wishlist', lazy: () => import('./pages/my-wishlist-page') },
];
