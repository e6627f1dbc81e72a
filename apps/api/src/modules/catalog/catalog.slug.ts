import { createHash } from 'node:crypto';

/** Longest slug the `products.slug` column holds. */
export const SLUG_MAX = 190;

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * Lowercase ASCII words joined by hyphens: accents are dropped ("Café" -> "cafe"), every other run of
 * characters becomes one hyphen ("120 mg/5 ml" -> "120-mg-5-ml", "0.9%" -> "0-9"). Text with no
 * ASCII letters or digits (a Bengali-only name) gives ''.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A product's slug from its title, strength and dosage form ("Napa", "500 mg", "Tablet" ->
 * `napa-500-mg-tablet`), used by the back-office form and the CSV import alike so both find the
 * same product. A title with no ASCII letters (Bengali only) is replaced by a short hash of it, so
 * two such products of the same strength and form do not collide; a slug longer than the column
 * is cut and ends with a hash of the whole.
 */
export function productSlug({
  title,
  power,
  dosageForm,
}: {
  title: string;
  power?: string | null;
  dosageForm?: string | null;
}): string {
  const cleanTitle = title.normalize('NFC').trim().toLowerCase();
  let titlePart = slugify(cleanTitle);
  if (!titlePart && cleanTitle) titlePart = `p-${shortHash(cleanTitle)}`;
  const slug = [titlePart, slugify(power ?? ''), slugify(dosageForm ?? '')].filter(Boolean).join('-');
  if (slug.length <= SLUG_MAX) return slug;
  return `${slug.slice(0, SLUG_MAX - 11).replace(/-+$/, '')}-${shortHash(slug)}`;
}
