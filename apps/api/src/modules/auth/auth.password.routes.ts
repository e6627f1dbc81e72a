import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
  StatusMessageResponseSchema,
} from '@nirog/contracts';
import { requireAuth } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { depsOf, speak } from './auth.http';
import { changePassword, forgotPassword, resetPassword } from './auth.password.service';

const tags = ['auth'];

/**
 * Per user (the route needs a token, checked first): a stolen session cannot guess the current
 * password quickly, nor spend the server's CPU on password hashing. Counters in Redis when set.
 */
const CHANGE_PASSWORD_RATE_LIMIT = {
  max: 5,
  timeWindow: '15 minutes',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `change-password:${request.auth?.user.id ?? request.ip}`,
};

export const authPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: RATE_LIMITS.forgotPassword },
      schema: { tags, body: ForgotPasswordBodySchema, response: { 200: StatusMessageResponseSchema } },
    },
    async (request) => speak(request, await forgotPassword(depsOf(app, request), request.body.email)),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: RATE_LIMITS.forgotPassword },
      schema: { tags, body: ResetPasswordBodySchema, response: { 200: StatusMessageResponseSchema } },
    },
    async (request) => speak(request, await resetPassword(depsOf(app, request), request.body)),
  );

  app.put(
    '/api/auth/change-password',
    {
      config: { auth: 'required', rateLimit: CHANGE_PASSWORD_RATE_LIMIT },
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: ChangePasswordBodySchema,
        response: { 200: ChangePasswordResponseSchema },
      },
    },
    async (request) =>
      speak(request, await changePassword(depsOf(app, request), requireAuth(request).user, request.body)),
  );
};
