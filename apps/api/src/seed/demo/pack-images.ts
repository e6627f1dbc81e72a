/**
 * Generated demo images (nothing downloaded): medicine packs, thumbnails, slider banners and category
 * logos drawn as SVG and encoded with sharp. Deterministic: the same input always gives the same picture.
 */
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const FONT = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A #rrggbb colour, or a safe default when the input is not one. */
function hex(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : '#0f766e';
}

/** Mix a colour with white (amount > 0) or black (amount < 0). */
function shade(color: string, amount: number): string {
  const c = hex(color);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const parts = [1, 3, 5].map((i) => {
    const v = parseInt(c.slice(i, i + 2), 16);
    return Math.round(v + (target - v) * a)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${parts.join('')}`;
}

/** A font size that keeps `text` inside `width` px (rough average glyph width of 0.6 em for bold sans). */
function fitFont(text: string, width: number, max: number, min = 14): number {
  const length = Math.max([...text].length, 1);
  return Math.max(min, Math.min(max, Math.floor(width / (length * 0.68))));
}

/** Shorten text to at most `max` characters. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

function text(x: number, y: number, value: string, size: number, options: Record<string, string | number> = {}) {
  const attrs = Object.entries({
    'text-anchor': 'middle',
    'font-family': FONT,
    'font-weight': 700,
    fill: '#ffffff',
    ...options,
  })
    .map(([k, v]) => `${k}="${escapeXml(String(v))}"`)
    .join(' ');
  return `<text x="${x}" y="${y}" font-size="${size}" ${attrs}>${escapeXml(value)}</text>`;
}

type Shape = 'box' | 'bottle' | 'tube' | 'inhaler' | 'vial' | 'sachet';

function shapeFor(form: string): Shape {
  const f = form.toLowerCase();
  if (/syrup|suspension|solution|drops|lotion|liquid|mouthwash|spray|shampoo|oral saline/.test(f)) return 'bottle';
  if (/cream|ointment|gel/.test(f)) return 'tube';
  if (/inhaler|rotacap/.test(f)) return 'inhaler';
  if (/injection|vial|infusion|pen/.test(f)) return 'vial';
  if (/sachet|powder|granule/.test(f)) return 'sachet';
  return 'box';
}

/** The label panel shared by all shapes: brand, strength, form and manufacturer centred on (cx, top..). */
function label(cx: number, top: number, width: number, p: PackInput, dark: string): string {
  const brand = clip(p.brand, 18);
  const brandSize = fitFont(brand, width - 20, 64, 20);
  const strength = clip(p.strength, 30);
  return [
    text(cx, top + brandSize, brand, brandSize, { fill: dark }),
    text(cx, top + brandSize + 44, strength, fitFont(strength, width - 24, 32, 11), { fill: dark }),
    text(cx, top + brandSize + 80, clip(p.form, 24), 22, { fill: '#475569', 'font-weight': 400 }),
  ].join('');
}

interface PackInput {
  brand: string;
  strength: string;
  form: string;
  manufacturer: string;
  color: string;
}

function packSvg(p: PackInput): string {
  const color = hex(p.color);
  const dark = shade(color, -0.45);
  const light = shade(color, 0.85);
  const maker = clip(p.manufacturer, 40);
  const parts: string[] = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>`,
    '<rect width="600" height="600" fill="url(#bg)"/>',
    '<ellipse cx="300" cy="548" rx="210" ry="18" fill="#0f172a" fill-opacity="0.12"/>',
  ];
  switch (shapeFor(p.form)) {
    case 'bottle':
      parts.push(
        `<rect x="250" y="40" width="100" height="60" rx="8" fill="${dark}"/>`,
        `<path d="M230 100h140v30q60 20 60 80v310q0 26-26 26H196q-26 0-26-26V210q0-60 60-80z" fill="${color}"/>`,
        '<rect x="178" y="220" width="244" height="250" rx="12" fill="#ffffff"/>',
        label(300, 232, 240, p, dark),
        text(300, 452, maker, fitFont(maker, 230, 16, 9), { fill: color }),
      );
      break;
    case 'tube':
      parts.push(
        `<rect x="268" y="40" width="64" height="50" rx="6" fill="${dark}"/>`,
        `<path d="M250 90h100l90 70v360H160V160z" fill="${color}"/>`,
        `<rect x="160" y="500" width="280" height="24" fill="${dark}"/>`,
        '<rect x="180" y="190" width="240" height="260" rx="12" fill="#ffffff"/>',
        label(300, 204, 236, p, dark),
        text(300, 432, maker, fitFont(maker, 226, 16, 9), { fill: color }),
      );
      break;
    case 'inhaler':
      parts.push(
        `<rect x="200" y="50" width="200" height="380" rx="40" fill="${color}"/>`,
        `<rect x="170" y="420" width="260" height="110" rx="24" fill="${dark}"/>`,
        '<rect x="218" y="110" width="164" height="260" rx="14" fill="#ffffff"/>',
        label(300, 124, 164, p, dark),
        text(300, 480, maker, fitFont(maker, 240, 16, 9), { fill: '#ffffff' }),
      );
      break;
    case 'vial':
      parts.push(
        `<rect x="240" y="40" width="120" height="50" rx="8" fill="${dark}"/>`,
        '<rect x="262" y="90" width="76" height="40" fill="#cbd5e1"/>',
        `<rect x="190" y="130" width="220" height="400" rx="30" fill="${shade(color, 0.55)}"/>`,
        '<rect x="204" y="200" width="192" height="260" rx="10" fill="#ffffff"/>',
        `<rect x="204" y="200" width="192" height="18" fill="${color}"/>`,
        label(300, 226, 188, p, dark),
        text(300, 500, maker, fitFont(maker, 200, 14, 9), { fill: dark }),
      );
      break;
    case 'sachet':
      parts.push(
        `<path d="M140 70h320l-10 20 10 20-10 20 10 20v320l-10 20 10 20H140l10-20-10-20V150l10-20-10-20 10-20z" fill="${color}"/>`,
        '<rect x="170" y="160" width="260" height="280" rx="14" fill="#ffffff"/>',
        label(300, 176, 256, p, dark),
        text(300, 480, maker, fitFont(maker, 280, 20, 10), { fill: '#ffffff' }),
      );
      break;
    default:
      // A carton with a blister strip peeking out of the top.
      parts.push(
        '<rect x="150" y="36" width="300" height="80" rx="10" fill="#e2e8f0" stroke="#94a3b8" stroke-width="3"/>',
        ...[0, 1, 2, 3, 4].map(
          (i) =>
            `<ellipse cx="${186 + i * 57}" cy="76" rx="20" ry="${p.form.toLowerCase().includes('capsule') ? 30 : 22}" fill="#ffffff" stroke="#94a3b8" stroke-width="2"/>`,
        ),
        `<path d="M100 100h400l-30 30v390H130V130z" fill="${color}"/>`,
        `<path d="M470 130l30-30v390l-30 30z" fill="${dark}"/>`,
        `<rect x="130" y="130" width="340" height="60" fill="${dark}"/>`,
        text(300, 170, clip(p.form.toUpperCase(), 24), 24, { 'letter-spacing': 3, 'fill-opacity': 0.9 }),
        '<rect x="150" y="210" width="300" height="250" rx="14" fill="#ffffff"/>',
        label(300, 222, 296, p, dark),
        text(300, 500, maker, fitFont(maker, 320, 20, 10), { fill: '#ffffff' }),
      );
  }
  parts.push('</svg>');
  return parts.join('\n');
}

/** A 600x600 WebP picture of a medicine pack whose shape follows the dosage form. */
export async function renderPackImage(p: PackInput): Promise<Buffer> {
  return sharp(Buffer.from(packSvg(p)))
    .resize(600, 600, { fit: 'fill' })
    .webp({ quality: 80 })
    .toBuffer();
}

/** A 200x200 WebP thumbnail of any image. */
export async function renderThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(200, 200, { fit: 'cover' }).webp({ quality: 75 }).toBuffer();
}

