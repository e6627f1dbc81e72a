import { and, asc, eq } from 'drizzle-orm';
import type { Category, PopularHomeItemsResponse, Slider, SliderKind } from '@nirog/contracts';
import type { DbOrTx } from '../../../db/client';
import { listPopularProducts } from './catalog.shop.service';
import { categories, sliders } from '../catalog.tables';

/** GET /api/categories: active categories in their display order. */
export async function listCategories(db: DbOrTx): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name, bn_name: categories.bnName, logo: categories.logo })
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.sort), asc(categories.name), asc(categories.id));
}

/** GET /api/sliders/{kind}: active slides of one kind in their display order. */
export async function listSliders(db: DbOrTx, kind: SliderKind): Promise<Slider[]> {
  return db
    .select({
      id: sliders.id,
      image: sliders.image,
      title: sliders.title,
      bn_title: sliders.bnTitle,
      link: sliders.link,
    })
    .from(sliders)
    .where(and(eq(sliders.kind, kind), eq(sliders.active, true)))
    .orderBy(asc(sliders.sort), asc(sliders.id));
}

type HomeData = PopularHomeItemsResponse['data'];
type ProviderKey = Exclude<keyof HomeData, 'products'>;
export type HomeSectionLoader = (db: DbOrTx) => Promise<HomeData[ProviderKey]>;

/**
 * The provider sections of the home page. Each is filled by its module (doctors, nurses,
 * ambulances): replace the loader with that module's index function when it exists.
 */
export const HOME_PROVIDER_SECTIONS: Record<ProviderKey, HomeSectionLoader> = {
  bdDoctors: async () => [],
  inDoctors: async () => [],
  nurses: async () => [],
  ambulances: async () => [],
};

/** GET /api/home/popular-home-items */
export async function popularHomeItems(
  db: DbOrTx,
  sections: Record<ProviderKey, HomeSectionLoader> = HOME_PROVIDER_SECTIONS,
): Promise<PopularHomeItemsResponse> {
  const keys = Object.keys(sections) as ProviderKey[];
  const [products, ...lists] = await Promise.all([listPopularProducts(db), ...keys.map((k) => sections[k](db))]);
  const data = { products } as HomeData;
  keys.forEach((k, i) => (data[k] = lists[i]));
  return { data };
}
