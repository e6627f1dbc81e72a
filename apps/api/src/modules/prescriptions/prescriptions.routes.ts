import { open } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MyPrescriptionsQuerySchema,
  MyPrescriptionsResponseSchema,
  PRESCRIPTION_DAY_FOR_MAX,
  PRESCRIPTION_IMAGE_MAX_BYTES,
  PRESCRIPTION_IMAGE_VARIANTS,
  PRESCRIPTION_IMAGES_MAX,
  UploadPrescriptionFieldsSchema,
  UploadPrescriptionResponseSchema,
} from '@nirog/contracts';
import { notFound } from '../../lib/errors';
import { resolveInside } from '../../lib/file-store';
import { translate } from '../../lib/i18n';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { storagePaths } from '../../lib/storage-paths';
import { requireAuth } from '../../plugins/auth';
import { parseFormFields, readMultipart } from '../../plugins/uploads';
import { checkPrescriptionImageAddress, type PrescriptionImageVariant } from './prescriptions.images';
import { myPrescriptions, prescriptionImageFile, uploadPrescription } from './prescriptions.service';
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

const ImageParamsSchema = z.object({ id: z.string(), variant: z.string() });
const ImageQuerySchema = z.object({ expires: z.string().optional(), signature: z.string().optional() });

/** The patient's prescription uploads and list, the private picture route, and the back-office queue. */
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

  // Anything wrong (unknown picture, bad or expired signature, another picture's signature) is the
  // same 404, so an address reveals nothing about which pictures exist.
  app.get(
    '/api/prescription-images/:id/:variant',
    {
      schema: {
        tags,
        summary: 'A prescription picture (WebP), through a signed address from the answers above',
        params: ImageParamsSchema,
        querystring: ImageQuerySchema,
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      if (!/^\d{1,9}$/.test(id) || !PRESCRIPTION_IMAGE_VARIANTS.includes(variant as PrescriptionImageVariant)) {
        throw notFound();
      }
      const imageId = Number(id);
      const secondsLeft = checkPrescriptionImageAddress(
        app.appKey,
        imageId,
        variant as PrescriptionImageVariant,
        request.query,
      );
      if (secondsLeft === null) throw notFound();
      const relative = await prescriptionImageFile(app.db, imageId, variant as PrescriptionImageVariant);
      const file = relative ? await open(resolveInside(privateRoot, relative), 'r').catch(() => null) : null;
      if (!file) throw notFound();
      return reply
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(file.createReadStream());
    },
  );

  await app.register(prescriptionsAdminRoutes);
};
