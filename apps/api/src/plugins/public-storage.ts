import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Public files (product images, avatars, sliders, specialist logos) under /storage/...
 * Private files (prescriptions, NID, documents) live elsewhere and are never served here.
 */
export const publicStoragePlugin = fp<{ root: string }>(async (app, { root }) => {
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false, // set below: send's own header would replace it
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=86400');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
});
