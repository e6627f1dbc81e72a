import type { OutboxEntry } from './mail.dev.service';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escapes the text, then turns every http(s) address into a link. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

const STATUS_COLOURS: Record<string, string> = { sent: '#0b7a5c', pending: '#b26a00', failed: '#b00020' };

/** The developer outbox page: newest first, bodies with clickable links. */
export function renderOutboxPage(mails: OutboxEntry[]): string {
  const items = mails
    .map((m) => {
      const colour = STATUS_COLOURS[m.status] ?? '#555';
      const error = m.last_error ? `<div class="err">${escapeHtml(m.last_error)}</div>` : '';
      const html = m.html ? ` · <a href="/dev/mail/${m.id}/html">HTML version</a>` : '';
      return `<article>
<h2>${escapeHtml(m.subject)}</h2>
<div class="meta">#${m.id} · to <b>${escapeHtml(m.to)}</b> · <span style="color:${colour}">${escapeHtml(m.status)}</span>
 (${escapeHtml(m.transport ?? 'not delivered yet')}, attempts ${m.attempts}) · <time>${escapeHtml(m.created_at)}</time>${html}</div>
${error}<pre>${linkify(m.text)}</pre>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Nirog dev outbox</title>
<style>
body{font-family:system-ui,'Noto Sans Bengali',sans-serif;margin:0 auto;max-width:900px;padding:16px;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}
h2{font-size:17px;margin:0 0 4px}.meta{font-size:13px;color:#555}.err{color:#b00020;font-size:13px;margin-top:4px}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;background:#f7f7f7;padding:8px;border-radius:6px}
</style></head>
<body><h1>Dev outbox</h1><p>Mail queued by this server, newest first (<a href="/dev/mail.json">JSON</a>).</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}
