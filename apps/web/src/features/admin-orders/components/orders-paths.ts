/** Addresses of these back-office pages (children of /admin). */
export const ordersPath = (id?: number) => (id === undefined ? '/admin/orders' : `/admin/orders/${id}`);
export const couponsPath = () => '/admin/coupons';
/** The shop's product page. */
export const productPagePath = (slug: string) => `/product/${slug}`;
