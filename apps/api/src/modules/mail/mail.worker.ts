import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

/** Delivers the outbox. Implemented in the mail module (see mail.worker.ts). */
export function startMailWorker(_deps: { db: Db; config: Config; log: FastifyBaseLogger }) {
  return { stop: async () => undefined };
}
