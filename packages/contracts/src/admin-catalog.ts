import { z } from 'zod';
import { SLIDER_KINDS } from './catalog';
import {
  IdFromTextSchema,
  IdParamSchema,
  IdSchema,
  LineTextSchema,
  MultilineTextSchema,
  PageQuerySchema,
  paginatedSchema,
} from './common';

/**
 * Back-office catalog (Admin and Pharmacist): products, categories, generics, brands, medicine
 * types, sliders and the CSV import, all under `/api/admin/catalog`. Money is taka on the wire.
 * Image uploads are `multipart/form-data` with one file field named `image` (PNG, JPEG or WebP,
 * checked by content, at most CATALOG_IMAGE_MAX_BYTES); the server re-encodes them to WebP with a
 * thumbnail and never keeps the client's file name.
 */

export const CATALOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CATALOG_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PRODUCT_IMAGES_MAX = 8;

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), LineTextSchema.trim().max(max).nullish());
const detailHtml = z.preprocess((v) => (v === '' ? null : v), MultilineTextSchema.max(20000).nullish());
const id = IdSchema;

/** Answer of every write: a translated message plus the record as it now is. */
export function catalogWriteResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ message: z.string(), data: item });
}

// ---------------------------------------------------------------- products

export const ADMIN_PRODUCT_STATUSES = ['active', 'inactive'] as const;

/** `GET /api/admin/catalog/products?page&search&category&status` (20 a page, newest first). */
export const AdminProductsQuerySchema = PageQuerySchema.extend({
  search: z.preprocess(blankAsMissing, LineTextSchema.trim().max(100).optional()),
  category: z.preprocess(blankAsMissing, IdFromTextSchema.optional()),
  status: z.preprocess(blankAsMissing, z.enum(ADMIN_PRODUCT_STATUSES).optional()),
});
export type AdminProductsQuery = z.infer<typeof AdminProductsQuerySchema>;

export const AdminProductRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  bn_title: z.string().nullable(),
  power: z.string().nullable(),
  price: z.number(),
  discount: z.number(),
  final_price: z.number(),
  active: z.boolean(),
  prescription_required: z.boolean(),
  views: z.number().int(),
  medicine_type: z.object({ id: z.number().int(), title: z.string(), bn_title: z.string().nullable() }).nullable(),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  generics: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** First image's thumbnail (public-storage path), if any. */
  thumbnail: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;
export const AdminProductsResponseSchema = paginatedSchema(AdminProductRowSchema);
export type AdminProductsResponse = z.infer<typeof AdminProductsResponseSchema>;

export const AdminProductImageSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  thumbnail: z.string().nullable(),
  sort: z.number().int(),
});
export type AdminProductImage = z.infer<typeof AdminProductImageSchema>;

