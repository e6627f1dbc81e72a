import { vi } from 'vitest';
import type { Category, Product, ProductCard, ShopResponse } from '@nirog/contracts';
import { stubApi } from '../../../../test/api';

type Routes = Parameters<typeof stubApi>[0];

export function makeProduct(overrides: Partial<ProductCard> = {}): ProductCard {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `napa-500-${id}`,
    title: `Napa ${id}`,
    bn_title: `নাপা ${id}`,
    power: '500 mg',
    price: 12,
    discount: 0,
    final_price: 12,
    views: 42,
    prescription_required: false,
    for_sale: true,
    pack_unit: null,
    image: { image: `products/${id}.png`, thumbnail: `products/${id}-thumb.png` },
    medicinetype: { title: 'Tablet', bn_title: 'ট্যাবলেট' },
    generics: [{ id: 1, title: 'Paracetamol' }],
    brand: { name: 'Beximco Pharmaceuticals' },
    ...overrides,
  };
}

export function makeFullProduct(overrides: Partial<Product> = {}): Product {
  return {
    ...makeProduct(),
    images: [
      { id: 1, image: 'products/1.png', thumbnail: 'products/1-thumb.png' },
      { id: 2, image: 'products/1b.png', thumbnail: 'products/1b-thumb.png' },
    ],
    categories: [],
    product_detail: null,
    ...overrides,
  };
}

export const categories: Category[] = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  name: `Category ${i + 1}`,
  bn_name: `বিভাগ ${i + 1}`,
  logo: null,
}));

export function page(data: ProductCard[], current_page = 1, last_page = 1): ShopResponse {
  return { data, current_page, last_page, per_page: 2, total: data.length, from: null, to: null };
}

/**
 * Stubs the API (like test/api.ts) and answers `/api/shop` from its query string. Returns the query
 * strings of every shop request, in order.
 */
export function stubShop(answer: (query: URLSearchParams) => ShopResponse, routes: Routes = {}) {
  stubApi({ 'GET /api/categories': { body: categories }, 'GET /api/sliders/shop-slider': { body: [] }, ...routes });
  const base = globalThis.fetch;
  const shopQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/shop') return base(input, init);
      shopQueries.push(url.searchParams);
      return new Response(JSON.stringify(answer(url.searchParams)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return shopQueries;
}
