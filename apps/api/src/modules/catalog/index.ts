export { catalogRoutes } from './catalog.routes';
export * as catalogTables from './catalog.tables';
export { HOME_PROVIDER_SECTIONS, listCategories, listSliders, popularHomeItems } from './catalog.home.service';
export { showProduct } from './catalog.product.service';
export { listAlternativeProducts, listPopularProducts, listShopProducts } from './catalog.shop.service';
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
export { bumpCatalogVersion } from './catalog.cache';
export { productSlug, slugify } from './catalog.slug';
export { updateProduct, type ProductChanges } from './catalog.write.service';
export { catalogImport } from './catalog.import.runner';
export { countProductView, flushProductViews, productViewFlush } from './catalog.views';
export { importFiles } from './catalog.import.service';
