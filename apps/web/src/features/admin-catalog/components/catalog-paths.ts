import {
  IconBuildingFactory2,
  IconCategory,
  IconDna,
  IconFileImport,
  IconPill,
  IconSlideshow,
  IconVaccineBottle,
  type TablerIcon,
} from '@tabler/icons-react';

/** Addresses of the back-office catalog, under /admin/catalog. */
export const catalogPath = (path = '') => (path ? `/admin/catalog/${path}` : '/admin/catalog');
export const productPath = (id: number | 'new') => catalogPath(`products/${id}`);

export interface CatalogTab {
  path: string;
  label: string;
  icon: TablerIcon;
}

/** The catalog's sub-navigation, in order; labels are translation keys. */
export const CATALOG_TABS: CatalogTab[] = [
  { path: '', label: 'adminCatalog.tabs.products', icon: IconPill },
  { path: 'categories', label: 'adminCatalog.tabs.categories', icon: IconCategory },
  { path: 'generics', label: 'adminCatalog.tabs.generics', icon: IconDna },
  { path: 'brands', label: 'adminCatalog.tabs.brands', icon: IconBuildingFactory2 },
  { path: 'medicine-types', label: 'adminCatalog.tabs.medicineTypes', icon: IconVaccineBottle },
  { path: 'sliders', label: 'adminCatalog.tabs.sliders', icon: IconSlideshow },
  { path: 'imports', label: 'adminCatalog.tabs.imports', icon: IconFileImport },
];

/** The tab an address belongs to: products (its list and forms) unless a later tab matches. */
export function currentTab(pathname: string): CatalogTab {
  return (
    CATALOG_TABS.find(
      (tab) => tab.path && (pathname === catalogPath(tab.path) || pathname.startsWith(`${catalogPath(tab.path)}/`)),
    ) ?? CATALOG_TABS[0]
  );
}
