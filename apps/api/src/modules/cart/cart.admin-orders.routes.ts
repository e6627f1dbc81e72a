import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SECTIONS,
  AdminOrderParamsSchema,
  AdminOrderSchema,
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  AdminOrderWriteResponseSchema,
  CancelOrderBodySchema,
  HELD_PAYMENT_ROLES,
  OrderStatusBodySchema,
  RejectHeldPaymentBodySchema,
  RejectOrderPrescriptionBodySchema,
  type Language,
} from '@nirog/contracts';
import type { Db } from '../../db/client';
import { translate } from '../../lib/i18n';
import { requireAuth } from '../../plugins/auth';
import {
  acceptHeldPayment,
  cancelOrder,
  confirmOrderPrescription,
  getAdminOrder,
  listAdminOrders,
  markOrderPaid,
  moveOrderStage,
  rejectHeldPayment,
  rejectOrderPrescription,
  type OrderActionResult,
} from './cart.admin-orders.service';

const staff = { roles: [...ADMIN_SECTIONS.orders] };
/** Checking an order's prescription is the pharmacist's desk's work. */
const pharmacists = { roles: [...ADMIN_SECTIONS.prescriptions] };
/** Accepting or rejecting a payment held for risk moves money: Admins only. */
const moneyDeciders = { roles: [...HELD_PAYMENT_ROLES] };
const tags = ['admin'];
const security = [{ bearer: [] }];

/** Orders section of the back office (Admin and Pharmacist). */
export const cartAdminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders',
    {
      config: staff,
      schema: { tags, security, querystring: AdminOrdersQuerySchema, response: { 200: AdminOrdersResponseSchema } },
    },
    async (request) => listAdminOrders(app.db, request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    { config: staff, schema: { tags, security, params: AdminOrderParamsSchema, response: { 200: AdminOrderSchema } } },
    async (request) => getAdminOrder(app.db, request.params.id, request.lang),
  );

  const answer = async (db: Db, lang: Language, result: OrderActionResult) => {
    const params: Record<string, string> = result.params?.status
      ? { status: translate(lang, `cart.status.${result.params.status}` as 'cart.status.Pending') }
      : {};
    return { message: translate(lang, result.messageKey, params), data: await getAdminOrder(db, result.orderId, lang) };
  };
  const writeSchema = {
    tags,
    security,
    params: AdminOrderParamsSchema,
    response: { 200: AdminOrderWriteResponseSchema },
  };

  app.post(
    '/api/admin/orders/:id/status',
    { config: staff, schema: { ...writeSchema, body: OrderStatusBodySchema } },
    async (request) => {
      const result = await moveOrderStage(app.db, {
        actorId: requireAuth(request).user.id,
        orderId: request.params.id,
        status: request.body.order_status,
        appUrl: app.config.appUrl,
      });
      return answer(app.db, request.lang, result);
    },
  );

  app.post(
    '/api/admin/orders/:id/cancel',
    { config: staff, schema: { ...writeSchema, body: CancelOrderBodySchema } },
    async (request) => {
      const result = await cancelOrder(app.db, {
        actorId: requireAuth(request).user.id,
        orderId: request.params.id,
        reason: request.body.reason,
        appUrl: app.config.appUrl,
      });
      return answer(app.db, request.lang, result);
    },
  );

  app.post('/api/admin/orders/:id/mark-paid', { config: staff, schema: writeSchema }, async (request) => {
    const result = await markOrderPaid(app.db, { actorId: requireAuth(request).user.id, orderId: request.params.id });
    return answer(app.db, request.lang, result);
  });

  app.post(
    '/api/admin/orders/:id/held-payment/accept',
    { config: moneyDeciders, schema: writeSchema },
    async (request) => {
      const result = await acceptHeldPayment(app.db, {
        actorId: requireAuth(request).user.id,
        orderId: request.params.id,
        appUrl: app.config.appUrl,
      });
      return answer(app.db, request.lang, result);
    },
  );

  app.post(
    '/api/admin/orders/:id/held-payment/reject',
    { config: moneyDeciders, schema: { ...writeSchema, body: RejectHeldPaymentBodySchema } },
    async (request) => {
      const result = await rejectHeldPayment(app.db, {
        actorId: requireAuth(request).user.id,
        orderId: request.params.id,
        reason: request.body.reason,
        appUrl: app.config.appUrl,
      });
      return answer(app.db, request.lang, result);
    },
  );

  app.post(
    '/api/admin/orders/:id/prescription/confirm',
    { config: pharmacists, schema: writeSchema },
    async (request) => {
      const result = await confirmOrderPrescription(app.db, {
        actorId: requireAuth(request).user.id,
        orderId: request.params.id,
      });
      return answer(app.db, request.lang, result);
    },
  );

  app.post(
    '/api/admin/orders/:id/prescription/reject',
    { config: pharmacists, schema: { ...writeSchema, body: RejectOrderPrescriptionBodySchema } },
    async (request) => {
      const result = await rejectOrderPrescription(app.db, {
        actorId: requireAuth(request).user.id,
        orderId: request.params.id,
        reason: request.body.reason,
        appUrl: app.config.appUrl,
      });
      return answer(app.db, request.lang, result);
    },
  );
};
