import type { ShopOrderBy } from '@nirog/contracts';

/** The shop list's filters, as kept in the URL. */
export interface ShopFilters {
  keyword: string;
  orderBy: ShopOrderBy | undefined;
  category: number | undefined;
}

/** Every cache key of the shop feature, in one factory. */
export const shopKeys = {
  all: ['shop'] as const,
  categories: () => [...shopKeys.all, 'categories'] as const,

  products: (filters: ShopFilters) => [...shopKeys.all, 'products', filters] as const,
  product: (slug: string) => [...shopKeys.all, 'product', slug] as const,
  suggestions: (keyword: string) => [...shopKeys.all, 'suggestions', keyword] as const,
  alternatives: (productId: number) => [...shopKeys.all, 'alternatives', productId] as const,
};
