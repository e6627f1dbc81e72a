import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  PROVIDER_KINDS,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
  StoreReviewAnswerSchema,
  StoreReviewBodySchema,
  StoreReviewParamsSchema,
} from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { requireAuth } from '../../plugins/auth';
import { publicListingRoute } from '../providers';
import { listReviews, reviewBooking } from './reviews.service';

/**
 * The public review lists under the profiles (spec 2 section 7): no credentials; and the patient's
 * review of a completed booking of any kind (spec 2 section 4; the nurse and ambulance paths designed in contracts).
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
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

  const targets = [
    { provider: 'doctor', target: 'appointment', kinds: ['appointment'], what: 'doctor appointment' },
    { provider: 'doctor', target: 'consultancy', kinds: ['audio', 'video'], what: 'audio or video consultation' },
    { provider: 'nurse', target: 'appointment', kinds: ['nurse'], what: 'nurse appointment' },
    { provider: 'ambulance', target: 'booking', kinds: ['ambulance'], what: 'ambulance booking' },
  ] as const;
  for (const { provider, target, kinds, what } of targets) {
    app.post(
      `/api/review/store/${provider}-review/:providerId/${target}/:id`,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['reviews'],
          security: [{ bearer: [] }],
          summary: `The patient reviews a completed ${what}, once`,
          params: StoreReviewParamsSchema,
          body: StoreReviewBodySchema,
          response: { 200: StoreReviewAnswerSchema },
        },
      },
      async (request) => {
        await reviewBooking(app.db, {
          patientId: requireAuth(request).user.id,
          providerId: request.params.providerId,
          bookingId: request.params.id,
          kinds: [...kinds],
          rating: request.body.rating,
          detail: request.body.detail,
        });
        return { status: 'success' as const, message: translate(request.lang, 'reviews.stored') };
      },
    );
  }
};
