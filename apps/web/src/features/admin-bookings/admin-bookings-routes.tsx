import type { RouteObject } from 'react-router';

/**
 * Back-office bookings of every kind and referral-earnings payouts (Admin), as children of `/admin`: the
 * app puts them inside the back-office layout with `buildAdminRoutes(...)`. Every page loads on demand.
 */
export const adminBookingsRoutes: RouteObject[] = [
  {
    path: 'bookings',
    lazy: async () => ({ Component: (await import('./pages/admin-bookings-page')).AdminBookingsPage }),
  },
  {
    path: 'bookings/:id',
    lazy: async () => ({ Component: (await import('./pages/admin-booking-page')).AdminBookingPage }),
  },
  {
    path: 'service-charges',
    lazy: async () => ({ Component: (await import('./pages/admin-service-charges-page')).AdminServiceChargesPage }),
  },
  {
    path: 'referral-earnings',
    lazy: async () => ({ Component: (await import('./pages/admin-earnings-page')).AdminEarningsPage }),
  },
];
