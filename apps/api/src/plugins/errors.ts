import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, ValidationError } from '../lib/errors';
import { translate, type AttributeNames } from '../lib/i18n';
import { localizeFieldErrors, localizeIssues, type SchemaIssue } from '../lib/validation-messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The form's own names of the route's fields in validation messages, where they differ from the common ones. */
    attributes?: AttributeNames;
  }
}

/**
 * The one place that shapes error answers (DESIGN.md section 3): 422 with `errors`, 401, 403,
 * 404 and a generic 500 whose details stay in the log.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'en';
    const names = request.routeOptions?.config?.attributes;

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = localizeIssues(error.validation as unknown as SchemaIssue[], lang, names);
      const first = Object.values(errors)[0]?.[0];
      return reply.code(422).send({ message: first ?? translate(lang, 'validation.failed'), errors });
    }

    if (error instanceof ValidationError) {
      const errors = localizeFieldErrors(error.fields, lang, names);
      const first = Object.values(errors)[0]?.[0];
      return reply.code(422).send({ message: first ?? translate(lang, 'validation.failed'), errors });
    }

    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ ...error.extra, message: translate(lang, error.messageKey, error.params) });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60)));
      return reply.code(429).send({ message: translate(lang, 'http.too_many_requests', { seconds }) });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const key =
        status === 413 ? 'http.payload_too_large' : status === 415 ? 'http.unsupported_media_type' : 'http.bad_request';
      return reply
        .code(status === 404 ? 404 : status)
        .send({ message: translate(lang, status === 404 ? 'http.not_found' : key) });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: translate(lang, 'http.server_error') });
  });
});
