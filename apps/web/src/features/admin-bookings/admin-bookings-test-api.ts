import type { RouteObject } from 'react-router';
import type { AdminBooking, AdminBookingDetail, AdminEarning } from '@nirog/contracts';
import { renderRoutes } from '../../../test/render';
import { adminBookingsRoutes } from './admin-bookings-routes';
export { aPage } from '../../../test/api';

/** Test-only: bookings and earnings as the back-office API answers them. */
export const BOOKINGS = '/api/admin/bookings';
export const EARNINGS = '/api/admin/referral-earnings';

export function aBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id: 41,
    kind: 'appointment',
    status: 'Ready',
    payment_status: 'Paid',
    total_amount: 900,
    patient: { id: 7, name: 'Rahima Khatun', email: 'rahima@example.test', phone: '01712345678' },
    provider: { id: 12, code: 'DOC-00012', name: 'Dr. Sadia Afrin' },
    app_date: '2026-03-10',
    app_time: '17:30',
    time_zone: 'Asia/Dhaka',
    serial_no: 3,
    refund_due: false,
    refunded_at: null,
    cancel_reason: null,
    // 10:30 in Dhaka.
    created_at: '2026-03-05T04:30:00.000Z',
    ...overrides,
  };
}

export function aBookingDetail(overrides: Partial<AdminBookingDetail> = {}): AdminBookingDetail {
  return {
    ...aBooking(),
    fee: 1000,
    discount: 100,
    vat: 0,
    need_payment_crypt_id: null,
    history: [
      {
        id: 1,
        kind: 'created',
        actor: { id: 7, name: 'Rahima Khatun' },
        details: { total_poisha: 90000 },
        created_at: '2026-03-05T04:30:00.000Z',
      },
      {
        id: 2,
        kind: 'paid',
        actor: null,
        details: { payment_id: 'p1', transaction: 'SBX-77' },
        created_at: '2026-03-05T04:35:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function anEarning(overrides: Partial<AdminEarning> = {}): AdminEarning {
  return {
    id: 5,
    booking_id: 44,
    patient: { name: 'Karim Uddin', avatar: null },
    total_cost_in_bdt: 2000,
    total_cost_in_inr: 1379.31,
    exchange_rate: 1.45,
    benefit_percentage: 5,
    total_benefit_in_bdt: 100,
    total_benefit_in_inr: 68.97,
    status: 'Ready',
    created_at: '2026-03-05T04:30:00.000Z',
    paid_at: null,
    referrer_id: 9,
    referrer: { id: 9, name: 'Nasrin Akter', email: 'nasrin@example.test', phone: '01812345678' },
    ...overrides,
  };
}

/** Loads the lazy pages once, so each test measures the page, not the import. */
export async function loadBookingsPages() {
  await Promise.all([
    import('./pages/admin-bookings-page'),
    import('./pages/admin-booking-page'),
    import('./pages/admin-earnings-page'),
  ]);
}

/** Renders these pages under /admin (without the back-office frame, which another feature owns). */
export function renderBookings(path: string, wrap?: (routes: RouteObject[]) => RouteObject[]) {
  const routes = [{ path: '/admin', children: adminBookingsRoutes }];
  return renderRoutes(wrap ? wrap(routes) : routes, path);
}

/** Phones get cards: matchMedia answers true while `run` runs. */
export async function onPhone(run: () => Promise<void>) {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true })) as typeof window.matchMedia;
  try {
    await run();
  } finally {
    window.matchMedia = matchMedia;
  }
}
