import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProductSchema,
  AdminProductWriteResponseSchema,
  AdminProductsQuerySchema,
  AdminProductsResponseSchema,
  IdParamSchema,
  ProductImageOrderBodySchema,
  ProductImageParamsSchema,
  ProductStatusBodySchema,
  ProductWriteBodySchema,
  type Language,
} from '@nirog/contracts';
import { translate } from '../../../lib/i18n';
import { storagePaths } from '../../../lib/storage-paths';
import { requireAuth } from '../../../plugins/auth';
import { imageUploadDoc, multipartConsumes, readImageUpload, security, staffOnly, tags } from './catalog.admin-http';
import { addProductImage, deleteProductImage, reorderProductImages } from './catalog.admin-images.service';
import {
  createProduct,
  getAdminProduct,
  listAdminProducts,
  setProductStatus,
  updateAdminProduct,
  type ProductWriteResult,
} from './catalog.admin-products.service';

const answer = (lang: Language, result: ProductWriteResult) => ({
  message: translate(lang, result.messageKey),
  data: result.data,
});

/** Back office: products and their images (Admin and Pharmacist). */
export const catalogAdminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoot = storagePaths(app.config.dataDir).public;
  const written = { 200: AdminProductWriteResponseSchema };

  app.get(
    '/api/admin/catalog/products',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Products, active or not: search, category, status, newest first, 20 a page',
        querystring: AdminProductsQuerySchema,
        response: { 200: AdminProductsResponseSchema },
      },
    },
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.get(
    '/api/admin/catalog/products/:id',
    {
      config: staffOnly,
      schema: { tags, security, summary: 'One product', params: IdParamSchema, response: { 200: AdminProductSchema } },
    },
    async (request) => getAdminProduct(app.db, request.params.id),
  );

  app.post(
    '/api/admin/catalog/products',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Create a product',
        body: ProductWriteBodySchema,
        response: { 201: AdminProductWriteResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await createProduct(app.db, requireAuth(request).user.id, request.body);
      return reply.code(201).send(answer(request.lang, result));
    },
  );

  app.put(
    '/api/admin/catalog/products/:id',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Update a product',
        params: IdParamSchema,
        body: ProductWriteBodySchema,
        response: written,
      },
    },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      return answer(request.lang, await updateAdminProduct(app.db, actorId, request.params.id, request.body));
    },
  );

  app.put(
    '/api/admin/catalog/products/:id/status',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Deactivate (hide from the shop) or reactivate a product',
        params: IdParamSchema,
        body: ProductStatusBodySchema,
        response: written,
      },
    },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      return answer(request.lang, await setProductStatus(app.db, actorId, request.params.id, request.body.active));
    },
  );

  app.post(
    '/api/admin/catalog/products/:id/images',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Add an image (multipart, field `image`)',
        consumes: multipartConsumes,
        body: imageUploadDoc,
        params: IdParamSchema,
        response: written,
      },
    },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      const { image } = await readImageUpload(request);
      return answer(request.lang, await addProductImage(app.db, publicRoot, actorId, request.params.id, image));
    },
  );

  app.delete(
    '/api/admin/catalog/products/:id/images/:imageId',
    {
      config: staffOnly,
      schema: { tags, security, summary: 'Delete an image', params: ProductImageParamsSchema, response: written },
    },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      const { id, imageId } = request.params;
      return answer(request.lang, await deleteProductImage(app.db, publicRoot, actorId, id, imageId));
    },
  );

  app.put(
    '/api/admin/catalog/products/:id/images/order',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Reorder the images (every image id, first = card image)',
        params: IdParamSchema,
        body: ProductImageOrderBodySchema,
        response: written,
      },
    },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      const result = await reorderProductImages(app.db, actorId, request.params.id, request.body.image_ids);
      return answer(request.lang, result);
    },
  );
};
