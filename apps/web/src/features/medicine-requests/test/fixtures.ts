import type { MedicineRequest } from '@nirog/contracts';

export function makeMedicineRequest(overrides: Partial<MedicineRequest> = {}): MedicineRequest {
  return {
    id: 31,
    name: 'Seclo 20',
    status: 'Pending',
    note: null,
    created_at: '2025-03-04T08:30:00.000Z',
    updated_at: '2025-03-04T08:30:00.000Z',
    product: null,
    ...overrides,
  };
}