/** `GET /api/admin/catalog/products/:id` */
export const AdminProductSchema = AdminProductRowSchema.extend({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  images: z.array(AdminProductImageSchema),
  indications: z.string().nullable(),
  uses_rule: z.string().nullable(),
  side_effect: z.string().nullable(),
  description: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

/**
 * `POST /api/admin/catalog/products`, `PUT /api/admin/catalog/products/:id`. A missing slug is made
 * from title, strength and dosage form; slugs are unique (422 on `slug` when taken). Detail fields
 * are HTML, sanitized on write.
 */
export const ProductWriteBodySchema = z.object({
  title: LineTextSchema.trim().min(1).max(190),
  bn_title: optionalText(190),
  slug: z.preprocess(
    blankAsMissing,
    LineTextSchema.trim()
      .toLowerCase()
      .max(190)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.format')
      .optional(),
  ),
  power: optionalText(80),
  price: z.number().min(0).max(10_000_000).multipleOf(0.01),
  discount: z.number().min(0).max(100).multipleOf(0.01).default(0),
  medicine_type_id: id.nullish(),
  brand_id: id.nullish(),
  generic_ids: z.array(id).max(10).default([]),
  category_ids: z.array(id).max(20).default([]),
  prescription_required: z.boolean().default(false),
  active: z.boolean().default(true),
  indications: detailHtml,
  uses_rule: detailHtml,
  side_effect: detailHtml,
  description: detailHtml,
});
export type ProductWriteBody = z.input<typeof ProductWriteBodySchema>;

/** `PUT /api/admin/catalog/products/:id/status`: deactivate (hidden from the shop) or reactivate. */
export const ProductStatusBodySchema = z.object({ active: z.boolean() });
export type ProductStatusBody = z.infer<typeof ProductStatusBodySchema>;

/** `PUT /api/admin/catalog/products/:id/images/order`: every image id of the product, first = card image. */
export const ProductImageOrderBodySchema = z.object({ image_ids: z.array(id).min(1).max(PRODUCT_IMAGES_MAX) });
export type ProductImageOrderBody = z.infer<typeof ProductImageOrderBodySchema>;
export const ProductImageParamsSchema = IdParamSchema.extend({ imageId: IdFromTextSchema });

/**
 * Answers of product writes, including `POST /api/admin/catalog/products/:id/images` (multipart,
 * field `image`; 422 on `image` past PRODUCT_IMAGES_MAX) and `DELETE .../images/:imageId`.
 */
export const AdminProductWriteResponseSchema = catalogWriteResponseSchema(AdminProductSchema);
export type AdminProductWriteResponse = z.infer<typeof AdminProductWriteResponseSchema>;

// ---------------------------------------------------------------- categories

/** `GET /api/admin/catalog/categories`: every category, active or not, in shop order. */
export const AdminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  bn_name: z.string(),
  logo: z.string().nullable(),
  sort: z.number().int(),
  active: z.boolean(),
  product_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoryListResponseSchema = z.array(AdminCategorySchema);

/**
 * `POST /api/admin/catalog/categories`, `PUT .../categories/:id`. The logo is uploaded separately:
 * `POST .../categories/:id/logo` (multipart `image`). `DELETE .../categories/:id` is refused (422)
 * while products are in it; deactivate it instead.
 */
export const CategoryWriteBodySchema = z.object({
  name: LineTextSchema.trim().min(1).max(120),
  bn_name: LineTextSchema.trim().min(1).max(120),
  sort: z.number().int().min(0).max(100000).default(0),
  active: z.boolean().default(true),
});
export type CategoryWriteBody = z.input<typeof CategoryWriteBodySchema>;
export const AdminCategoryWriteResponseSchema = catalogWriteResponseSchema(AdminCategorySchema);
export type AdminCategoryWriteResponse = z.infer<typeof AdminCategoryWriteResponseSchema>;

// ---------------------------------------------------------------- generics, brands, medicine types

/** `GET /api/admin/catalog/{generics|brands|medicine-types}?page&search` (20 a page, by name). */
export const CatalogTermsQuerySchema = PageQuerySchema.extend({
  search: z.preprocess(blankAsMissing, LineTextSchema.trim().max(100).optional()),
});
export type CatalogTermsQuery = z.infer<typeof CatalogTermsQuerySchema>;

/**
 * Generics, brands (manufacturers) and medicine types (dosage forms) share one shape: `name` is the
 * generic's title, the brand's name, or the dosage form's title. Names are unique (422 on `name`).
 * `DELETE .../{kind}/:id` is refused (422) while products use it.
 */
export const CatalogTermSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Bengali name; always null for brands. */
  bn_name: z.string().nullable(),
  product_count: z.number().int(),
});
export type CatalogTerm = z.infer<typeof CatalogTermSchema>;
export const CatalogTermsResponseSchema = paginatedSchema(CatalogTermSchema);
export type CatalogTermsResponse = z.infer<typeof CatalogTermsResponseSchema>;

