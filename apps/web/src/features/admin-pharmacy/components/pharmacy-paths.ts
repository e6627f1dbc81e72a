/** Addresses of these back-office pages (children of /admin) and of the pages they link to. */
export const prescriptionsPath = (id?: number) =>
  id === undefined ? '/admin/prescriptions' : `/admin/prescriptions/${id}`;
export const medicineRequestsPath = () => '/admin/medicine-requests';
/** The order made from a prescription, in the back-office orders section. */
export const adminOrderPath = (id: number) => `/admin/orders/${id}`;
