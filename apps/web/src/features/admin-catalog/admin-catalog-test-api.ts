import type {
  AdminCategory,
  AdminProduct,
  AdminProductRow,
  AdminSlider,
  CatalogImport,
  CatalogTerm,
} from '@nirog/contracts';
import { renderRoutes } from '../../../test/render';
import { adminCatalogRoutes } from './admin-catalog-routes';
export { aPage } from '../../../test/api';

/** Test-only: catalog records as the API answers them. */
export const API = '/api/admin/catalog';

export function aProductRow(overrides: Partial<AdminProductRow> = {}): AdminProductRow {
  return {
    id: 1,
    slug: 'napa-500-mg-tablet',
    title: 'Napa',
    bn_title: 'নাপা',
    power: '500 mg',
    price: 120,
    discount: 10,
    final_price: 108,
    active: true,
    prescription_required: false,
    views: 12,
    medicine_type: { id: 2, title: 'Tablet', bn_title: 'ট্যাবলেট' },
    brand: { id: 3, name: 'Beximco Pharmaceuticals Ltd.' },
    generics: [{ id: 4, title: 'Paracetamol' }],
    thumbnail: 'products/napa-thumb.webp',
    updated_at: '2026-03-01T04:00:00.000Z',
    ...overrides,
  };
}

export function aProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    ...aProductRow(),
    categories: [{ id: 7, name: 'Pain relief' }],
    images: [{ id: 31, image: 'products/napa-1.webp', thumbnail: 'products/napa-1-thumb.webp', sort: 0 }],
    indications: '<p>Fever and pain.</p>',
    uses_rule: null,
    side_effect: null,
    description: null,
    ...overrides,
  };
}

export function aCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: 7,
    slug: 'pain-relief',
    name: 'Pain relief',
    bn_name: 'ব্যথানাশক',
    logo: null,
    sort: 1,
    active: true,
    product_count: 0,
    ...overrides,
  };
}

export function aTerm(overrides: Partial<CatalogTerm> = {}): CatalogTerm {
  return { id: 4, name: 'Paracetamol', bn_name: 'প্যারাসিটামল', product_count: 0, ...overrides };
}

export function aSlide(overrides: Partial<AdminSlider> = {}): AdminSlider {
  return {
    id: 11,
    kind: 'home-slider',
    image: 'sliders/eid-offer.webp',
    title: 'Eid offer',
    bn_title: 'ঈদ অফার',
    link: '/shop',
    sort: 1,
    active: true,
    ...overrides,
  };
}

export function anImport(overrides: Partial<CatalogImport> = {}): CatalogImport {
  return {
    id: 9,
    status: 'queued',
    file_name: 'medicines.csv',
    total_rows: 0,
    processed_rows: 0,
    created_count: 0,
    updated_count: 0,
    unchanged_count: 0,
    skipped_count: 0,
    error_count: 0,
    bad_rows: 0,
    ignored_columns: [],
    problems_csv: null,
    failure: null,
    errors: [],
    created_by: { id: 1, name: 'Ayesha Admin' },
    created_at: '2026-03-05T06:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

/** Loads the lazy catalog pages once, so each test measures the page, not the import. */
export async function loadCatalogPages() {
  await Promise.all([
    import('./components/catalog-layout'),
    import('./pages/catalog-products-page'),
    import('./pages/catalog-product-page'),
    import('./pages/catalog-categories-page'),
    import('./pages/catalog-terms-page'),
    import('./pages/catalog-sliders-page'),
    import('./pages/catalog-imports-page'),
  ]);
}

/** Renders the catalog pages under /admin (without the back-office frame, which another feature owns). */
export function renderCatalog(path: string) {
  return renderRoutes([{ path: '/admin', children: adminCatalogRoutes }], path);
}
