import { z } from 'zod';
import { IdFromTextSchema, LineTextSchema } from '@nirog/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { renderOutboxPage } from './mail.dev.page';
import { findOutboxMail, listOutbox } from './mail.dev.service';

const OutboxQuerySchema = z.object({
  to: LineTextSchema.trim().max(190).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const OutboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  attempts: z.number().int(),
  transport: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

const isLoopback = (address: string | undefined) =>
  !!address && (/^(::ffff:)?127\./.test(address) || address === '::1');

/**
 * Only the machine itself may read the outbox: it holds password-reset links. The connection must come from
 * loopback and carry no forwarding header (a proxy on the same machine connects from loopback for everyone),
 * and the client address Fastify resolved (TRUST_PROXY) must be loopback too.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded ?? request.headers['x-real-ip'];
  return forwarded === undefined && isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

/**
 * The developer outbox (/dev/mail): not registered in production, where /dev/* answers 404, and answering
 * 404 to anyone but the machine itself elsewhere.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.env === 'production') return;

  // Runs before validation, so a remote client learns nothing, not even which query is wrong.
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) throw notFound();
  });

  app.get(
    '/dev/mail.json',
    {
      schema: {
        tags: ['dev'],
        summary: 'Outbox mails, newest first (not in production)',
        querystring: OutboxQuerySchema,
        response: { 200: z.object({ data: z.array(OutboxEntrySchema) }) },
      },
    },
    async (request) => ({ data: await listOutbox(app.db, request.query) }),
  );

  app.get(
    '/dev/mail',
    { schema: { tags: ['dev'], summary: 'Outbox page (not in production)', querystring: OutboxQuerySchema } },
    async (request, reply) => {
      const mails = await listOutbox(app.db, request.query);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderOutboxPage(mails));
    },
  );

  app.get(
    '/dev/mail/:id/html',
    {
      schema: {
        tags: ['dev'],
        summary: "One mail's HTML body (not in production)",
        params: z.object({ id: IdFromTextSchema }),
      },
    },
    async (request, reply) => {
      const mail = await findOutboxMail(app.db, request.params.id);
      if (!mail?.html) throw notFound();
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mail.html);
    },
  );
};
