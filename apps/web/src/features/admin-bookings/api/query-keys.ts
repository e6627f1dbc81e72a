import type { AdminBookingsQuery, AdminEarningsQuery } from '@nirog/contracts';

/** Every cache key of the back-office bookings and referral earnings, in one factory. */
export const bookingsKeys = {
  all: ['admin-bookings'] as const,
  bookings: () => [...bookingsKeys.all, 'bookings'] as const,
  bookingList: (query: AdminBookingsQuery) => [...bookingsKeys.bookings(), 'list', query] as const,
  booking: (id: number) => [...bookingsKeys.bookings(), 'detail', id] as const,
  earnings: () => [...bookingsKeys.all, 'earnings'] as const,
  earningList: (query: AdminEarningsQuery) => [...bookingsKeys.earnings(), 'list', query] as const,
};

export const BOOKINGS_API = '/api/admin/bookings';
export const EARNINGS_API = '/api/admin/referral-earnings';
