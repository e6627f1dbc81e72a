import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authTables } from '../auth';
import { catalogTables } from '../catalog';

/**
 * The wishlist of a logged-in user (spec 1 "Wishlist", kept with the account instead of only on the device):
 * one row per saved product, no duplicates. Guests keep theirs on the device; it is merged in at login.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogTables.products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_product_unique').on(t.userId, t.productId),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);
