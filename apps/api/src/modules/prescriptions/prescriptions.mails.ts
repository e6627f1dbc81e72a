import type { Language } from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { bilingualMail } from '../../lib/mail-templates';
import type { OutgoingMail } from '../mail';

interface MailUser {
  name: string;
  email: string;
}

const prescriptionsUrl = (appUrl: string) => `${appUrl}/profile/my-prescription`;

/** Sent when a pharmacist marks a prescription Reviewed (with an optional note) or Declined (with the reason). */
export function prescriptionAnsweredMail(
  lang: Language,
  user: MailUser,
  answer: { id: number; status: 'Reviewed' | 'Declined'; note: string | null },
  appUrl: string,
): OutgoingMail {
  const { id, note } = answer;
  const declined = answer.status === 'Declined';
  const subject = declined ? 'prescriptions.mail.declined.subject' : 'prescriptions.mail.reviewed.subject';
  const mail = bilingualMail(lang, translate(lang, subject, { id }), (l) => {
    const lines = declined
      ? [
          translate(l, 'prescriptions.mail.declined.intro', { id }),
          translate(l, 'prescriptions.mail.declined.reason', { reason: note ?? '' }),
        ]
      : [translate(l, 'prescriptions.mail.reviewed.intro', { id })];
    if (!declined && note) lines.push(translate(l, 'prescriptions.mail.note', { note }));
    return {
      name: user.name,
      lines,
      action: { label: translate(l, 'prescriptions.mail.action'), url: prescriptionsUrl(appUrl) },
      outro: [translate(l, declined ? 'prescriptions.mail.declined.next' : 'prescriptions.mail.reviewed.next')],
    };
  });
  return { to: user.email, ...mail };
}
