import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** One year, as browsers' preload lists ask. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers; the CSP allows only our own origin for scripts and connections. Strict-Transport-Security
 * only on answers served over HTTPS (the connection's, or X-Forwarded-Proto from a trusted proxy, see
 * TRUST_PROXY): sent over plain HTTP it would pin a site that has no certificate to HTTPS.
 */
export const securityPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
});
