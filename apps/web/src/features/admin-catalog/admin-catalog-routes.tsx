import type { RouteObject } from 'react-router';
import type { CatalogTermKind } from '@nirog/contracts';
import { withTranslations } from '../../i18n';

/** One route per kind of catalog term, all served by the same page. */
function termsRoute(path: CatalogTermKind): RouteObject {
  return {
    path,
    lazy: async () => {
      const { CatalogTermsPage } = await import('./pages/catalog-terms-page');
      return { Component: () => <CatalogTermsPage kind={path} /> };
    },
  };
}

/**
 * The back-office catalog (Admin and Pharmacist), as children of `/admin`: the app puts them inside the
 * back-office layout with `buildAdminRoutes(adminCatalogRoutes)`. Every page loads on demand; the catalogue's
 * texts (their own translation part) come with its layout.
 */
export const adminCatalogRoutes: RouteObject[] = [
  {
    path: 'catalog',
    lazy: withTranslations('adminCatalog', async () => ({
      Component: (await import('./components/catalog-layout')).CatalogLayout,
    })),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./pages/catalog-products-page')).CatalogProductsPage }),
      },
      {
        path: 'products/new',
        lazy: async () => ({ Component: (await import('./pages/catalog-product-page')).CatalogNewProductPage }),
      },
      {
        path: 'products/:id',
        lazy: async () => ({ Component: (await import('./pages/catalog-product-page')).CatalogProductPage }),
      },
      {
        path: 'categories',
        lazy: async () => ({ Component: (await import('./pages/catalog-categories-page')).CatalogCategoriesPage }),
      },
      termsRoute('generics'),
      termsRoute('brands'),
      termsRoute('medicine-types'),
      {
        path: 'sliders',
        lazy: async () => ({ Component: (await import('./pages/catalog-sliders-page')).CatalogSlidersPage }),
      },
      {
        path: 'imports',
        lazy: async () => ({ Component: (await import('./pages/catalog-imports-page')).CatalogImportsPage }),
      },
    ],
  },
];
