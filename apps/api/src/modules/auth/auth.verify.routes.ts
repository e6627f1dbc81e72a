import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResendVerificationBodySchema, StatusMessageResponseSchema } from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { depsOf } from './auth.http';
import { resendVerification, verifyEmailLink, type VerifyOutcome } from './auth.verification.service';

const tags = ['auth'];

/** Where the browser lands after following a verification link (web routes, spec 1 section 2). */
const LANDING: Record<VerifyOutcome, string> = {
  success: '/email-verify-success',
  already: '/email-verify-already-success',
  fail: '/email-verify-fail',
};

export const authVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Loose schemas on purpose: any malformed link lands on the failure page, never on a JSON error.
  app.get(
    '/api/email/verify/:id/:hash',
    {
      schema: {
        tags,
        summary: 'Signed e-mail verification link; redirects to the web result page',
        params: z.object({ id: z.string(), hash: z.string() }),
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const outcome = await verifyEmailLink(app, { ...request.params, ...request.query });
      return reply.header('cache-control', 'no-store').redirect(`${app.config.appUrl}${LANDING[outcome]}`, 302);
    },
  );

  app.post(
    '/api/auth/email/resend',
    {
      config: { rateLimit: RATE_LIMITS.forgotPassword },
      schema: { tags, body: ResendVerificationBodySchema, response: { 200: StatusMessageResponseSchema } },
    },
    async (request) => {
      await resendVerification(depsOf(app, request), request.body.email);
      return { status: true, message: translate(request.lang, 'auth.verify.resent') };
    },
  );
};
