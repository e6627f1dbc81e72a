import { toBengaliDigits, translate, type MessageKey } from '../../lib/i18n';
import { formatAmount } from './payments.gateway';

type Lang = 'en' | 'bn';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** ৳1,234.50 (Bengali digits in bn). */
export function formatTaka(poisha: number, lang: Lang): string {
  const [whole, fraction] = formatAmount(poisha).split('.');
  const text = `৳${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
  return lang === 'bn' ? toBengaliDigits(text) : text;
}

/**
 * Self-contained (no scripts, no external assets; the site's own icon, so the browser does not ask for a missing
 * /favicon.ico), so it passes the API's CSP as it is.
 */
function layout(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,'Noto Sans Bengali',sans-serif;background:#f3f6f8;color:#1d2b36;margin:0;padding:24px 12px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}p{line-height:1.5}.notice{font-size:14px;color:#51606b;background:#fff8e1;padding:8px 12px;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}dt{color:#51606b}dd{margin:0;font-weight:600}
.amount{font-size:24px}form{margin:8px 0}button,a.button{display:block;width:100%;box-sizing:border-box;font:inherit;font-size:16px;
padding:12px;border-radius:8px;border:1px solid transparent;cursor:pointer;text-align:center;text-decoration:none}
button:focus-visible,a:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
.pay{background:#0b7a5c;color:#fff}.fail{background:#fff;color:#b00020;border-color:#b00020}.cancel{background:#fff;color:#1d2b36;border-color:#9aa5ad}
.lang{float:right;font-size:14px}
</style></head>
<body><main>${body}</main></body></html>`;
}

export interface SandboxPageData {
  publicId: string;
  tranId: string;
  description: string;
  amountPoisha: number;
  currency: string;
  /** The signed token the forms post. */
  token: string;
}

/** The sandbox hosted payment page: amount, what is paid, and Pay / Fail / Cancel. */
export function renderSandboxPage(lang: Lang, data: SandboxPageData): string {
  const t = (key: MessageKey) => escapeHtml(translate(lang, key));
  const id = encodeURIComponent(data.publicId);
  const hidden = [
    ['tran_id', data.tranId],
    ['amount', formatAmount(data.amountPoisha)],
    ['currency', data.currency],
    ['token', data.token],
    ['lang', lang],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const button = (action: string, cls: string, key: MessageKey) =>
    `<form method="post" action="/payment/sandbox/${id}/${action}">${hidden}<button type="submit" class="${cls}">${t(key)}</button></form>`;
  const other = lang === 'bn' ? { code: 'en', label: 'English' } : { code: 'bn', label: 'বাংলা' };
  return layout(
    lang,
    translate(lang, 'payments.page.title'),
    `<a class="lang" href="/payment/sandbox/${id}?lang=${other.code}" lang="${other.code}">${other.label}</a>
<h1>${t('payments.page.title')}</h1>
<p class="notice">${t('payments.page.sandbox_notice')}</p>
<dl><dt>${t('payments.page.for')}</dt><dd>${escapeHtml(data.description)}</dd>
<dt>${t('payments.page.amount')}</dt><dd class="amount">${escapeHtml(formatTaka(data.amountPoisha, lang))}</dd></dl>
${button('pay', 'pay', 'payments.page.pay')}
${button('fail', 'fail', 'payments.page.fail')}
${button('cancel', 'cancel', 'payments.page.cancel')}`,
  );
}

/** A short page with a message and a link back to the site (unknown payment, nothing left to pay). */
export function renderMessagePage(lang: Lang, titleKey: MessageKey, textKey: MessageKey, backUrl: string): string {
  const t = (key: MessageKey) => escapeHtml(translate(lang, key));
  return layout(
    lang,
    translate(lang, titleKey),
    `<h1>${t(titleKey)}</h1><p>${t(textKey)}</p><a class="button pay" href="${escapeHtml(backUrl)}">${t('payments.page.back')}</a>`,
  );
}
