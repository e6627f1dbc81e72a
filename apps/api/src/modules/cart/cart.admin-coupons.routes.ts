import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SECTIONS,
  AdminCouponParamsSchema,
  AdminCouponsQuerySchema,
  AdminCouponsResponseSchema,
  CouponWriteBodySchema,
  CouponWriteResponseSchema,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { requireAuth } from '../../plugins/auth';
import { createCoupon, listCoupons, updateCoupon } from './cart.admin-coupons.service';

const adminOnly = { roles: [...ADMIN_SECTIONS.coupons] };
const tags = ['admin'];
const security = [{ bearer: [] }];

/** Coupons section of the back office (Admin only). Coupons are never deleted: deactivate instead. */
export const cartAdminCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/coupons',
    {
      config: adminOnly,
      schema: { tags, security, querystring: AdminCouponsQuerySchema, response: { 200: AdminCouponsResponseSchema } },
    },
    async (request) => listCoupons(app.db, request.query.page, request.query.search),
  );

  app.post(
    '/api/admin/coupons',
    {
      config: adminOnly,
      schema: { tags, security, body: CouponWriteBodySchema, response: { 200: CouponWriteResponseSchema } },
    },
    async (request) => {
      const data = await createCoupon(app.db, requireAuth(request).user.id, request.body);
      return { message: translate(request.lang, 'cart.coupon_created'), data };
    },
  );

  app.put(
    '/api/admin/coupons/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        security,
        params: AdminCouponParamsSchema,
        body: CouponWriteBodySchema,
        response: { 200: CouponWriteResponseSchema },
      },
    },
    async (request) => {
      const data = await updateCoupon(app.db, requireAuth(request).user.id, request.params.id, request.body);
      return { message: translate(request.lang, 'cart.coupon_updated'), data };
    },
  );
};
