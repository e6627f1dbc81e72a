import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from './mail.tables';

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  attempts: number;
  transport: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The newest outbox mails, optionally for one recipient (developers and e2e read links from here). */
export async function listOutbox(db: DbOrTx, options: { to?: string; limit: number }): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(sql`lower(${mailOutbox.to})`, options.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(options.limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    status: r.status,
    attempts: r.attempts,
    transport: r.transport,
    last_error: r.lastError,
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
  }));
}

export async function findOutboxMail(db: DbOrTx, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
