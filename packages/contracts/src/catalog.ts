import { z } from 'zod';
import { IdFromTextSchema, LineTextSchema, PageQuerySchema, paginatedSchema } from './common';
import { SHOP_KEYWORD_MAX, SHOP_ORDER_BY } from './constants';
import { AmbulanceCardSchema, DoctorCardSchema, NurseCardSchema } from './listings';

/**
 * Medicine shop (spec 1 "Home", "Shop", "Product page", section 7 shop calls). Money is taka on
 * the wire (at most 2 decimals); image paths are public-storage relative, served under `/storage/`.
 */

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bn_name: z.string(),
  logo: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;
/** GET /api/categories */
export const CategoryListResponseSchema = z.array(CategorySchema);
export type CategoryListResponse = z.infer<typeof CategoryListResponseSchema>;

export const SLIDER_KINDS = [
  'home-slider',
  'shop-slider',
  'nurse-slider',
  'ambulance-slider',
  'bd-doctor-slider',
  'in-doctor-slider',
  'video-slider',
] as const;
export type SliderKind = (typeof SLIDER_KINDS)[number];
export const SliderParamsSchema = z.object({ kind: z.enum(SLIDER_KINDS) });
export const SliderSchema = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string().nullable(),
  bn_title: z.string().nullable(),
  link: z.string().nullable(),
});
export type Slider = z.infer<typeof SliderSchema>;
/** GET /api/sliders/{kind} */
export const SliderListResponseSchema = z.array(SliderSchema);
export type SliderListResponse = z.infer<typeof SliderListResponseSchema>;

/** Product card fields (shop grid, popular carousel, alternatives, cart). */
export const ProductCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  bn_title: z.string().nullable(),
  power: z.string().nullable(),
  price: z.number(),
  /** Percent, 0..100. */
  discount: z.number(),
  final_price: z.number(),
  views: z.number().int(),
  prescription_required: z.boolean(),
  /** False for a listed product that cannot be bought ("Price Unavailable" in the catalogue): no add to cart. */
  for_sale: z.boolean(),
  /** What the price is for ("tablet", "strip of 10", "100 ml bottle"); null when not known. */
  pack_unit: z.string().nullable(),
  image: z.object({ image: z.string(), thumbnail: z.string().nullable() }).nullable(),
  /** The dosage form; `bn_title` its Bengali name when the catalogue has one. */
  medicinetype: z.object({ title: z.string(), bn_title: z.string().nullable() }).nullable(),
  generics: z.array(z.object({ id: z.number().int(), title: z.string() })),
  brand: z.object({ name: z.string() }).nullable(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export { SHOP_KEYWORD_MAX, SHOP_ORDER_BY, type ShopOrderBy } from './constants';

/** An absent or empty query value means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** GET /api/shop?page&category&order_by&keyword */
export const ShopQuerySchema = PageQuerySchema.extend({
  category: optional(IdFromTextSchema),
  order_by: optional(z.enum(SHOP_ORDER_BY)),
  keyword: optional(LineTextSchema.trim().max(SHOP_KEYWORD_MAX)),
});
export type ShopQuery = z.infer<typeof ShopQuerySchema>;
export const ShopResponseSchema = paginatedSchema(ProductCardSchema);
export type ShopResponse = z.infer<typeof ShopResponseSchema>;

/**
 * GET /api/shop/suggestions?keyword: "did you mean" for a search that found nothing: up to 5 brand
 * titles and generic names spelled most like the keyword (typos and Bengali spellings included).
 */
export const ShopSuggestionsQuerySchema = z.object({ keyword: LineTextSchema.trim().min(1).max(SHOP_KEYWORD_MAX) });
export type ShopSuggestionsQuery = z.infer<typeof ShopSuggestionsQuerySchema>;
export const ShopSuggestionsResponseSchema = z.object({ data: z.array(z.string()) });
export type ShopSuggestionsResponse = z.infer<typeof ShopSuggestionsResponseSchema>;

/** GET /api/popular-product, GET /api/alternative-brand-product/{productId} */
export const ProductListResponseSchema = z.array(ProductCardSchema);
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ProductSlugParamsSchema = z.object({ slug: LineTextSchema.min(1).max(190) });
export const ProductIdParamsSchema = z.object({ productId: IdFromTextSchema });

/** Detail sections are sanitized HTML (basic formatting only), rendered as HTML; null when absent. */
export const ProductDetailSchema = z.object({
  indications: z.string().nullable(),
  uses_rule: z.string().nullable(),
  side_effect: z.string().nullable(),
  description: z.string().nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** GET /api/product/{slug}/show (counts a view). */
export const ProductSchema = ProductCardSchema.extend({
  images: z.array(z.object({ id: z.number().int(), image: z.string(), thumbnail: z.string().nullable() })),
  categories: z.array(CategorySchema),
  product_detail: ProductDetailSchema.nullable(),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * GET /api/home/popular-home-items: popular products and the people carousels (best rated listed
 * providers, at most HOME_PROVIDERS_MAX each) with the listings' card fields.
 */
export const PopularHomeItemsResponseSchema = z.object({
  data: z.object({
    products: z.array(ProductCardSchema),
    bdDoctors: z.array(DoctorCardSchema),
    inDoctors: z.array(DoctorCardSchema),
    nurses: z.array(NurseCardSchema),
    ambulances: z.array(AmbulanceCardSchema),
  }),
});
export type PopularHomeItemsResponse = z.infer<typeof PopularHomeItemsResponseSchema>;
