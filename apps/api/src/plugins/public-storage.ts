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
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=86400');
      res.header('x-content-type-options', 'nosniff');
    },
  });
});
