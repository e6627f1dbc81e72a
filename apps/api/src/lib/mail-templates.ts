import type { Language } from '@nirog/contracts';
import { translate } from './i18n';

/** One language's version of a mail, already translated. */
export interface MailBlock {
  name: string;
  lines: string[];
  action?: { label: string; url: string };
  outro?: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A person's name as mail shows it: plain text on one line, which no mail client turns into a link. HTML is
 * escaped where the mail is built; here a zero-width space follows every `.`, `:`, `/` and `@`, so
 * "http://evil.com" or "evil.com" in a name reads the same but matches no client's link detection.
 */
export function plainName(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:/@]/g, (c) => `${c}\u200b`);
}

const other = (lang: Language): Language => (lang === 'bn' ? 'en' : 'bn');

function blockText(lang: Language, b: MailBlock): string {
  const parts = [translate(lang, 'mail.greeting', { name: plainName(b.name) }), '', ...b.lines];
  if (b.action) parts.push('', `${b.action.label}: ${b.action.url}`);
  if (b.outro?.length) parts.push('', ...b.outro);
  parts.push('', translate(lang, 'mail.signature'));
  return parts.join('\n');
}

function blockHtml(lang: Language, b: MailBlock, primary: boolean): string {
  const p = (text: string, style = '') => `<p style="margin:0 0 12px;${style}">${escapeHtml(text)}</p>`;
  const size = primary ? '15px' : '13px';
  const parts = [p(translate(lang, 'mail.greeting', { name: plainName(b.name) })), ...b.lines.map((l) => p(l))];
  if (b.action) {
    const url = escapeHtml(b.action.url);
    parts.push(
      `<p style="margin:20px 0"><a href="${url}" style="background:#0b7a5c;color:#fff;padding:10px 18px;` +
        `border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(b.action.label)}</a></p>`,
    );
    if (primary) {
      parts.push(
        p(translate(lang, 'mail.link_fallback'), 'font-size:12px;color:#555'),
        `<p style="margin:0 0 12px;font-size:12px;word-break:break-all"><a href="${url}">${url}</a></p>`,
      );
    }
  }
  for (const line of b.outro ?? []) parts.push(p(line));
  parts.push(p(translate(lang, 'mail.signature')));
  return `<div lang="${lang}" style="font-size:${size};line-height:1.5">${parts.join('')}</div>`;
}

/**
 * A mail in the language of the request that caused it, followed by the same text in the
 * other language (Bengali readers get English too and the other way round).
 */
export function bilingualMail(lang: Language, subject: string, build: (lang: Language) => MailBlock): RenderedMail {
  const second = other(lang);
  const first = build(lang);
  const rest = build(second);
  const footer = translate(lang, 'mail.footer');
  const text = [blockText(lang, first), '', '----------', '', blockText(second, rest), '', footer].join('\n');
  const html =
    '<!doctype html><html><head><meta charset="utf-8"></head>' +
    '<body style="margin:0;padding:24px;background:#f4f6f8;font-family:\'Noto Sans Bengali\',Arial,sans-serif;color:#222">' +
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">' +
    '<h1 style="margin:0 0 16px;font-size:20px;color:#0b7a5c">Nirog · নিরোগ</h1>' +
    blockHtml(lang, first, true) +
    '<hr style="border:none;border-top:1px solid #ddd;margin:20px 0">' +
    blockHtml(second, rest, false) +
    `<p style="margin:20px 0 0;font-size:12px;color:#777">${escapeHtml(footer)}</p>` +
    '</div></body></html>';
  return { subject, text, html };
}
