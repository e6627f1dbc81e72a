import type { Language } from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { bilingualMail } from '../../lib/mail-templates';
import type { OutgoingMail } from '../mail';

export function verificationMail(
  lang: Language,
  user: { name: string; email: string },
  url: string,
  minutes: number,
): OutgoingMail {
  const mail = bilingualMail(lang, translate(lang, 'auth.mail.verify.subject'), (l) => ({
    name: user.name,
    lines: [translate(l, 'auth.mail.verify.intro')],
    action: { label: translate(l, 'auth.mail.verify.action'), url },
    outro: [translate(l, 'auth.mail.verify.expiry', { minutes }), translate(l, 'auth.mail.verify.outro')],
  }));
  return { to: user.email, ...mail };
}

export function passwordResetMail(
  lang: Language,
  user: { name: string; email: string },
  url: string,
  minutes: number,
): OutgoingMail {
  const mail = bilingualMail(lang, translate(lang, 'auth.mail.reset.subject'), (l) => ({
    name: user.name,
    lines: [translate(l, 'auth.mail.reset.intro')],
    action: { label: translate(l, 'auth.mail.reset.action'), url },
    outro: [translate(l, 'auth.mail.reset.expiry', { minutes }), translate(l, 'auth.mail.reset.outro')],
  }));
  return { to: user.email, ...mail };
}
