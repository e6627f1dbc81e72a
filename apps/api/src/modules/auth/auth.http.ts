import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../../lib/i18n';
import type { Answer, AuthDeps } from './auth.deps';

/** The services' dependencies for one request. */
export function depsOf(app: FastifyInstance, request: FastifyRequest): AuthDeps {
  return {
    db: app.db,
    config: app.config,
    appKey: app.appKey,
    fetch: app.httpFetch,
    lang: request.lang,
    redis: app.redis,
    address: request.ip,
    closeRevokedSockets: (userId) => app.realtime.closeRevoked(userId),
  };
}

/** Translates a service answer's message key into the request's language. */
export function speak<T extends { message: string }>(request: FastifyRequest, answer: Answer<T>): T {
  const { messageParams, ...rest } = answer;
  return { ...rest, message: translate(request.lang, answer.message, messageParams) } as unknown as T;
}
