import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas (the fuzz test reads it), browsable at /api/docs when
 * API_DOCS allows (always outside production; in production only when API_DOCS=true).
 */
export const swaggerPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Nirog API', version: '1.0.0', description: 'Bangladesh health-care marketplace' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Personal access token id|secret' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
