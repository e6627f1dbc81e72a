import { eq } from 'drizzle-orm';
import type { Language, ProviderKind } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { translate, type MessageKey } from '../../lib/i18n';
import { bilingualMail } from '../../lib/mail-templates';
import { authTables } from '../auth';
import type { OutgoingMail } from '../mail';
import type { providerApplications } from './providers.tables';

export type ProviderMailEvent = 'submitted' | 'approve' | 'reject' | 'suspend' | 'reinstate';

/**
 * The mail of one step in an application's life: submitted ("We will review your profile within 24
 * hours"), approved, rejected or suspended (with the reason), reinstated. In both languages.
 */
export async function providerMail(
  db: DbOrTx,
  application: typeof providerApplications.$inferSelect,
  event: ProviderMailEvent,
  reason: string | null,
  appUrl: string,
  lang: Language = 'en',
): Promise<OutgoingMail> {
  const [user] = await db
    .select({ name: authTables.users.name, email: authTables.users.email })
    .from(authTables.users)
    .where(eq(authTables.users.id, application.userId));
  const kind = application.kind as ProviderKind;
  const params = (l: Language) => ({ kind: translate(l, `providers.kind.${kind}`), code: application.code });
  const key = (part: string) => `providers.mail.${event}.${part}` as MessageKey;
  const mail = bilingualMail(lang, translate(lang, key('subject'), params(lang)), (l) => {
    const lines = [translate(l, key('intro'), params(l))];
    if (reason) lines.push(translate(l, 'providers.mail.reason', { reason }));
    const outro =
      event === 'submitted'
        ? [translate(l, 'providers.mail.submitted.next')]
        : event === 'reject'
          ? [translate(l, 'providers.mail.reject.next')]
          : [];
    return {
      name: user.name,
      lines,
      action: { label: translate(l, 'providers.mail.action', params(l)), url: `${appUrl}/sp/${kind}` },
      outro,
    };
  });
  return { to: user.email, ...mail };
}
