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
  ShopSuggestionsQuerySchema,
  ShopSuggestionsResponseSchema,
  SliderListResponseSchema,
  SliderParamsSchema,
} from '@nirog/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { cachedJson } from './catalog.cache';
import {
  NO_HOME_PROVIDERS,
  listCategories,
  listSliders,
  popularHomeItems,
  type HomeProviderSections,
} from './shop/catalog.home.service';
import { showProduct } from './shop/catalog.product.service';
import {
  listAlternativeProducts,
  listPopularProducts,
  listShopProducts,
  shopSuggestions,
} from './shop/catalog.shop.service';
import { catalogImportRoutes } from './import/catalog.import.routes';
import { catalogAdminRoutes } from './admin/catalog.admin.routes';
import { countProductView, flushProductViews } from './shop/catalog.views';

const tags = ['catalog'];

export interface CatalogRoutesOptions {
  /** The home page's people carousels and the version of the data they read (its answer's cache key). */
  home?: { sections: HomeProviderSections; version: () => number };
}

/** The public medicine shop (spec 1 section 7): no credentials. */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, options) => {
  const home = options.home ?? { sections: NO_HOME_PROVIDERS, version: () => 0 };
  const ttlMs = app.config.catalogCacheSeconds * 1000;
  /**
   * Public answers are the same for everyone: reused for a few seconds as the JSON text sent
   * (catalog.cache.ts), so the response schema is not checked again on every request.
   */
  const send = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
  const cached = async <T>(
    reply: FastifyReply,
    key: string,
    schema: z.ZodType<T>,
    compute: () => Promise<T>,
    asBuilt = false,
  ) => send(reply, (await cachedJson(app.db, ttlMs, key, schema, compute, asBuilt)).json);
  // Views counted but not yet written go to the database when the api stops (catalog.views.ts).
  app.addHook('onClose', async () => {
    await flushProductViews(app.db, app.redis).catch((err: unknown) =>
      app.log.error({ err }, 'product views not saved'),
    );
  });

  app.get(
    '/api/categories',
    { schema: { tags, summary: 'Shop categories', response: { 200: CategoryListResponseSchema } } },
    async (_request, reply) => cached(reply, 'categories', CategoryListResponseSchema, () => listCategories(app.db)),
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
    async (request, reply) =>
      cached(reply, `sliders:${request.params.kind}`, SliderListResponseSchema, () =>
        listSliders(app.db, request.params.kind),
      ),
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
    // Built card by card in the schema's shape (catalog.cards.ts toCard; catalog.test.ts checks it): sent as built.
    async (request, reply) =>
      cached(
        reply,
        `shop:${JSON.stringify(request.query)}`,
        ShopResponseSchema,
        () => listShopProducts(app.db, request.query),
        true,
      ),
  );

  app.get(
    '/api/shop/suggestions',
    {
      schema: {
        tags,
        summary: 'Did you mean: brand and generic names spelled like a keyword that found nothing',
        querystring: ShopSuggestionsQuerySchema,
        response: { 200: ShopSuggestionsResponseSchema },
      },
    },
    async (request, reply) =>
      cached(reply, `suggestions:${request.query.keyword}`, ShopSuggestionsResponseSchema, async () => ({
        data: await shopSuggestions(app.db, request.query.keyword),
      })),
  );

  app.get(
    '/api/popular-product',
    { schema: { tags, summary: 'Most viewed products', response: { 200: ProductListResponseSchema } } },
    async (_request, reply) => cached(reply, 'popular', ProductListResponseSchema, () => listPopularProducts(app.db)),
  );

  app.get(
    '/api/product/:slug/show',
    {
      schema: {
        tags,
        summary: 'One product (counts a view; views are written once a minute)',
        params: ProductSlugParamsSchema,
        response: { 200: ProductSchema, 404: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const product = await cachedJson(app.db, ttlMs, `product:${slug}`, ProductSchema, () =>
        showProduct(app.db, slug),
      );
      countProductView(app.db, app.redis, product.value.id);
      return send(reply, product.json);
    },
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
    async (_request, reply) =>
      cached(reply, `home|${home.version()}`, PopularHomeItemsResponseSchema, () =>
        popularHomeItems(app.db, home.sections),
      ),
  );

  await app.register(catalogImportRoutes);
  await app.register(catalogAdminRoutes);
};
