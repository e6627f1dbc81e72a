import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ProductCard } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { toTaka } from '../../lib/money';
import { brands, medicineTypes, products } from './catalog.tables';

interface CardRow extends Record<string, unknown> {
  id: number;
  slug: string;
  title: string;
  bn_title: string | null;
  power: string | null;
  price_poisha: number;
  discount_percent: string | number;
  final_price_poisha: number;
  views: number;
  prescription_required: boolean;
  for_sale: boolean;
  pack_unit: string | null;
  medicine_type: string | null;
  medicine_type_bn: string | null;
  brand: string | null;
  generics: Array<{ id: number; title: string }> | string;
  image: { image: string; thumbnail: string | null } | string | null;
}

/** node-postgres parses json columns; PGlite may hand them over as text. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * Product cards for the ids an `idQuery` selects (a query with a single `id` column), in that
 * query's order, in one round trip: the page's ids are fixed first (the ordering, limit and offset
 * run over products alone), then each card gets its dosage form, manufacturer, generics and first
 * image.
 */
export async function cardsInOrder(db: DbOrTx, idQuery: SQL): Promise<ProductCard[]> {
  // Both drivers (node-postgres and PGlite) answer raw queries with `{ rows }`.
  const result = (await db.execute<CardRow>(sql`
    SELECT p.id, p.slug, p.title, p.bn_title, p.power, p.price_poisha, p.discount_percent,
      p.final_price_poisha, p.views, p.prescription_required, p.for_sale, p.pack_unit,
      mt.title AS medicine_type, mt.bn_title AS medicine_type_bn, b.name AS brand,
      coalesce((${genericsOf(sql`p.id`)}), '[]'::json) AS generics,
      (
        SELECT json_build_object('image', i.image, 'thumbnail', i.thumbnail)
        FROM product_images i WHERE i.product_id = p.id ORDER BY i.sort, i.id LIMIT 1
      ) AS image
    FROM unnest(ARRAY(${idQuery})) WITH ORDINALITY AS page(id, ord)
    JOIN products p ON p.id = page.id
    LEFT JOIN medicine_types mt ON mt.id = p.medicine_type_id
    LEFT JOIN brands b ON b.id = p.brand_id
    ORDER BY page.ord`)) as unknown as { rows: CardRow[] };
  return result.rows.map(toCard);
}

const ids = sql.placeholder('ids');

/**
 * A card's generics as a JSON array, by name. Each generic is read by its key (the `OFFSET 0` keeps the
 * planner from joining): joined, the small generics table was read in full and hashed for every card
 * (0.02 ms a card, 189 generics in the generated catalogue; 0.007 ms this way).
 */
const genericsOf = (productId: SQLWrapper) => sql`
  SELECT json_agg(json_build_object('id', g.id, 'title', g.title) ORDER BY g.title)
  FROM product_generics pg
  CROSS JOIN LATERAL (SELECT g.id, g.title FROM generics g WHERE g.id = pg.generic_id OFFSET 0) g
  WHERE pg.product_id = ${productId}`;

/** The columns of a card, for a statement over `products` (see `preparedCards`). */
const cardColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  bn_title: products.bnTitle,
  power: products.power,
  price_poisha: products.pricePoisha,
  discount_percent: products.discountPercent,
  final_price_poisha: products.finalPricePoisha,
  views: products.views,
  prescription_required: products.prescriptionRequired,
  for_sale: products.forSale,
  pack_unit: products.packUnit,
  medicine_type: medicineTypes.title,
  medicine_type_bn: medicineTypes.bnTitle,
  brand: brands.name,
  generics: sql<CardRow['generics']>`coalesce((${genericsOf(products.id)}), '[]'::json)`,
  image: sql<CardRow['image']>`(
    SELECT json_build_object('image', i.image, 'thumbnail', i.thumbnail)
    FROM product_images i WHERE i.product_id = ${products.id} ORDER BY i.sort, i.id LIMIT 1
  )`,
};

type CardsStatement = { execute(values?: Record<string, unknown>): Promise<unknown[]> };

