import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogAdminProductsRoutes } from './catalog.admin-products.routes';
import { catalogAdminSlidersRoutes } from './catalog.admin-sliders.routes';
import { catalogAdminTaxonomyRoutes } from './catalog.admin-taxonomy.routes';

/**
 * The back-office catalog under /api/admin/catalog (Admin and Pharmacist): products and images,
 * categories, generics, brands, medicine types and sliders. The CSV import lives in catalog.import.*.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogAdminProductsRoutes);
  await app.register(catalogAdminTaxonomyRoutes);
  await app.register(catalogAdminSlidersRoutes);
};
