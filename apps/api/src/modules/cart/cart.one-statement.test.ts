import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { plainInsert } from './cart.one-statement';
import { orderItems } from './cart.tables';

const render = (statement: ReturnType<typeof plainInsert>) => new PgDialect().sqlToQuery(statement);
const line = { orderId: 7, productId: 3, title: 'Napa 500', slug: 'napa', image: null, qty: 2, unitPricePoisha: 120 };

describe('plainInsert', () => {
  it("names the rows' columns by their database names and binds every value, nulls included", () => {
    const { sql, params } = render(plainInsert(orderItems, [line, { ...line, productId: 4, title: "O'Brien" }]));
    expect(sql).toBe(
      'INSERT INTO "order_items" ("order_id", "product_id", "title", "slug", "image", "qty", "unit_price_poisha") ' +
        'VALUES ($1, $2, $3, $4, $5, $6, $7), ($8, $9, $10, $11, $12, $13, $14)',
    );
    expect(params).toEqual([7, 3, 'Napa 500', 'napa', null, 2, 120, 7, 4, "O'Brien", 'napa', null, 2, 120]);
  });

  it('leaves out columns that are not given, so they take their defaults', () => {
    const { sql } = render(
      plainInsert(orderItems, [{ orderId: 1, title: 'x', qty: 1, unitPricePoisha: 5, slug: undefined }]),
    );
    expect(sql).toBe(
      'INSERT INTO "order_items" ("order_id", "title", "qty", "unit_price_poisha") VALUES ($1, $2, $3, $4)',
    );
  });

  it('refuses rows that name different columns', () => {
    expect(() =>
      plainInsert(orderItems, [
        { orderId: 1, title: 'x', qty: 1, unitPricePoisha: 5 },
        { orderId: 1, title: 'y', qty: 1, unitPricePoisha: 5, slug: 'y' },
      ]),
    ).toThrow('every row must name the same columns');
  });
});
