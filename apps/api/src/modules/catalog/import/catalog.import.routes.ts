import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_SECTIONS,
  CATALOG_IMPORT_MAX_BYTES,
  CatalogImportResponseSchema,
  CatalogImportSchema,
  CatalogImportsResponseSchema,
  IdParamSchema,
  MessageResponseSchema,
  PageQuerySchema,
} from '@nirog/contracts';
import { translate } from '../../../lib/i18n';
import { storagePaths } from '../../../lib/storage-paths';
import { requireAuth } from '../../../plugins/auth';
import { readMultipart } from '../../../plugins/uploads';
import { wakeJobs } from '../../jobs';
import { catalogImport } from './catalog.import.runner';
import { listImports, queueImport, showImport } from './catalog.import.service';

const staff = { roles: [...ADMIN_SECTIONS.imports] };

/** OpenAPI only: the multipart body is read and checked in the handler, which answers the 422s. */
const importUploadDoc = z.object({
  file: z
    .any()
    .optional()
    .meta({
      type: 'string',
      format: 'binary',
      description: `Required. A UTF-8 CSV file of at most ${CATALOG_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
    }),
});
const tags = ['admin-catalog'];
const security = [{ bearer: [] }];

/**
 * CSV import of the catalogue (Admin and Pharmacist): upload, list, progress. The upload is stored
 * and queued as a `catalog-import` job; the job runner does the work.
 */
export const catalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const privateRoot = storagePaths(app.config.dataDir).private;

  app.post(
    '/api/admin/catalog/imports',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Upload a catalogue CSV (multipart field `file`); imported in the background',
        consumes: ['multipart/form-data'],
        body: importUploadDoc,
        response: { 202: CatalogImportResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const { files } = await readMultipart(request, { field: 'file', maxBytes: CATALOG_IMPORT_MAX_BYTES });
      const file = files[0];
      const id = await queueImport(app.db, {
        privateRoot,
        data: file.buffer,
        fileName: file.filename,
        userId: user.id,
      });
      wakeJobs(catalogImport);
      const data = await showImport(app.db, id, request.lang);
      return reply.code(202).send({ message: translate(request.lang, 'catalog_import.queued'), data });
    },
  );

  app.get(
    '/api/admin/catalog/imports',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Catalogue imports, newest first',
        querystring: PageQuerySchema,
        response: { 200: CatalogImportsResponseSchema },
      },
    },
    async (request) => listImports(app.db, request.query.page, request.lang),
  );

  app.get(
    '/api/admin/catalog/imports/:id',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'One catalogue import: progress, counts and the first row errors',
        params: IdParamSchema,
        response: { 200: CatalogImportSchema, 404: MessageResponseSchema },
      },
    },
    async (request) => showImport(app.db, request.params.id, request.lang),
  );
};
