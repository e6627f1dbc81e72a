import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobInsert, jobRows } from '../jobs';
import { mailDelivery } from './mail.delivery';
import { mailOutbox } from './mail.tables';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const outboxInsert = (mail: OutgoingMail, id?: SQL | number) =>
  sql`INSERT INTO ${mailOutbox} (id, "to", subject, text, html)
    VALUES (${id ?? sql`DEFAULT`}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null})`;

/**
 * Queues a mail: its outbox row and its delivery job in one statement. Pass the transaction of the
 * action so both commit or neither does (an action that rolls back sends nothing); then, after the
 * commit, `pokeMailWorkers()` has this process deliver it at once.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<void> {
  await db.execute(sql`WITH m AS (${outboxInsert(mail)} RETURNING id)
    ${jobInsert(mailDelivery, sql`(SELECT jsonb_build_object('mailId', m.id) AS data, now() AS start_after, NULL::text AS key FROM m) AS d`)}`);
}

/** An outbox id drawn ahead, for `mailWrites` (one value of a SELECT). */
export const NEXT_MAIL_ID = sql`nextval(pg_get_serial_sequence('mail_outbox', 'id'))::int`;

/**
 * The two writes of `enqueueMail` for a mail whose id was drawn ahead (NEXT_MAIL_ID), as independent
 * statements the caller sends together with its own (checkout writes an order in one statement).
 */
export function mailWrites(mail: OutgoingMail, id: number): SQL[] {
  return [outboxInsert(mail, id), jobInsert(mailDelivery, jobRows([{ data: { mailId: id } }]))];
}
