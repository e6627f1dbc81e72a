import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isWebRoute } from '@nirog/contracts';
import { notFound } from '../lib/errors';

const API_PREFIXES = ['/api/', '/payment/', '/storage/', '/dev/', '/sanctum/'];

/**
 * Serves the built web app and answers every other non-API path with index.html, so deep
 * links such as /profile/my-order load the app; a path that is none of the app's pages (WEB_ROUTES) gets
 * index.html with status 404. API paths that match nothing get a JSON 404.
 *
 * The build writes brotli and gzip copies beside each text asset (`x.js.br`, `x.js.gz`, vite.config.ts);
 * a browser that accepts one gets it as it is (`preCompressed`), with `Vary: Accept-Encoding`. Files
 * under `assets/` have a content hash in their name and are cached for a year; index.html and the
 * other files are revalidated on every use.
 */
export const staticWebPlugin = fp<{ webDist: string }>(async (app, { webDist }) => {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false, // set below: send's own header would replace it
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url === '/api' || API_PREFIXES.some((p) => url.startsWith(p));
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) throw notFound();
    if (path.extname(url)) throw notFound(); // a missing asset is not a page
    // Not one of the app's pages: the app still loads (it shows its not-found page), with a real 404.
    if (!isWebRoute(url)) reply.code(404);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
