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
import { listReviews, reviewDoctorBooking } from './reviews.service';

/**
 * The public review lists under the profiles (spec 2 section 7): no credentials; and the patient's
 * review of a completed doctor booking (spec 2 section 4).
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

  for (const [target, kinds] of [
    ['appointment', ['appointment']],
    ['consultancy', ['audio', 'video']],
  ] as const) {
    app.post(
      `/api/review/store/doctor-review/:doctorId/${target}/:id`,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['reviews'],
          security: [{ bearer: [] }],
          summary: `The patient reviews a completed doctor ${target === 'appointment' ? 'appointment' : 'audio or video consultation'}, once`,
          params: StoreReviewParamsSchema,
          body: StoreReviewBodySchema,
          response: { 200: StoreReviewAnswerSchema },
        },
      },
      async (request) => {
        await reviewDoctorBooking(app.db, {
          patientId: requireAuth(request).user.id,
          doctorId: request.params.doctorId,
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
