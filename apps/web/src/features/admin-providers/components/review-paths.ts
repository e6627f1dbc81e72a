/** Addresses of the provider review pages (children of /admin). */
export const applicationsPath = (id?: number) => (id === undefined ? '/admin/providers' : `/admin/providers/${id}`);
