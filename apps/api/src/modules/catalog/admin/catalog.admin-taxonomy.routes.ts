import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCategoryListResponseSchema,
  AdminCategoryWriteResponseSchema,
  CATALOG_TERM_KINDS,
  CatalogTermWriteBodySchema,
  CatalogTermWriteResponseSchema,
  CatalogTermsQuerySchema,
  CatalogTermsResponseSchema,
  CategoryWriteBodySchema,
  IdParamSchema,
  MessageResponseSchema,
} from '@nirog/contracts';
import { translate } from '../../../lib/i18n';
import { storagePaths } from '../../../lib/storage-paths';
import { requireAuth } from '../../../plugins/auth';
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  setCategoryLogo,
  updateCategory,
} from './catalog.admin-categories.service';
import { imageUploadDoc, multipartConsumes, readImageUpload, security, staffOnly, tags } from './catalog.admin-http';
import { createTerm, deleteTerm, listTerms, updateTerm } from './catalog.admin-terms.service';

const TERM_LABELS = { generics: 'Generics', brands: 'Brands (manufacturers)', 'medicine-types': 'Medicine types' };

/** Back office: categories (with logos) and the generics, brands and medicine types products refer to. */
export const catalogAdminTaxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoot = storagePaths(app.config.dataDir).public;

  app.get(
    '/api/admin/catalog/categories',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Every category, active or not, in shop order, with product counts',
        response: { 200: AdminCategoryListResponseSchema },
      },
    },
    async () => listAdminCategories(app.db),
  );

  app.post(
    '/api/admin/catalog/categories',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Create a category',
        body: CategoryWriteBodySchema,
        response: { 201: AdminCategoryWriteResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await createCategory(app.db, requireAuth(request).user.id, request.body);
      return reply.code(201).send({ message: translate(request.lang, result.messageKey), data: result.data });
    },
  );

  app.put(
    '/api/admin/catalog/categories/:id',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Update a category',
        params: IdParamSchema,
        body: CategoryWriteBodySchema,
        response: { 200: AdminCategoryWriteResponseSchema },
      },
    },
    async (request) => {
      const result = await updateCategory(app.db, requireAuth(request).user.id, request.params.id, request.body);
      return { message: translate(request.lang, result.messageKey), data: result.data };
    },
  );

  app.delete(
    '/api/admin/catalog/categories/:id',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Delete a category without products',
        params: IdParamSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const key = await deleteCategory(app.db, publicRoot, requireAuth(request).user.id, request.params.id);
      return { message: translate(request.lang, key) };
    },
  );

  app.post(
    '/api/admin/catalog/categories/:id/logo',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Upload the logo (multipart, field `image`)',
        consumes: multipartConsumes,
        body: imageUploadDoc,
        params: IdParamSchema,
        response: { 200: AdminCategoryWriteResponseSchema },
      },
    },
    async (request) => {
      const actorId = requireAuth(request).user.id;
      const { image } = await readImageUpload(request);
      const result = await setCategoryLogo(app.db, publicRoot, actorId, request.params.id, image);
      return { message: translate(request.lang, result.messageKey), data: result.data };
    },
  );

  // One static path per kind (not `/:kind`), so an unknown kind is a plain 404.
  for (const kind of CATALOG_TERM_KINDS) {
    const path = `/api/admin/catalog/${kind}`;
    const label = TERM_LABELS[kind];

    app.get(
      path,
      {
        config: staffOnly,
        schema: {
          tags,
          security,
          summary: `${label}: by name, 20 a page, with product counts`,
          querystring: CatalogTermsQuerySchema,
          response: { 200: CatalogTermsResponseSchema },
        },
      },
      async (request) => listTerms(app.db, kind, request.query),
    );

    app.post(
      path,
      {
        config: staffOnly,
        schema: {
          tags,
          security,
          summary: `${label}: create`,
          body: CatalogTermWriteBodySchema,
          response: { 201: CatalogTermWriteResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await createTerm(app.db, requireAuth(request).user.id, kind, request.body);
        return reply
          .code(201)
          .send({ message: translate(request.lang, result.messageKey, result.params), data: result.data });
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: staffOnly,
        schema: {
          tags,
          security,
          summary: `${label}: rename`,
          params: IdParamSchema,
          body: CatalogTermWriteBodySchema,
          response: { 200: CatalogTermWriteResponseSchema },
        },
      },
      async (request) => {
        const actorId = requireAuth(request).user.id;
        const result = await updateTerm(app.db, actorId, kind, request.params.id, request.body);
        return { message: translate(request.lang, result.messageKey, result.params), data: result.data };
      },
    );

    app.delete(
      `${path}/:id`,
      {
        config: staffOnly,
        schema: {
          tags,
          security,
          summary: `${label}: delete one no product uses`,
          params: IdParamSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      async (request) => {
        const key = await deleteTerm(app.db, requireAuth(request).user.id, kind, request.params.id);
        return { message: translate(request.lang, key) };
      },
    );
  }
};
