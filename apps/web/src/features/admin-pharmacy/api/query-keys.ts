import type { AdminMedicineRequestsQuery, AdminPrescriptionsQuery } from '@nirog/contracts';

/** Every cache key of the pharmacist's desk, in one factory. */
export const pharmacyKeys = {
  all: ['admin-pharmacy'] as const,
  prescriptions: () => [...pharmacyKeys.all, 'prescriptions'] as const,
  prescriptionList: (query: AdminPrescriptionsQuery) => [...pharmacyKeys.prescriptions(), 'list', query] as const,
  prescription: (id: number) => [...pharmacyKeys.prescriptions(), 'detail', id] as const,
  medicineRequests: () => [...pharmacyKeys.all, 'medicine-requests'] as const,
  medicineRequestList: (query: AdminMedicineRequestsQuery) =>
    [...pharmacyKeys.medicineRequests(), 'list', query] as const,
  productSearch: (search: string) => [...pharmacyKeys.all, 'product-search', search] as const,
};

export const PRESCRIPTIONS_API = '/api/admin/prescriptions';
export const MEDICINE_REQUESTS_API = '/api/admin/medicine-requests';
export const PRODUCTS_API = '/api/admin/catalog/products';