export const CATALOG_TERM_KINDS = ['generics', 'brands', 'medicine-types'] as const;
export type CatalogTermKind = (typeof CATALOG_TERM_KINDS)[number];
export const CatalogTermParamsSchema = z.object({ kind: z.enum(CATALOG_TERM_KINDS) });
export const CatalogTermIdParamsSchema = CatalogTermParamsSchema.extend({ id: IdFromTextSchema });

export const CatalogTermWriteBodySchema = z.object({
  name: LineTextSchema.trim().min(1).max(190),
  bn_name: optionalText(190),
});
export type CatalogTermWriteBody = z.input<typeof CatalogTermWriteBodySchema>;
export const CatalogTermWriteResponseSchema = catalogWriteResponseSchema(CatalogTermSchema);
export type CatalogTermWriteResponse = z.infer<typeof CatalogTermWriteResponseSchema>;

// ---------------------------------------------------------------- sliders

/** `GET /api/admin/catalog/sliders?kind=` (every slide of that kind, active or not, in order). */
export const AdminSlidersQuerySchema = z.object({ kind: z.enum(SLIDER_KINDS) });
export const AdminSliderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SLIDER_KINDS),
  image: z.string(),
  title: z.string().nullable(),
  bn_title: z.string().nullable(),
  link: z.string().nullable(),
  sort: z.number().int(),
  active: z.boolean(),
});
export type AdminSlider = z.infer<typeof AdminSliderSchema>;
export const AdminSliderListResponseSchema = z.array(AdminSliderSchema);

/**
 * Slide fields. `POST /api/admin/catalog/sliders` is multipart: these fields as form fields plus the
 * required `image` file. `PUT .../sliders/:id` takes them as JSON; `POST .../sliders/:id/image`
 * replaces the picture; `DELETE .../sliders/:id` removes the slide. A link is a site path (`/shop`)
 * or an https URL.
 */
export const SliderWriteBodySchema = z.object({
  kind: z.enum(SLIDER_KINDS),
  title: optionalText(190),
  bn_title: optionalText(190),
  link: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    LineTextSchema.trim()
      .max(255)
      .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'validation.format')
      .nullish(),
  ),
  sort: z.coerce.number().int().min(0).max(100000).default(0),
  active: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().default(true)),
});
export type SliderWriteBody = z.input<typeof SliderWriteBodySchema>;
export const AdminSliderWriteResponseSchema = catalogWriteResponseSchema(AdminSliderSchema);
export type AdminSliderWriteResponse = z.infer<typeof AdminSliderWriteResponseSchema>;

// ---------------------------------------------------------------- CSV import

/**
 * `POST /api/admin/catalog/imports` (multipart, field `file`, a UTF-8 CSV of at most
 * CATALOG_IMPORT_MAX_BYTES) answers 202 with the queued import. The server first checks the file
 * without writing anything (a dry run): the import becomes `checked`, with the counts it would give
 * (new, changed, unchanged, skipped, bad) and the first problems. `POST .../imports/:id/confirm` then
 * queues the writing (`queued` -> `running` -> `done`); `POST .../imports/:id/cancel` discards it
 * (`cancelled`). `failed` means the file as a whole is unusable (e.g. a required column is missing).
 *
 * Columns (header row required): every column has the names pharmacy systems and drug indexes use
 * (CATALOG_IMPORT_HEADER_ALIASES), matched in any case and spacing; unknown columns are ignored and
 * named in `ignored_columns`. Several generics are separated by `+`. A product is brand name + strength
 * + dosage form + manufacturer; a row matching an existing product updates it, so importing the same
 * file twice changes nothing the second time, and an exact repeat of an earlier row is skipped.
 * Generics, manufacturers and dosage forms are created when new; a category must already exist
 * (matched by English name, Bengali name or slug).
 */
