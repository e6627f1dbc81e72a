/**
 * The web app's page addresses (apps/web's router; a web test keeps the two the same). The server answers
 * other paths with the app shell and HTTP 404, so an unknown page is a real not-found for browsers and
 * crawlers. `:name` is one path segment. No zod here: the server imports it on every request path.
 */
export const WEB_ROUTES = [
  '/',
  '/about',
  '/admin',
  '/admin/audit-log',
  '/admin/catalog',
  '/admin/catalog/brands',
  '/admin/catalog/categories',
  '/admin/catalog/generics',
  '/admin/catalog/imports',
  '/admin/catalog/medicine-types',
  '/admin/catalog/products/:id',
  '/admin/catalog/products/new',
  '/admin/catalog/sliders',
  '/admin/coupons',
  '/admin/jobs',
  '/admin/medicine-requests',
  '/admin/orders',
  '/admin/orders/:id',
  '/admin/prescriptions',
  '/admin/prescriptions/:id',
  '/admin/providers',
  '/admin/providers/:id',
  '/admin/settings',
  '/admin/users',
  '/admin/users/:id',
  '/cart/checkout',
  '/cart/show',
  '/contact',
  '/diagnostic-service',
  '/email-verify-already-success',
  '/email-verify-fail',
  '/email-verify-success',
  '/email/verify',
  '/faq',
  '/forgot-password',
  '/join/ambulance/step-1',
  '/join/ambulance/step-2',
  '/join/doctor/step-1',
  '/join/doctor/step-2',
  '/join/doctor/step-3',
  '/join/doctor/step-4',
  '/join/nurse/step-1',
  '/join/nurse/step-2',
  '/join/nurse/step-3',
  '/login',
  '/operation-surgery',
  '/password/reset',
  '/privacy-policy',
  '/product/:slug',
  '/profile',
  '/profile/change-password',
  '/profile/medicine-request',
  '/profile/my-medicine-requests',
  '/profile/my-order',
  '/profile/my-prescription',
  '/profile/my-shipping-address',
  '/profile/my-wishlist',
  '/profile/upload-prescription',
  '/referral',
  '/refund-policy',
  '/register',
  '/return-policy',
  '/services',
  '/shop',
  '/site-map',
  '/sp/ambulance',
  '/sp/doctor',
  '/sp/nurse',
  '/terms-and-condition',
  '/terms-of-use',
] as const;

const patterns = WEB_ROUTES.map((route) => route.split('/').filter(Boolean));

/** Whether a path (without query) is one of the app's pages; a trailing slash is ignored. */
export function isWebRoute(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
}
