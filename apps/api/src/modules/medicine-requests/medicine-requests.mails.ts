import type { Language } from '@nirog/contracts';
import { translate } from '../../lib/i18n';
import { bilingualMail, plainName } from '../../lib/mail-templates';
import type { OutgoingMail } from '../mail';

interface MailUser {
  name: string;
  email: string;
}

/** Sent when a pharmacist links a request to a product: the link opens the product page. */
export function medicineReadyMail(
  lang: Language,
  user: MailUser,
  request: { name: string; note: string | null },
  product: { slug: string; title: string },
  appUrl: string,
): OutgoingMail {
  const { note } = request;
  const name = plainName(request.name);
  const mail = bilingualMail(lang, translate(lang, 'medicine_requests.mail.ready.subject', { name }), (l) => {
    const lines = [translate(l, 'medicine_requests.mail.ready.intro', { name, product: product.title })];
    if (note) lines.push(translate(l, 'medicine_requests.mail.note', { note }));
    return {
      name: user.name,
      lines,
      action: {
        label: translate(l, 'medicine_requests.mail.ready.action'),
        url: `${appUrl}/product/${encodeURIComponent(product.slug)}`,
      },
    };
  });
  return { to: user.email, ...mail };
}

/** Sent when a pharmacist declines a request, with the reason. */
export function medicineDeclinedMail(
  lang: Language,
  user: MailUser,
  request: { name: string; reason: string },
  appUrl: string,
): OutgoingMail {
  const { reason } = request;
  const name = plainName(request.name);
  const mail = bilingualMail(lang, translate(lang, 'medicine_requests.mail.declined.subject', { name }), (l) => ({
    name: user.name,
    lines: [
      translate(l, 'medicine_requests.mail.declined.intro', { name }),
      translate(l, 'medicine_requests.mail.declined.reason', { reason }),
    ],
    action: {
      label: translate(l, 'medicine_requests.mail.declined.action'),
      url: `${appUrl}/profile/my-medicine-requests`,
    },
  }));
  return { to: user.email, ...mail };
}
