import { open } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/errors';
import { resolveInside } from '../lib/file-store';
import { checkPrivateFileAddress, type PrivateFileKind } from '../lib/private-files';

const ParamsSchema = z.object({ id: z.string(), variant: z.string() });
const QuerySchema = z.object({ expires: z.string().optional(), signature: z.string().optional() });

/**
 * Serves every registered kind of private file through its signed addresses (lib/private-files.ts).
 * Anything wrong (unknown file, bad or expired signature, another file's signature) is the same 404,
 * so an address reveals nothing about which files exist.
 */
export const privateFilesPlugin: FastifyPluginAsyncZod<{ kinds: PrivateFileKind[]; root: string }> = async (
  app,
  { kinds, root },
) => {
  for (const kind of kinds) {
    app.get(
      `${kind.route}/:id/:variant`,
      {
        schema: {
          tags: ['files'],
          summary: `A private file (${kind.kind}, WebP), through a signed address handed to its owner or staff`,
          params: ParamsSchema,
          querystring: QuerySchema,
        },
      },
      async (request, reply) => {
        const { id, variant } = request.params;
        if (!/^\d{1,9}$/.test(id)) throw notFound();
        const secondsLeft = checkPrivateFileAddress(app.appKey, kind, Number(id), variant, request.query);
        if (secondsLeft === null) throw notFound();
        const relative = await kind.locate(app.db, Number(id), variant);
        const file = relative ? await open(resolveInside(root, relative), 'r').catch(() => null) : null;
        if (!file) throw notFound();
        return reply
          .header('cache-control', `private, max-age=${secondsLeft}`)
          .header('x-content-type-options', 'nosniff')
          .type('image/webp')
          .send(file.createReadStream());
      },
    );
  }
};
