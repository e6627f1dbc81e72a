import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SECTIONS,
  AdminPrescriptionOrderBodySchema,
  AdminPrescriptionParamsSchema,
  AdminPrescriptionSchema,
  AdminPrescriptionsQuerySchema,
  AdminPrescriptionsResponseSchema,
  AdminPrescriptionStatusBodySchema,
  AdminPrescriptionWriteResponseSchema,
  type Language,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { requireAuth } from '../../plugins/auth';
import {
  answerPrescription,
  getAdminPrescription,
  listAdminPrescriptions,
  orderFromPrescription,
  type PrescriptionActionResult,
} from './prescriptions.admin.service';

const staff = { roles: [...ADMIN_SECTIONS.prescriptions] };
const tags = ['admin'];
const security = [{ bearer: [] }];

/** The pharmacist's prescription queue (Admin and Pharmacist). */
export const prescriptionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer: PrivateFileSigner = { appKey: app.appKey, ttlMinutes: app.config.privateFileLinkMinutes };

  app.get(
    '/api/admin/prescriptions',
    {
      config: staff,
      schema: {
        tags,
        security,
        querystring: AdminPrescriptionsQuerySchema,
        response: { 200: AdminPrescriptionsResponseSchema },
      },
    },
    async (request) => listAdminPrescriptions(app.db, request.query, signer),
  );

  app.get(
    '/api/admin/prescriptions/:id',
    {
      config: staff,
      schema: { tags, security, params: AdminPrescriptionParamsSchema, response: { 200: AdminPrescriptionSchema } },
    },
    async (request) => getAdminPrescription(app.db, request.params.id, signer),
  );

  const answer = async (lang: Language, result: PrescriptionActionResult) => ({
    message: translate(lang, result.messageKey, result.params),
    data: await getAdminPrescription(app.db, result.prescriptionId, signer),
  });
  const writeSchema = {
    tags,
    security,
    params: AdminPrescriptionParamsSchema,
    response: { 200: AdminPrescriptionWriteResponseSchema },
  };

  app.put(
    '/api/admin/prescriptions/:id/status',
    { config: staff, schema: { ...writeSchema, body: AdminPrescriptionStatusBodySchema } },
    async (request) => {
      const result = await answerPrescription(app.db, {
        actorId: requireAuth(request).user.id,
        id: request.params.id,
        body: request.body,
        appUrl: app.config.appUrl,
      });
      return answer(request.lang, result);
    },
  );

  app.post(
    '/api/admin/prescriptions/:id/order',
    { config: staff, schema: { ...writeSchema, body: AdminPrescriptionOrderBodySchema } },
    async (request) => {
      const result = await orderFromPrescription(app.db, {
        actorId: requireAuth(request).user.id,
        id: request.params.id,
        body: request.body,
        appUrl: app.config.appUrl,
      });
      return answer(request.lang, result);
    },
  );
};
