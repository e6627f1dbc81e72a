import type { DoctorBookingKind } from '../booking-services';

/** Every cache key of the bookings feature, in one factory. */
export const bookingsKeys = {
  all: ['bookings'] as const,
  mine: (kind: DoctorBookingKind, page: number) => [...bookingsKeys.all, 'mine', kind, page] as const,
  earnings: (page: number) => [...bookingsKeys.all, 'earnings', page] as const,
};
