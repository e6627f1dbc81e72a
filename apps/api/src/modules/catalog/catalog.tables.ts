import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  check,
} from 'drizzle-orm/pg-core';

/** Shop categories; `logo` is a public-storage path (`categories/pain-relief.svg`). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    bnName: varchar('bn_name', { length: 120 }).notNull(),
    logo: varchar('logo', { length: 255 }),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug), index('categories_active_sort_idx').on(t.active, t.sort)],
);

/** Generic (active ingredient) names: Paracetamol, Omeprazole. */
export const generics = pgTable(
  'generics',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 190 }).notNull(),
    bnTitle: varchar('bn_title', { length: 190 }),
    /** The title's phonetic key (migration 0010 `nirog_phonetic_key`), which Bengali queries are matched against. */
    searchKey: text('search_key').generatedAlwaysAs(sql`nirog_phonetic_key(title)`),
  },
  (t) => [
    uniqueIndex('generics_title_unique').on(t.title),
    index('generics_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

/** Manufacturers (companies): Beximco Pharmaceuticals, Square Pharmaceuticals. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 190 }).notNull().unique('brands_name_unique'),
});

/** Dosage forms: Tablet, Capsule, Syrup. */
export const medicineTypes = pgTable('medicine_types', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 80 }).notNull().unique('medicine_types_title_unique'),
  bnTitle: varchar('bn_title', { length: 80 }),
});

/**
 * Products. Money is integer poisha; `final_price_poisha` is computed on write
 * (price - round(price * discount / 100)) so sorting and filtering by price use an index.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 190 }).notNull(),
    title: varchar('title', { length: 190 }).notNull(),
    bnTitle: varchar('bn_title', { length: 190 }),
    /** Strength as written on the pack: '500 mg', '120 mg/5 ml'. */
    power: varchar('power', { length: 80 }),
    pricePoisha: integer('price_poisha').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    finalPricePoisha: integer('final_price_poisha').notNull(),
    views: integer('views').notNull().default(0),
    /** Units sold in recent orders, refreshed by the `product-sales-refresh` job (shop/catalog.sales.ts). */
    unitsSold: integer('units_sold').notNull().default(0),
    /**
     * How many generics the product has (1: a single-ingredient product, ranked before combinations by
     * the shop search), kept by triggers on product_generics (migration 0020).
     */
    genericCount: smallint('generic_count').notNull().default(0),
    medicineTypeId: integer('medicine_type_id').references(() => medicineTypes.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    prescriptionRequired: boolean('prescription_required').notNull().default(false),
    /** False: listed (the catalogue says "Price Unavailable" / "Not for sale") but cannot be bought. */
    forSale: boolean('for_sale').notNull().default(true),
    /** What the price is for: 'tablet', 'strip of 10', '100 ml bottle'. */
    packUnit: varchar('pack_unit', { length: 40 }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The title's phonetic key (`nirog_phonetic_key`, migration 0010): typos and Bengali transliterations
     * are matched against it by trigram similarity (catalog.shop-search.ts).
     */
    searchKey: text('search_key').generatedAlwaysAs(sql`nirog_phonetic_key(title)`),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    // fastupdate off: with it on, new entries wait in a pending list that every search reads through
    // until a vacuum (after an import, and after each minute's view flush, since a view update writes
    // new index entries): a typo search on 20k products took 25-70 ms instead of 0.1 ms.
    index('products_title_trgm_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_bn_title_trgm_idx')
      .using('gin', sql`lower(${t.bnTitle}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('products_search_key_trgm_idx')
      .using('gin', sql`${t.searchKey} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // One- and two-letter keywords are answered by title prefix (trigrams need three letters).
    index('products_title_prefix_idx').on(sql`lower(${t.title}) text_pattern_ops`),
    index('products_bn_title_prefix_idx').on(sql`lower(${t.bnTitle}) text_pattern_ops`),
    index('products_active_price_idx').on(t.active, t.finalPricePoisha, t.id),
    index('products_active_title_idx').on(t.active, t.title, t.id),
    // NULLS FIRST matches ORDER BY ... DESC, so the planner can walk these indexes instead of sorting.
    index('products_active_created_idx').on(t.active, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_active_views_idx').on(t.active, t.views.desc().nullsFirst(), t.id),
    index('products_brand_idx').on(t.brandId),
    // The CSV import finds a product by brand name, strength, dosage form and manufacturer.
    index('products_identity_idx').on(sql`lower(${t.title})`, t.brandId),
    check('products_price_check', sql`${t.pricePoisha} >= 0 AND ${t.finalPricePoisha} >= 0`),
    check('products_discount_check', sql`${t.discountPercent} >= 0 AND ${t.discountPercent} <= 100`),
  ],
);

export const productGenerics = pgTable(
  'product_generics',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    genericId: integer('generic_id')
      .notNull()
      .references(() => generics.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.genericId] }),
    index('product_generics_generic_idx').on(t.genericId, t.productId),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

/** Pack images; paths are public-storage relative (`products/napa-500-mg-tablet.webp`). */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 255 }).notNull(),
    thumbnail: varchar('thumbnail', { length: 255 }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort, t.id)],
);

/** Detail sections; HTML sanitized on write (catalog.html.ts). */
export const productDetails = pgTable('product_details', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  indications: text('indications'),
  usesRule: text('uses_rule'),
  sideEffect: text('side_effect'),
  description: text('description'),
});

/** Banner sliders of every kind the specs name (home, shop, nurse, ambulance, doctors, video). */
export const sliders = pgTable(
  'sliders',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    image: varchar('image', { length: 255 }).notNull(),
    title: varchar('title', { length: 190 }),
    bnTitle: varchar('bn_title', { length: 190 }),
    link: varchar('link', { length: 255 }),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('sliders_kind_idx').on(t.kind, t.active, t.sort, t.id)],
);
