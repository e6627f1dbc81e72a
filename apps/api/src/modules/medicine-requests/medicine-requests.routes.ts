import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SECTIONS,
  AdminMedicineRequestParamsSchema,
  AdminMedicineRequestsQuerySchema,
  AdminMedicineRequestsResponseSchema,
  AdminMedicineRequestUpdateBodySchema,
  AdminMedicineRequestWriteResponseSchema,
  MedicineRequestBodySchema,
  MedicineRequestStoreResponseSchema,
  MyMedicineRequestsQuerySchema,
  MyMedicineRequestsResponseSchema,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { requireAuth } from '../../plugins/auth';
import {
  getAdminMedicineRequest,
  listAdminMedicineRequests,
  updateMedicineRequest,
} from './medicine-requests.admin.service';
import { myMedicineRequests, storeMedicineRequest } from './medicine-requests.service';

const tags = ['medicine-requests'];
const security = [{ bearer: [] }];
const staff = { roles: [...ADMIN_SECTIONS.medicine_requests] };

/** The patient's medicine requests and the pharmacist's request queue (Admin and Pharmacist). */
export const medicineRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/medicine-request/store',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        body: MedicineRequestBodySchema,
        response: { 200: MedicineRequestStoreResponseSchema },
      },
    },
    async (request) => {
      const data = await storeMedicineRequest(app.db, {
        userId: requireAuth(request).user.id,
        name: request.body.name,
        lang: request.lang,
      });
      return { message: translate(request.lang, 'medicine_requests.stored'), status: 'success' as const, data };
    },
  );

  app.get(
    '/api/auth/medicine-request/index',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        security,
        querystring: MyMedicineRequestsQuerySchema,
        response: { 200: MyMedicineRequestsResponseSchema },
      },
    },
    async (request) => myMedicineRequests(app.db, requireAuth(request).user.id, request.query.page),
  );

  app.get(
    '/api/admin/medicine-requests',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        security,
        querystring: AdminMedicineRequestsQuerySchema,
        response: { 200: AdminMedicineRequestsResponseSchema },
      },
    },
    async (request) => listAdminMedicineRequests(app.db, request.query),
  );

  app.put(
    '/api/admin/medicine-requests/:id',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        security,
        params: AdminMedicineRequestParamsSchema,
        body: AdminMedicineRequestUpdateBodySchema,
        response: { 200: AdminMedicineRequestWriteResponseSchema },
      },
    },
    async (request) => {
      const result = await updateMedicineRequest(app.db, {
        actorId: requireAuth(request).user.id,
        id: request.params.id,
        body: request.body,
        appUrl: app.config.appUrl,
      });
      const status = translate(request.lang, `medicine_requests.status.${result.status}`);
      return {
        message: translate(request.lang, 'medicine_requests.updated', { status }),
        data: await getAdminMedicineRequest(app.db, result.id),
      };
    },
  );
};
