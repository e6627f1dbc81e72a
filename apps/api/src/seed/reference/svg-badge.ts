/**
 * Small generated logos (no downloads, DESIGN.md section 8): a coloured circle or rounded square
 * with a short white label. Pure functions; the seed writes their output into public storage.
 */
const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const FONT = "'Noto Sans', 'Segoe UI', Roboto, Arial, sans-serif";

function fontSize(label: string): number {
  const length = [...label].length;
  return length <= 1 ? 44 : length === 2 ? 34 : length === 3 ? 26 : length === 4 ? 21 : 17;
}

/** A speciality logo: circle, inner ring and a 1-3 character label. */
export function circleBadgeSvg(options: { label: string; color: string; title: string }): string {
  const { label, color, title } = options;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<circle cx="48" cy="48" r="46" fill="${escapeXml(color)}"/>`,
    '<circle cx="48" cy="48" r="38" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>',
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${fontSize(label)}" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** A hospital logo: rounded square with a small medical cross and the initials of the name. */
export function hospitalBadgeSvg(options: { label: string; color: string; title: string }): string {
  const { label, color, title } = options;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect x="2" y="2" width="92" height="92" rx="18" fill="${escapeXml(color)}"/>`,
    '<path d="M44 12h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="#ffffff" fill-opacity="0.9"/>',
    `<text x="48" y="66" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${Math.min(fontSize(label), 30)}" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

const SMALL_WORDS = new Set(['of', 'and', 'the', '&', '-', 'for']);

/**
 * A short label for a name: a leading acronym when there is one ("AIIMS New Delhi" -> "AIIMS"),
 * otherwise up to three initials ("Dhaka Medical College Hospital" -> "DMC").
 */
export function initialsOf(name: string): string {
  const first = name.split(/\s+/)[0] ?? '';
  if (/^[A-Z]{2,5}$/.test(first)) return first;
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s-]+/)
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  return words
    .slice(0, 3)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

const PALETTE = [
  '#0f766e',
  '#1d4ed8',
  '#7c3aed',
  '#b91c1c',
  '#c2410c',
  '#047857',
  '#0369a1',
  '#a21caf',
  '#4d7c0f',
  '#9f1239',
];

/** A stable colour for a key (the same key always gets the same colour). */
export function colorFor(key: string): string {
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length];
}
