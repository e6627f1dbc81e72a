/** Addresses of these back-office pages (children of /admin). */
export const bookingsPath = (id?: number) => (id === undefined ? '/admin/bookings' : `/admin/bookings/${id}`);
export const earningsPath = () => '/admin/referral-earnings';
