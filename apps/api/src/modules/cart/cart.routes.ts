import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelMyOrderParamsSchema,
  CancelMyOrderResponseSchema,
  CartIndexParamsSchema,
  CartIndexResponseSchema,
  CouponStatusBodySchema,
  CouponStatusResponseSchema,
  MyOrdersQuerySchema,
  MyOrdersResponseSchema,
  OrderStoreBodySchema,
  OrderStoreResponseSchema,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { requireAuth } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { idempotencyKeyOf, placeOrder } from './cart.checkout.service';
import { couponStatus } from './cart.coupons.service';
import { cartIndex } from './cart.index.service';
import { cancelOrder } from './cart.admin-orders.service';
import { myOrders } from './cart.orders.service';
import { cartAdminCouponsRoutes } from './cart.admin-coupons.routes';
import { cartAdminOrdersRoutes } from './cart.admin-orders.routes';

const tags = ['cart'];
const security = [{ bearer: [] }];

/** Cart refresh, coupon check, checkout and my orders; the orders and coupons back office. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/cart/index/:ids',
    { schema: { tags, params: CartIndexParamsSchema, response: { 200: CartIndexResponseSchema } } },
    async (request) => cartIndex(app.db, request.params.ids),
  );

  app.post(
    '/api/cart/coupon/status',
    {
      config: { auth: 'required', rateLimit: RATE_LIMITS.couponCheck },
      schema: { tags, security, body: CouponStatusBodySchema, response: { 200: CouponStatusResponseSchema } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const result = await couponStatus(app.db, user.id, request.body);
      return {
        status: result.status,
        discount: result.discount,
        message: translate(request.lang, 'cart.coupon.applied', { amount: result.discount.toFixed(2) }),
      };
    },
  );

  app.post(
    '/api/cart/order/store',
    {
      config: { auth: 'required' },
      schema: { tags, security, body: OrderStoreBodySchema, response: { 200: OrderStoreResponseSchema } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const placed = await placeOrder(app.db, {
        user: { id: user.id, name: user.name, email: user.email },
        body: request.body,
        idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
        lang: request.lang,
        appUrl: app.config.appUrl,
        shippingFeeCacheMs: app.config.catalogCacheSeconds * 1000,
      });
      return {
        status: 'success' as const,
        message: translate(request.lang, 'cart.order_placed'),
        order_id: placed.orderId,
        need_payment: placed.needPayment,
        need_payment_id: placed.needPaymentId,
      };
    },
  );

  app.get(
    '/api/auth/order/my-orders',
    {
      config: { auth: 'required' },
      schema: { tags, security, querystring: MyOrdersQuerySchema, response: { 200: MyOrdersResponseSchema } },
    },
    async (request) => myOrders(app.db, requireAuth(request).user.id, request.query.page, request.lang),
  );

  app.post(
    '/api/auth/order/:id/cancel',
    {
      config: { auth: 'required' },
      schema: { tags, security, params: CancelMyOrderParamsSchema, response: { 200: CancelMyOrderResponseSchema } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const result = await cancelOrder(app.db, {
        actorId: user.id,
        customerId: user.id,
        orderId: request.params.id,
        reason: translate(request.lang, 'cart.cancelled_by_customer'),
        appUrl: app.config.appUrl,
      });
      return {
        status: 'success' as const,
        message: translate(request.lang, result.messageKey),
        order_id: result.orderId,
      };
    },
  );

  await app.register(cartAdminOrdersRoutes);
  await app.register(cartAdminCouponsRoutes);
};
