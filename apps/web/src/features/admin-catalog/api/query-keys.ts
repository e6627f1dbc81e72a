import type { AdminProductsQuery, CatalogTermKind, CatalogTermsQuery, SliderKind } from '@nirog/contracts';

/** Every cache key of the back-office catalog, in one factory. */
export const catalogKeys = {
  all: ['admin-catalog'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (query: AdminProductsQuery) => [...catalogKeys.products(), 'list', query] as const,
  product: (id: number) => [...catalogKeys.products(), 'detail', id] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  terms: (kind: CatalogTermKind) => [...catalogKeys.all, 'terms', kind] as const,
  termList: (kind: CatalogTermKind, query: CatalogTermsQuery) => [...catalogKeys.terms(kind), query] as const,
  sliders: () => [...catalogKeys.all, 'sliders'] as const,
  sliderList: (kind: SliderKind) => [...catalogKeys.sliders(), kind] as const,
  imports: () => [...catalogKeys.all, 'imports'] as const,
  importList: (page: number) => [...catalogKeys.imports(), 'list', page] as const,
  import: (id: number) => [...catalogKeys.imports(), 'detail', id] as const,
};

export const CATALOG_API = '/api/admin/catalog';
