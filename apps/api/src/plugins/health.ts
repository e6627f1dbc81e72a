import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema, type QueueHealth } from '@nirog/contracts';
import type { Db } from '../db/client';

/** How long one process reuses the job queue's state for `/api/health` (load balancers poll it often). */
const QUEUE_CHECK_MS = 15_000;

/**
 * Liveness that also proves the database answers: `{ status: 'ok' }`, or `{ status: 'degraded', queue }`
 * (still 200) when background jobs fail repeatedly, or 503 when the database does not answer.
 */
export const healthPlugin = fp<{ db: Db; queue: () => Promise<QueueHealth> }>(async (app, { db, queue }) => {
  let cached: { at: number; health: QueueHealth } | undefined;
  const queueState = async () => {
    if (!cached || Date.now() - cached.at > QUEUE_CHECK_MS) cached = { at: Date.now(), health: await queue() };
    return cached.health;
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: HealthResponseSchema, 503: z.object({ status: z.literal('unavailable') }) },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      let health: QueueHealth;
      try {
        await db.execute(sql`select 1`);
        health = await queueState();
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const });
      }
      if (health.failed_last_hour > 0 || health.retrying_after_3_failures > 0) {
        return { status: 'degraded' as const, queue: health };
      }
      return { status: 'ok' as const };
    },
  );
});
