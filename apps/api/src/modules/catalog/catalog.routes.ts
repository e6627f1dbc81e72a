import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryListResponseSchema,
  MessageResponseSchema,
  PopularHomeItemsResponseSchema,
  ProductIdParamsSchema,
  ProductListResponseSchema,
  ProductSchema,
  ProductSlugParamsSchema,
  ShopQuerySchema,
  ShopResponseSchema,
  SliderListResponseSchema,
  SliderParamsSchema,
} from '@nirog/contracts';
import { cachedAnswer } from './catalog.cache';
import { listCategories, listSliders, popularHomeItems } from './catalog.home.service';
import { showProduct } from './catalog.product.service';
import { listAlternativeProducts, listPopularProducts, listShopProducts } from './catalog.shop.service';
import { catalogImportRoutes } from './catalog.import.routes';
import { catalogAdminRoutes } from './catalog.admin.routes';

const tags = ['catalog'];

/** The public medicine shop (spec 1 section 7): no credentials. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ttlMs = app.config.catalogCacheSeconds * 1000;
  /** Public answers are the same for everyone: reused for a few seconds (catalog.cache.ts). */
  const cached = <T>(key: string, compute: () => Promise<T>) => cachedAnswer(app.db, ttlMs, key, compute);

  app.get(
    '/api/categories',
    { schema: { tags, summary: 'Shop categories', response: { 200: CategoryListResponseSchema } } },
    async () => cached('categories', () => listCategories(app.db)),
  );

  app.get(
    '/api/sliders/:kind',
    {
      schema: {
        tags,
        summary: 'Slides of one slider',
        params: SliderParamsSchema,
        response: { 200: SliderListResponseSchema },
      },
    },
    async (request) => cached(`sliders:${request.params.kind}`, () => listSliders(app.db, request.params.kind)),
  );

  app.get(
    '/api/shop',
    {
      schema: {
        tags,
        summary: 'Shop products: category, keyword, sort, 12 a page',
        querystring: ShopQuerySchema,
        response: { 200: ShopResponseSchema },
      },
    },
    async (request) => cached(`shop:${JSON.stringify(request.query)}`, () => listShopProducts(app.db, request.query)),
  );

  app.get(
    '/api/popular-product',
    { schema: { tags, summary: 'Most viewed products', response: { 200: ProductListResponseSchema } } },
    async () => cached('popular', () => listPopularProducts(app.db)),
  );

  app.get(
    '/api/product/:slug/show',
    {
      schema: {
        tags,
        summary: 'One product (counts a view)',
        params: ProductSlugParamsSchema,
        response: { 200: ProductSchema, 404: MessageResponseSchema },
      },
    },
    async (request) => showProduct(app.db, request.params.slug),
  );

  app.get(
    '/api/alternative-brand-product/:productId',
    {
      schema: {
        tags,
        summary: 'Same generics and strength from other brands, cheapest first',
        params: ProductIdParamsSchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request) => listAlternativeProducts(app.db, request.params.productId),
  );

  app.get(
    '/api/home/popular-home-items',
    { schema: { tags, summary: 'Home page popular sections', response: { 200: PopularHomeItemsResponseSchema } } },
    async () => cached('home', () => popularHomeItems(app.db)),
  );

  await app.register(catalogImportRoutes);
  await app.register(catalogAdminRoutes);
};
