import type { ContactBody, Language } from '@nirog/contracts';
import type { Db } from '../../db/client';
import { plainName } from '../../lib/mail-templates';
import { APP_TIME_ZONE } from '../../lib/time';
import { enqueueMail } from '../mail';
import { contactMessages } from './content.tables';

export interface ContactSubmission {
  body: ContactBody;
  /** The signed-in sender, if any. */
  userId: number | null;
  lang: Language;
  /** Where staff read contact messages (config STAFF_EMAIL). */
  staffEmail: string;
}

/** Stores a contact message and queues the staff notification in the same transaction. */
export async function submitContactMessage(db: Db, submission: ContactSubmission): Promise<{ id: number }> {
  const { body, userId, lang, staffEmail } = submission;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...body, userId, lang })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    await enqueueMail(tx, {
      to: staffEmail,
      subject: `[Nirog contact #${row.id}] ${oneLine(body.subject)}`,
      text: [
        `A new message arrived through the contact page (#${row.id}).`,
        '',
        `Reply to: ${plainName(body.name)} <${body.email}>`,
        `Phone: ${body.phone}`,
        `Signed-in user: ${userId === null ? 'no (guest)' : `#${userId}`}`,
        `Language: ${lang === 'bn' ? 'Bengali' : 'English'}`,
        `Received: ${dhakaTime.format(row.createdAt)} (Dhaka time)`,
        '',
        `Subject: ${oneLine(body.subject)}`,
        '',
        body.message,
      ].join('\n'),
    });
    return { id: row.id };
  });
}

const dhakaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Header-safe single line (no CR/LF from user input in a subject). */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}
