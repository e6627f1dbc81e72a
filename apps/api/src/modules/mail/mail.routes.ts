import { z } from 'zod';
import { IdFromTextSchema, LineTextSchema } from '@nirog/contracts';
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

/** The developer outbox (/dev/mail); not registered in production, where /dev/* answers 404. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.env === 'production') return;

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
