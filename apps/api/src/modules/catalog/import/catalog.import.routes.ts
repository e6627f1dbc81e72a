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
import { notFound } from '../../../lib/errors';
import type { PrivateFileSigner } from '../../../lib/private-file-links';
import {
  cancelImport,
  confirmImport,
  listImports,
  problemsCsv,
  queueImport,
  showImport,
} from './catalog.import.service';

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

const SignedQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

/**
 * CSV import of the catalogue (Admin and Pharmacist): upload (a dry run first), confirm or cancel,
 * list, progress, and every problem as CSV. The upload is stored and its dry run queued as a
 * `catalog-import` job; a confirmation queues the writing; the job runner does the work.
 */
export const catalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const privateRoot = storagePaths(app.config.dataDir).private;
  const signer: PrivateFileSigner = { appKey: app.appKey, ttlMinutes: app.config.privateFileLinkMinutes };

  app.post(
    '/api/admin/catalog/imports',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Upload a catalogue CSV (multipart field `file`); checked in the background, written on confirm',
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
      const data = await showImport(app.db, id, request.lang, signer);
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
    async (request) => showImport(app.db, request.params.id, request.lang, signer),
  );

  app.post(
    '/api/admin/catalog/imports/:id/confirm',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Confirm a checked import: its products are written in the background',
        params: IdParamSchema,
        response: { 200: CatalogImportResponseSchema, 404: MessageResponseSchema },
      },
    },
    async (request) => {
      await confirmImport(app.db, request.params.id);
      wakeJobs(catalogImport);
      const data = await showImport(app.db, request.params.id, request.lang, signer);
      return { message: translate(request.lang, 'catalog_import.confirmed'), data };
    },
  );

  app.post(
    '/api/admin/catalog/imports/:id/cancel',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Cancel a checked import: nothing is written',
        params: IdParamSchema,
        response: { 200: CatalogImportResponseSchema, 404: MessageResponseSchema },
      },
    },
    async (request) => {
      await cancelImport(app.db, request.params.id);
      const data = await showImport(app.db, request.params.id, request.lang, signer);
      return { message: translate(request.lang, 'catalog_import.cancelled'), data };
    },
  );

  app.get(
    '/api/admin/catalog/imports/:id/problems.csv',
    {
      schema: {
        tags,
        summary: "Every problem of an import as CSV, through the signed address in the import's `problems_csv`",
        params: IdParamSchema,
        querystring: SignedQuerySchema,
      },
    },
    async (request, reply) => {
      const stream = problemsCsv(app.db, app.appKey, request.params.id, request.query, request.lang);
      if (!stream) throw notFound();
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="import-${request.params.id}-problems.csv"`)
        .header('x-content-type-options', 'nosniff')
        .type('text/csv; charset=utf-8')
        .send(stream);
    },
  );
};
