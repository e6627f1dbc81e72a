import sanitizeHtml from 'sanitize-html';

/** Basic formatting only: no links, images, styles, scripts or attributes. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

/** Sanitizes a product detail section on write; blank becomes null (the page hides the section). */
export function sanitizeDetailHtml(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' ? null : clean;
}
