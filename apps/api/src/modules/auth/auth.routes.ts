import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckAuthResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
} from '@nirog/contracts';
import { requireAuth } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { depsOf, speak } from './auth.http';
import { login, logout } from './auth.login.service';
import { authPasswordRoutes } from './auth.password.routes';
import { register } from './auth.register.service';
import { authUserOf } from './auth.serialize';
import { authSocialRoutes } from './auth.social.routes';
import { TooManyAttemptsError } from './auth.throttle';
import { authVerifyRoutes } from './auth.verify.routes';

const tags = ['auth'];
const security = [{ bearer: [] }];

/** Spec 1 section 7: registration, login, logout, session check; password, verification and social in their files. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Kept for the web's Sanctum-era call before login; bearer tokens need no CSRF cookie.
  app.get(
    '/sanctum/csrf-cookie',
    { schema: { tags, summary: 'No content; kept for the web client' } },
    async (_request, reply) => reply.code(204).send(),
  );

  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: { tags, body: RegisterBodySchema, response: { 200: RegisterResponseSchema } },
    },
    async (request) => speak(request, await register(depsOf(app, request), request.body)),
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: { tags, body: LoginBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      try {
        return speak(request, await login(depsOf(app, request), request.body));
      } catch (err) {
        if (err instanceof TooManyAttemptsError) void reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { auth: 'required' }, schema: { tags, security, response: { 200: MessageResponseSchema } } },
    async (request) => speak(request, await logout(depsOf(app, request), requireAuth(request))),
  );

  app.post(
    '/api/auth/check-is-valid-auth',
    { config: { auth: 'required' }, schema: { tags, security, response: { 200: CheckAuthResponseSchema } } },
    async (request) => ({ status: 'valid-auth' as const, user: await authUserOf(app.db, requireAuth(request).user) }),
  );

  await app.register(authPasswordRoutes);
  await app.register(authVerifyRoutes);
  await app.register(authSocialRoutes);
};
