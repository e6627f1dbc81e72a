import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Compresses answers made per request (JSON, index.html) of 1 kB or more for browsers that accept
 * brotli or gzip (brotli at quality 4: most of the saving for a fraction of the CPU of 11). Built web
 * assets are compressed once at build time and sent as they are (static-web.ts): an answer that
 * already has a `Content-Encoding` is left alone.
 */
export const compressPlugin = fp(async (app) => {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
