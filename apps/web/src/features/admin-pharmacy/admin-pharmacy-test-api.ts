import type {
  AdminMedicineRequest,
  AdminPrescription,
  AdminPrescriptionRow,
  AdminProductRow,
  AuditEntry,
  PrescriptionOrder,
} from '@nirog/contracts';
import { renderRoutes } from '../../../test/render';
import { adminPharmacyRoutes } from './admin-pharmacy-routes';
export { aPage } from '../../../test/api';

/** Test-only: the pharmacist's desk as the API answers it. */
export const PRESCRIPTIONS = '/api/admin/prescriptions';
export const MEDICINE_REQUESTS = '/api/admin/medicine-requests';
export const PRODUCTS = '/api/admin/catalog/products';

const customer = { id: 7, name: 'Rahima Khatun', email: 'rahima@example.test', phone: '01712345678' };

export function aPrescriptionRow(overrides: Partial<AdminPrescriptionRow> = {}): AdminPrescriptionRow {
  return {
    id: 31,
    status: 'Pending',
    day_for: 7,
    // 10:30 in Dhaka.
    created_at: '2026-03-05T04:30:00.000Z',
    customer,
    image_count: 2,
    thumbnail: '/api/prescription-images/101/thumb?expires=1&signature=a',
    order_id: null,
    ...overrides,
  };
}

export function aHistoryEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: { id: 5, name: 'Parvez Pharmacist' },
    action: 'prescription_reviewed',
    subject_type: 'prescription',
    subject_id: 31,
    details: { note: 'Take after meals.' },
    created_at: '2026-03-05T06:00:00.000Z',
    ...overrides,
  };
}

/** An order placed with the prescription: the patient's at checkout unless told otherwise. */
export function anOrder(overrides: Partial<PrescriptionOrder> = {}): PrescriptionOrder {
  return {
    id: 77,
    order_status: 'Pending',
    payment_status: 'Pending',
    total_amount: 84,
    // 11:00 in Dhaka.
    created_at: '2026-03-06T05:00:00.000Z',
    placed_by: 'patient',
    prescription_check: 'Awaiting',
    ...overrides,
  };
}

export function aPrescription(overrides: Partial<AdminPrescription> = {}): AdminPrescription {
  return {
    id: 31,
    status: 'Pending',
    day_for: 7,
    unnecessary_medicine: 'Vitamin C',
    note: null,
    created_at: '2026-03-05T04:30:00.000Z',
    reviewed_at: null,
    beimages: [
      { id: 101, image: '/api/prescription-images/101/full?s=1', thumbnail: '/api/prescription-images/101/thumb?s=1' },
      { id: 102, image: '/api/prescription-images/102/full?s=2', thumbnail: '/api/prescription-images/102/thumb?s=2' },
    ],
    order: null,
    orders: [],
    customer,
    shipping_address: {
      id: 4,
      name: 'Rahima Khatun',
      phone: '01712345678',
      country_id: 1,
      district_id: 1,
      sub_district_id: 11,
      post_code: '1213',
      effective_delivery: 'Home',
      location: 'House 42, Road 11',
      country: { id: 1, name: 'Bangladesh' },
      district: { id: 1, name: 'Dhaka', bn_name: 'ঢাকা' },
      sub_district: { id: 11, name: 'Gulshan', bn_name: 'গুলশান' },
    },
    shipping_fee: 60,
    history: [],
    ...overrides,
  };
}

export function aProduct(overrides: Partial<AdminProductRow> = {}): AdminProductRow {
  return {
    id: 1,
    slug: 'napa-500',
    title: 'Napa',
    bn_title: null,
    power: '500 mg',
    price: 12,
    discount: 0,
    final_price: 12,
    active: true,
    prescription_required: false,
    views: 0,
    medicine_type: { id: 1, title: 'Tablet', bn_title: null },
    brand: { id: 1, name: 'Beximco' },
    generics: [{ id: 1, title: 'Paracetamol' }],
    thumbnail: null,
    updated_at: '2026-03-01T04:00:00.000Z',
    ...overrides,
  };
}

export function aMedicineRequest(overrides: Partial<AdminMedicineRequest> = {}): AdminMedicineRequest {
  return {
    id: 8,
    name: 'Maxpro 20',
    status: 'Pending',
    note: null,
    created_at: '2026-03-05T04:30:00.000Z',
    updated_at: '2026-03-05T04:30:00.000Z',
    product: null,
    customer,
    ...overrides,
  };
}

/** Loads the lazy pages once, so each test measures the page, not the import. */
export async function loadPharmacyPages() {
  await Promise.all([
    import('./pages/admin-prescriptions-page'),
    import('./pages/admin-prescription-page'),
    import('./pages/admin-medicine-requests-page'),
  ]);
}

/** Renders these pages under /admin (without the back-office frame, which another feature owns). */
export function renderPharmacy(path: string) {
  return renderRoutes([{ path: '/admin', children: adminPharmacyRoutes }], path);
}
