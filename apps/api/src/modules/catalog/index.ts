export { catalogRoutes } from './catalog.routes';
export * as catalogTables from './catalog.tables';
export {
  NO_HOME_PROVIDERS,
  listCategories,
  listSliders,
  popularHomeItems,
  type HomeProviderSections,
} from './shop/catalog.home.service';
export { showProduct } from './shop/catalog.product.service';
export { listAlternativeProducts, listPopularProducts, listShopProducts } from './shop/catalog.shop.service';
export { cardsByIds, cardsInOrder, orderLineColumns } from './catalog.cards';
export { sanitizeDetailHtml } from './catalog.html';
export {
  ensureBrands,
  ensureGenerics,
  ensureMedicineTypes,
  finalPricePoisha,
  insertProducts,
  type NewProduct,
} from './catalog.write.service';
export { bumpCatalogVersion, catalogVersion } from './catalog.cache';
export { productSlug, slugify } from './catalog.slug';
export { updateProduct, type ProductChanges } from './catalog.write.service';
export { catalogImport } from './import/catalog.import.runner';
export { countProductView, flushProductViews, productViewFlush } from './shop/catalog.views';
export { importFiles } from './import/catalog.import.service';
export { hasBengali, transliterateBengali } from './catalog.transliterate';
export { escapeLike } from './catalog.shop-search';
export { productSalesRefresh, refreshProductSales } from './shop/catalog.sales';
