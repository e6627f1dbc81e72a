import type { RouteObject } from 'react-router';

/**
 * The pharmacist's desk (Admin and Pharmacist), as children of `/admin`: the app puts them inside the
 * back-office layout with `buildAdminRoutes(...)`. Every page loads on demand; the navigation offers
 * the sections `/api/admin/me` lists and the server refuses everyone else.
 */
export const adminPharmacyRoutes: RouteObject[] = [
  {
    path: 'prescriptions',
    lazy: async () => ({ Component: (await import('./pages/admin-prescriptions-page')).AdminPrescriptionsPage }),
  },
  {
    path: 'prescriptions/:id',
    lazy: async () => ({ Component: (await import('./pages/admin-prescription-page')).AdminPrescriptionPage }),
  },
  {
    path: 'medicine-requests',
    lazy: async () => ({
      Component: (await import('./pages/admin-medicine-requests-page')).AdminMedicineRequestsPage,
    }),
  },
];
