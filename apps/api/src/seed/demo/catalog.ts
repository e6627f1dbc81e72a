import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { SliderKind } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import {
  catalogTables,
  ensureBrands,
  ensureGenerics,
  ensureMedicineTypes,
  insertProducts,
  type NewProduct,
} from '../../modules/catalog';
import { renderCategoryLogo, renderPackImage, renderSliderImage, renderThumbnail } from './pack-images';

/** The shapes of catalog-data.ts (written from general knowledge of the Bangladeshi market). */
export interface DemoCategoryInput {
  slug: string;
  name: string;
  bn_name: string;
  /** The Tabler icon (outline) drawn on the logo; a pill when absent or unknown. */
  icon?: string;
  color: string;
}
export interface DemoProductInput {
  brand: string;
  bn_brand: string;
  generics: string[];
  strength: string;
  form: string;
  manufacturer: string;
  price: number;
  discount: number;
  category: string;
  prescription_required: boolean;
  indications: string;
  uses_rule: string;
  side_effect: string;
  description: string;
}
export interface DemoSliderInput {
  kind: SliderKind;
  title: string;
  bn_title: string;
  subtitle: string;
  color: string;
}
export interface DemoCatalogData {
  categories: readonly DemoCategoryInput[];
  products: readonly DemoProductInput[];
  sliders: readonly DemoSliderInput[];
}

export interface SeedDemoCatalogOptions {
  /** Public storage root; generated images are written there. Without it products have no images. */
  storageDir?: string;
  data: DemoCatalogData;
  /** Images generated at once (sharp uses its own thread pool). */
  concurrency?: number;
}

/** Bengali names of the dosage forms the demo data uses. */
const FORM_BN: Record<string, string> = {
  Tablet: 'ট্যাবলেট',
  Capsule: 'ক্যাপসুল',
  Syrup: 'সিরাপ',
  Suspension: 'সাসপেনশন',
  Injection: 'ইনজেকশন',
  Cream: 'ক্রিম',
  Ointment: 'মলম',
  Gel: 'জেল',
  Drops: 'ড্রপস',
  'Eye Drops': 'চোখের ড্রপ',
  'Ear Drops': 'কানের ড্রপ',
  'Nasal Spray': 'নাকের স্প্রে',
  Inhaler: 'ইনহেলার',
  Powder: 'পাউডার',
  Solution: 'দ্রবণ',
  Lotion: 'লোশন',
  Suppository: 'সাপোজিটরি',
  Sachet: 'স্যাশে',
  Saline: 'স্যালাইন',
};

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 150) || 'product'
  );
}

/** A stable small number from a string, for deterministic demo view counts. */
function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<R>) {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  });
  await Promise.all(workers);
  return out;
}

