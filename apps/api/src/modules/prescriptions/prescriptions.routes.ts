import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MyPrescriptionsQuerySchema,
  MyPrescriptionsResponseSchema,
  PRESCRIPTION_DAY_FOR_MAX,
  PRESCRIPTION_IMAGE_MAX_BYTES,
  PRESCRIPTION_IMAGES_MAX,
  UploadPrescriptionFieldsSchema,
  UploadPrescriptionResponseSchema,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { storagePaths } from '../../lib/storage-paths';
import { requireAuth } from '../../plugins/auth';
import { parseFormFields, readMultipart } from '../../plugins/uploads';
import { myPrescriptions, uploadPrescription } from './prescriptions.service';
import { prescriptionsAdminRoutes } from './prescriptions.admin.routes';

const tags = ['prescriptions'];
const security = [{ bearer: [] }];

/** Uploads per patient (many share one address behind carrier NAT), counted before the files are read. */
const UPLOAD_RATE_LIMIT = {
  max: 20,
  timeWindow: '10 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `prescription-upload:${request.auth?.user.id ?? request.ip}`,
};

/** OpenAPI only: the multipart body is read and checked in the handler, which answers the 422s. */
const uploadDoc = z.object({
  'images[]': z
    .any()
    .optional()
    .meta({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description:
        `Required: 1 to ${PRESCRIPTION_IMAGES_MAX} PNG, JPEG or WebP pictures (checked by content), each at most ` +
        `${PRESCRIPTION_IMAGE_MAX_BYTES / 1024 / 1024} MB; re-encoded, kept private.`,
    }),
  day_for: z
    .any()
    .optional()
    .meta({ type: 'integer', description: `Required, 1..${PRESCRIPTION_DAY_FOR_MAX}.` }),
  unnecessary_medicine: z.any().optional().meta({ type: 'string', description: 'Optional, up to 1000 characters.' }),
});

/** The patient's prescription uploads and list, and the back-office queue (pictures: lib/private-files.ts). */
export const prescriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer: PrivateFileSigner = { appKey: app.appKey, ttlMinutes: app.config.privateFileLinkMinutes };
  const privateRoot = storagePaths(app.config.dataDir).private;

  app.post(
    '/api/auth/store/upload-prescription',
    {
      config: { auth: 'required', rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary: 'Upload a prescription (multipart `images[]`, `day_for`, `unnecessary_medicine`)',
        consumes: ['multipart/form-data'],
        body: uploadDoc,
        response: { 200: UploadPrescriptionResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { files, fields } = await readMultipart(request, {
        field: 'images',
        maxBytes: PRESCRIPTION_IMAGE_MAX_BYTES,
        maxFiles: PRESCRIPTION_IMAGES_MAX,
        messages: {
          required: 'prescriptions.images_required',
          tooMany: 'prescriptions.images_too_many',
          tooLarge: 'prescriptions.image_too_large',
        },
      });
      const images = files.map((file) => file.buffer);
      const data = await uploadPrescription(app.db, {
        userId: user.id,
        lang: request.lang,
        images,
        fields: parseFormFields(UploadPrescriptionFieldsSchema, fields),
        privateRoot,
        signer,
      });
      return { status: 'success' as const, message: translate(request.lang, 'prescriptions.uploaded'), data };
    },
  );

  app.get(
    '/api/auth/get/my-prescription',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        querystring: MyPrescriptionsQuerySchema,
        response: { 200: MyPrescriptionsResponseSchema },
      },
    },
    async (request) => myPrescriptions(app.db, requireAuth(request).user.id, request.query.page, signer),
  );

  await app.register(prescriptionsAdminRoutes);
};