/**
 * Named statements of cards, prepared once per database handle and name: on PostgreSQL each pooled
 * connection parses and plans one once (its generic plan), where `cardsInOrder` plans on every call.
 * `where` and `order` may hold placeholders (`sql.placeholder`); a statement's text must depend on its name only.
 */
const statements = new WeakMap<object, Map<string, CardsStatement>>();

export function preparedCards(
  db: DbOrTx,
  name: string,
  build: () => { where: SQL; order: SQL[] },
): (values: Record<string, unknown>) => Promise<ProductCard[]> {
  let ofDb = statements.get(db);
  if (!ofDb) statements.set(db, (ofDb = new Map()));
  let statement = ofDb.get(name);
  if (!statement) {
    const { where, order } = build();
    statement = db
      .select(cardColumns)
      .from(products)
      .leftJoin(medicineTypes, eq(medicineTypes.id, products.medicineTypeId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .orderBy(...order)
      .prepare(name) as CardsStatement;
    ofDb.set(name, statement);
  }
  const prepared = statement;
  return async (values) => toCards(await prepared.execute(values));
}

/**
 * The cards of a page whose ids `idQuery` selects (a query with a single `id` column), in its order, as one
 * statement with it: `idQuery` runs once inside (an array of ids), each card read by primary key. A round
 * trip a page saves against reading the ids, then `cardsByIds`. Returns the query unprepared, for the
 * caller to name (its text depends on `idQuery`'s); `toCards` maps its rows.
 */
export function pageCardsQuery(db: DbOrTx, idQuery: SQLWrapper) {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(sql`unnest(ARRAY(${idQuery})) WITH ORDINALITY AS page(id, ord)`, sql`page.id = ${products.id}`)
    .leftJoin(medicineTypes, eq(medicineTypes.id, products.medicineTypeId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .orderBy(sql`page.ord`);
}

/** Cards of a statement's rows (`cardColumns`). */
export const toCards = (rows: unknown[]): ProductCard[] => rows.map((r) => toCard(r as CardRow));

/** Cards of known ids, in the order given. */
export async function cardsByIds(db: DbOrTx, idList: number[]): Promise<ProductCard[]> {
  if (idList.length === 0) return [];
  const read = preparedCards(db, 'catalog_cards_by_ids', () => ({
    where: sql`${products.id} = ANY(${ids}::integer[])`,
    order: [sql`array_position(${ids}::integer[], ${products.id})`],
  }));
  return read({ ids: idList.map((id) => Math.trunc(id)) });
}

function toCard(r: CardRow): ProductCard {
  return {
    id: Number(r.id),
    slug: r.slug,
    title: r.title,
    bn_title: r.bn_title,
    power: r.power,
    price: toTaka(Number(r.price_poisha)),
    discount: Number(r.discount_percent),
    final_price: toTaka(Number(r.final_price_poisha)),
    views: Number(r.views),
    prescription_required: r.prescription_required,
    for_sale: r.for_sale,
    pack_unit: r.pack_unit,
    image: r.image === null ? null : json(r.image),
    medicinetype: r.medicine_type === null ? null : { title: r.medicine_type, bn_title: r.medicine_type_bn },
    generics: json(r.generics),
    brand: r.brand === null ? null : { name: r.brand },
  };
}

/**
 * What an order line copies from a product when it is bought: its titles, slug, the final price and the
 * first picture (its thumbnail when there is one). Select with `db.select(orderLineColumns).from(products)`.
 */
export const orderLineColumns = {
  id: products.id,
  title: products.title,
  bnTitle: products.bnTitle,
  slug: products.slug,
  active: products.active,
  forSale: products.forSale,
  finalPricePoisha: products.finalPricePoisha,
  // Spelled out with an alias: drizzle writes the columns of a select's own fields unqualified (`"id"`), which
  // inside this subquery would name product_images.id and give every line the same first picture.
  image: sql<string | null>`(SELECT coalesce(i.thumbnail, i.image) FROM product_images i
    WHERE i.product_id = "products"."id" ORDER BY i.sort, i.id LIMIT 1)`,
};
