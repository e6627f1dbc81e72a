import { inArray } from 'drizzle-orm';
import { CART_QTY_MAX } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { ValidationError, fieldError, type FieldErrors } from '../../lib/errors';
import { catalogTables, orderLineColumns } from '../catalog';

export interface RequestedLine {
  productId: number;
  qty: number;
}

/** Where a line's problems are reported: checkout says `cart_contents.N.id`, staff orders `items.N.product_id`. */
export interface LineFields {
  product(index: number): string;
  qty(index: number): string;
}

/** An order line priced from the catalogue, as order_items stores it. */
export interface PricedLine {
  productId: number;
  title: string;
  bnTitle: string | null;
  slug: string | null;
  image: string | null;
  qty: number;
  unitPricePoisha: number;
}

type MergedLine = RequestedLine & { index: number };

/** Merges repeated products (quantities add up, still at most CART_QTY_MAX); keeps the first index. */
function mergeLines(lines: RequestedLine[], fields: LineFields): MergedLine[] {
  const merged = new Map<number, MergedLine>();
  lines.forEach((line, index) => {
    const seen = merged.get(line.productId);
    if (!seen) {
      merged.set(line.productId, { ...line, index });
      return;
    }
    seen.qty += line.qty;
    if (seen.qty > CART_QTY_MAX) throw fieldError(fields.qty(index), 'cart.qty_too_many', { max: CART_QTY_MAX });
  });
  return [...merged.values()];
}

/**
 * Prices the lines from the catalogue (anything a client says about price is never read). One query;
 * a missing or inactive product, or one listed as not for sale, is a 422 on its line. Repeated products are merged first.
 */
export async function priceLines(db: DbOrTx, lines: RequestedLine[], fields: LineFields): Promise<PricedLine[]> {
  const merged = mergeLines(lines, fields);
  const { products } = catalogTables;
  const rows = await db
    .select(orderLineColumns)
    .from(products)
    .where(
      inArray(
        products.id,
        merged.map((l) => l.productId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: FieldErrors = {};
  for (const line of merged) {
    const product = byId.get(line.productId);
    if (!product || !product.active) problems[fields.product(line.index)] = ['cart.product_unavailable'];
    else if (!product.forSale) problems[fields.product(line.index)] = ['cart.product_not_for_sale'];
  }
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return merged.map((line) => {
    const product = byId.get(line.productId)!;
    return {
      productId: product.id,
      title: product.title,
      bnTitle: product.bnTitle,
      slug: product.slug,
      image: product.image,
      qty: line.qty,
      unitPricePoisha: product.finalPricePoisha,
    };
  });
}

export const subTotalOf = (lines: PricedLine[]) =>
  lines.reduce((sum, line) => sum + line.unitPricePoisha * line.qty, 0);
