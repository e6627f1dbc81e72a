import fp from 'fastify-plugin';
import type { Language } from '@nirog/contracts';
import { languageFrom } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

/** Decides each request's language from Accept-Language (Bengali or English). */
export const requestContextPlugin = fp(async (app) => {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = languageFrom(request.headers['accept-language']);
  });
});
