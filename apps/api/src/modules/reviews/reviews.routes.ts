import type { FastifyPluginAsync } from 'fastify';
import { IdParamSchema, PROVIDER_KINDS, ReviewListQuerySchema, ReviewListResponseSchema } from '@nirog/contracts';
import { publicListingRoute } from '../providers';
import { listReviews } from './reviews.service';

/** The public review lists under the profiles (spec 2 section 7): no credentials. */
export const reviewsRoutes: FastifyPluginAsync = async (app) => {
  for (const kind of PROVIDER_KINDS) {
    publicListingRoute(app, {
      path: `/api/review/show/${kind}-review/:id`,
      tags: ['reviews'],
      summary: `A listed ${kind}’s reviews, newest first, 10 a page`,
      params: IdParamSchema,
      querystring: ReviewListQuerySchema,
      response: ReviewListResponseSchema,
      key: ({ params, query }) => `${params.id}|${query.page}`,
      answer: ({ params, query }) => listReviews(app.db, kind, params.id, query.page),
    });
  }
};