export const CATALOG_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const CATALOG_IMPORT_COLUMNS = [
  'brand_name',
  'dosage_form',
  'strength',
  'generic',
  'manufacturer',
  'price',
  'prescription_required',
  'pack_unit',
  'bn_name',
  'category',
  'discount',
] as const;
export type CatalogImportColumn = (typeof CATALOG_IMPORT_COLUMNS)[number];
export const CATALOG_IMPORT_REQUIRED_COLUMNS = [
  'brand_name',
  'dosage_form',
  'generic',
  'manufacturer',
  'price',
] as const;
/**
 * The header names each column is known by, as they come from pharmacy systems and drug indexes (the
 * first is the canonical one). A header matches in any case, with spaces, underscores or hyphens
 * ("Generic Name", "generic_name", "GENERIC-NAME"); the web's help lists these same names.
 */
export const CATALOG_IMPORT_HEADER_ALIASES: Record<CatalogImportColumn, readonly string[]> = {
  brand_name: ['brand_name', 'Name', 'Brand', 'Brand name', 'Product', 'Product name'],
  dosage_form: ['dosage_form', 'Type', 'Dosage form', 'Form'],
  strength: ['strength', 'MG', 'Power'],
  generic: ['generic', 'Generic Name', 'Generics'],
  manufacturer: ['manufacturer', 'Company Name', 'Company', 'Manufacturer name'],
  price: ['price', 'Unit price', 'MRP'],
  prescription_required: ['prescription_required', 'Prescription', 'Rx'],
  pack_unit: ['pack_unit', 'Pack size', 'Unit'],
  bn_name: ['bn_name', 'Bengali name', 'Bangla name'],
  category: ['category'],
  discount: ['discount'],
};
/** Row problems listed in the import's answer; the whole list downloads as CSV (`problems_csv`). */
export const CATALOG_IMPORT_ERRORS_KEPT = 50;
/**
 * `checked`: dry run finished, waiting for confirm or cancel. `checking`: the dry run is reading the
 * file. `queued` / `running` / `done`: the confirmed import being written.
 */
export const CATALOG_IMPORT_STATUSES = [
  'checking',
  'checked',
  'cancelled',
  'queued',
  'running',
  'done',
  'failed',
] as const;
export type CatalogImportStatus = (typeof CATALOG_IMPORT_STATUSES)[number];

export const CatalogImportRowErrorSchema = z.object({
  /** Line number in the file (the header is line 1). */
  line: z.number().int(),
  /** The column at fault, when there is one. */
  column: z.string().nullable(),
  /** Translated reason. */
  message: z.string(),
});
export type CatalogImportRowError = z.infer<typeof CatalogImportRowErrorSchema>;

export const CatalogImportSchema = z.object({
  id: z.number().int(),
  status: z.enum(CATALOG_IMPORT_STATUSES),
  file_name: z.string(),
  /** Data rows in the file (known once the file has been read). */
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  unchanged_count: z.number().int(),
  /** Exact repeats of an earlier row of the file. */
  skipped_count: z.number().int(),
  /** Problems found (a bad row may have several). */
  error_count: z.number().int(),
  /** Rows with at least one problem; none of them is imported. */
  bad_rows: z.number().int(),
  /** Header names that matched no column, ignored. */
  ignored_columns: z.array(z.string()),
  /** Signed, short-lived address of every problem as CSV (line, column, message); null when there are none. */
  problems_csv: z.string().nullable(),
  /** Why the whole import failed (translated), when `status` is `failed`. */
  failure: z.string().nullable(),
  errors: z.array(CatalogImportRowErrorSchema),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type CatalogImport = z.infer<typeof CatalogImportSchema>;
/** `GET /api/admin/catalog/imports/:id` answers the bare CatalogImport; deletes answer `{ message }`. */
/** `GET /api/admin/catalog/imports?page` (newest first; `errors` empty in the list). */
export const CatalogImportsResponseSchema = paginatedSchema(CatalogImportSchema);
export type CatalogImportsResponse = z.infer<typeof CatalogImportsResponseSchema>;
export const CatalogImportResponseSchema = z.object({ message: z.string(), data: CatalogImportSchema });
export type CatalogImportResponse = z.infer<typeof CatalogImportResponseSchema>;
