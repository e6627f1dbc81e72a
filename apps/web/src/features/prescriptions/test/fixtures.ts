import type { Prescription, ShippingAddress } from '@nirog/contracts';

export function makePrescription(overrides: Partial<Prescription> = {}): Prescription {
  const id = overrides.id ?? 21;
  return {
    id,
    status: 'Pending',
    day_for: 7,
    unnecessary_medicine: null,
    note: null,
    created_at: '2025-03-04T08:30:00.000Z',
    reviewed_at: null,
    beimages: [1, 2].map((n) => ({
      id: id * 10 + n,
      image: `/api/prescription-images/${id * 10 + n}/full?expires=1&signature=s${n}`,
      thumbnail: `/api/prescription-images/${id * 10 + n}/thumb?expires=1&signature=t${n}`,
    })),
    order: null,
    ...overrides,
  };
}

export function makeAddress(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
  return {
    id: 3,
    name: 'Rahima Akter',
    phone: '01711000000',
    country_id: 1,
    district_id: 1,
    sub_district_id: 1,
    post_code: '1207',
    effective_delivery: 'Home',
    location: 'House 5, Road 2',
    country: { id: 1, name: 'Bangladesh' },
    district: { id: 1, name: 'Dhaka', bn_name: 'ঢাকা' },
    sub_district: { id: 1, name: 'Dhanmondi', bn_name: 'ধানমন্ডি' },
    ...overrides,
  };
}

/** A picked image file of `bytes` bytes. */
export function imageFile(name: string, type = 'image/png', bytes = 1024): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
