import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WishlistAddBodySchema,
  WishlistMergeBodySchema,
  WishlistParamsSchema,
  WishlistResponseSchema,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { requireAuth } from '../../plugins/auth';
import { addToWishlist, listWishlist, mergeWishlist, removeFromWishlist } from './wishlist.service';

const tags = ['wishlist'];
const security = [{ bearer: [] }];
const response = { 200: WishlistResponseSchema };

/** The logged-in user's wishlist (issue 11 item 10); every answer is the whole list. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/wishlist',
    { config: { auth: 'required' }, schema: { tags, security, response } },
    async (request) => ({
      data: await listWishlist(app.db, requireAuth(request).user.id),
    }),
  );

  app.post(
    '/api/auth/wishlist',
    { config: { auth: 'required' }, schema: { tags, security, body: WishlistAddBodySchema, response } },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await addToWishlist(app.db, userId, request.body.product_id);
      return { message: translate(request.lang, 'wishlist.added'), data: await listWishlist(app.db, userId) };
    },
  );

  app.delete(
    '/api/auth/wishlist/:productId',
    { config: { auth: 'required' }, schema: { tags, security, params: WishlistParamsSchema, response } },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await removeFromWishlist(app.db, userId, request.params.productId);
      return { message: translate(request.lang, 'wishlist.removed'), data: await listWishlist(app.db, userId) };
    },
  );

  app.post(
    '/api/auth/wishlist/merge',
    { config: { auth: 'required' }, schema: { tags, security, body: WishlistMergeBodySchema, response } },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await mergeWishlist(app.db, userId, request.body.product_ids);
      return { message: translate(request.lang, 'wishlist.merged'), data: await listWishlist(app.db, userId) };
    },
  );
};
