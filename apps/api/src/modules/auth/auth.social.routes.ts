import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthProvidersResponseSchema,
  SocialLoginParamsSchema,
  SocialLoginResponseSchema,
  SocialRegistrationBodySchema,
  SocialRegistrationResponseSchema,
} from '@nirog/contracts';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { depsOf, speak } from './auth.http';
import { isProviderConfigured } from './auth.social.providers';
import { socialLogin, socialRegister } from './auth.social.service';

const tags = ['auth'];

export const authSocialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/auth/providers', { schema: { tags, response: { 200: AuthProvidersResponseSchema } } }, async () => {
    const { google, facebook } = app.config.social;
    const googleOn = isProviderConfigured(app.config, 'google');
    const facebookOn = isProviderConfigured(app.config, 'facebook');
    return {
      google: { enabled: googleOn, client_id: googleOn ? (google.clientId ?? null) : null },
      facebook: { enabled: facebookOn, app_id: facebookOn ? (facebook.appId ?? null) : null },
    };
  });

  app.post(
    '/api/auth/social-login/:provider/:accessToken',
    {
      config: { rateLimit: RATE_LIMITS.login },
      // The access token is part of the URL, and request logs (info) print the URL: keep them out.
      logLevel: 'warn',
      schema: { tags, params: SocialLoginParamsSchema, response: { 200: SocialLoginResponseSchema } },
    },
    async (request) =>
      speak(request, await socialLogin(depsOf(app, request), request.params.provider, request.params.accessToken)),
  );

  app.post(
    '/api/auth/social-registration',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: { tags, body: SocialRegistrationBodySchema, response: { 200: SocialRegistrationResponseSchema } },
    },
    async (request) => speak(request, await socialRegister(depsOf(app, request), request.body)),
  );
};
