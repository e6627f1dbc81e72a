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
/** The people carousels of the home page, each filled by its module (app.ts passes them in). */
export type HomeProviderSections = { [K in ProviderKey]: (db: DbOrTx) => Promise<HomeData[K]> };

/** No people carousels (a catalogue without the provider modules). */
export const NO_HOME_PROVIDERS: HomeProviderSections = {
  bdDoctors: async () => [],
  inDoctors: async () => [],
  nurses: async () => [],
  ambulances: async () => [],
};

/** GET /api/home/popular-home-items */
export async function popularHomeItems(
  db: DbOrTx,
  sections: HomeProviderSections = NO_HOME_PROVIDERS,
): Promise<PopularHomeItemsResponse> {
  const [products, bdDoctors, inDoctors, nurses, ambulances] = await Promise.all([
    listPopularProducts(db),
    sections.bdDoctors(db),
    sections.inDoctors(db),
    sections.nurses(db),
    sections.ambulances(db),
  ]);
  return { data: { products, bdDoctors, inDoctors, nurses, ambulances } };
}