async function writeStorage(storageDir: string, relative: string, content: Buffer) {
  const target = path.resolve(storageDir, relative);
  if (!target.startsWith(path.resolve(storageDir) + path.sep)) throw new Error(`outside storage: ${relative}`);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

/**
 * The demo shop: categories with logos, medicine types, generics, manufacturers, products with
 * generated pack images and thumbnails, details and sliders. Skips when the shop has products.
 * Returns whether it seeded.
 */
export async function seedDemoCatalog(db: DbOrTx, options: SeedDemoCatalogOptions): Promise<boolean> {
  const { storageDir, data } = options;
  const concurrency = options.concurrency ?? 8;
  const t = catalogTables;
  const [{ n }] = await db.select({ n: count() }).from(t.products);
  if (Number(n) > 0) return false;

  // Categories, with generated logos.
  const categoryColor = new Map(data.categories.map((c) => [c.slug, c.color]));
  const logos = await mapLimit(data.categories, concurrency, async (c) => {
    if (!storageDir) return null;
    const logo = await renderCategoryLogo({ name: c.name, color: c.color, icon: c.icon });
    const isSvg = logo.subarray(0, 256).toString('utf8').includes('<svg');
    const relative = `categories/${slugify(c.slug)}.${isSvg ? 'svg' : 'webp'}`;
    await writeStorage(storageDir, relative, logo);
    return relative;
  });
  const categoryRows = data.categories.length
    ? await db
        .insert(t.categories)
        .values(
          data.categories.map((c, i) => ({
            slug: c.slug,
            name: c.name,
            bnName: c.bn_name,
            logo: logos[i],
            sort: i + 1,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: t.categories.id, slug: t.categories.slug })
    : [];
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

  const types = await ensureMedicineTypes(
    db,
    data.products.map((p) => ({ title: p.form, bnTitle: FORM_BN[p.form] ?? null })),
  );
  const generics = await ensureGenerics(
    db,
    data.products.flatMap((p) => p.generics.map((title) => ({ title }))),
  );
  const brands = await ensureBrands(
    db,
    data.products.map((p) => p.manufacturer),
  );

  // Unique slugs from brand, strength and form.
  const used = new Set<string>();
  const slugs = data.products.map((p) => {
    const base = slugify(`${p.brand} ${p.strength} ${p.form}`);
    let slug = base;
    for (let k = 2; used.has(slug); k++) slug = `${base}-${k}`;
    used.add(slug);
    return slug;
  });

  const images = await mapLimit(data.products, concurrency, async (p, i) => {
    if (!storageDir) return [];
    const pack = await renderPackImage({
      brand: p.brand,
      strength: p.strength,
      form: p.form,
      manufacturer: p.manufacturer,
      color: categoryColor.get(p.category) ?? '#0f766e',
    });
    const thumb = await renderThumbnail(pack);
    const image = `products/${slugs[i]}.webp`;
    const thumbnail = `products/${slugs[i]}-thumb.webp`;
    await Promise.all([writeStorage(storageDir, image, pack), writeStorage(storageDir, thumbnail, thumb)]);
    return [{ image, thumbnail }];
  });

  // Oldest first, so "newest" shows the end of the list first; a stable spread of view counts.
  const start = Date.now() - data.products.length * 60_000;
  const items: NewProduct[] = data.products.map((p, i) => ({
    slug: slugs[i],
    title: p.brand,
    bnTitle: p.bn_brand,
    power: p.strength,
    price: p.price,
    discount: p.discount,
    medicineTypeId: types.get(p.form) ?? null,
    brandId: brands.get(p.manufacturer) ?? null,
    prescriptionRequired: p.prescription_required,
    views: hash(slugs[i]) % 500,
    createdAt: new Date(start + i * 60_000),
    genericIds: p.generics.map((g) => generics.get(g)).filter((id): id is number => id !== undefined),
    categoryIds: categoryId.has(p.category) ? [categoryId.get(p.category)!] : [],
    images: images[i],
    detail: {
      indications: p.indications,
      usesRule: p.uses_rule,
      sideEffect: p.side_effect,
      description: p.description,
    },
  }));
  await insertProducts(db, items);

  // Sliders, with generated banners.
  const sliderImages = await mapLimit(data.sliders, concurrency, async (s, i) => {
    const relative = `sliders/${slugify(s.kind)}-${i + 1}.webp`;
    if (storageDir) await writeStorage(storageDir, relative, await renderSliderImage(s));
    return relative;
  });
  const sortOf = new Map<string, number>();
  if (data.sliders.length) {
    await db.insert(t.sliders).values(
      data.sliders.map((s, i) => {
        const sort = (sortOf.get(s.kind) ?? 0) + 1;
        sortOf.set(s.kind, sort);
        return {
          kind: s.kind,
          image: sliderImages[i],
          title: s.title,
          bnTitle: s.bn_title,
          link: s.kind === 'home-slider' || s.kind === 'shop-slider' ? '/shop' : null,
          sort,
        };
      }),
    );
  }
  return true;
}