/**
 * A 1200x400 banner picture without words: the slide's title is drawn by the web app over it, in the reader's
 * language (text in a picture cannot be translated, is cropped on phones and is not read by screen readers).
 * The cross stays inside the middle 60% of the width: a 360 px phone shows the banner about 1.8 times as wide as it
 * is high, so `object-fit: cover` cuts a fifth off each side of this 3:1 picture.
 */
export async function renderSliderImage(s: { color: string }): Promise<Buffer> {
  const color = hex(s.color);
  const dark = shade(color, -0.35);
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    '<rect width="1200" height="400" fill="url(#g)"/>',
    '<circle cx="900" cy="80" r="180" fill="#ffffff" fill-opacity="0.08"/>',
    '<circle cx="800" cy="360" r="120" fill="#ffffff" fill-opacity="0.10"/>',
    '<circle cx="80" cy="380" r="90" fill="#ffffff" fill-opacity="0.06"/>',
    '<path d="M820 150h60v60h60v60h-60v60h-60v-60h-60v-60h60z" fill="#ffffff" fill-opacity="0.9"/>',
    '</svg>',
  ].join('\n');
  return sharp(Buffer.from(svg)).resize(1200, 400, { fit: 'fill' }).webp({ quality: 80 }).toBuffer();
}

/** The drawing of a Tabler outline icon (24x24, stroked), by name; the pill when the name is not one. */
async function tablerIcon(name: string | undefined): Promise<string> {
  const file = (icon: string) => fileURLToPath(import.meta.resolve(`@tabler/icons/outline/${icon}.svg`));
  const svg = await readFile(file(/^[a-z0-9-]+$/.test(name ?? '') ? name! : 'pill'), 'utf8').catch(() =>
    readFile(file('pill'), 'utf8'),
  );
  // The elements inside <svg>, less the invisible 24x24 frame.
  return svg
    .replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, '')
    .replace(/<path stroke="none"[^>]*\/>/, '')
    .trim();
}

/** A 128x128 SVG category logo: rounded square in the category colour with a pictogram (a Tabler icon). */
export async function renderCategoryLogo(c: { name: string; color: string; icon?: string }): Promise<Buffer> {
  const color = hex(c.color);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(c.name)}">`,
    `<title>${escapeXml(c.name)}</title>`,
    `<rect x="4" y="4" width="120" height="120" rx="28" fill="${color}"/>`,
    '<g transform="translate(24 24) scale(3.3333)" fill="none" stroke="#ffffff" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">',
    await tablerIcon(c.icon),
    '</g>',
    '</svg>',
    '',
  ].join('\n');
  return Buffer.from(svg, 'utf8');
}
