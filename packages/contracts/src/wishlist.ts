import { z } from 'zod';
import { ProductCardSchema } from './catalog';
import { IdFromTextSchema, IdSchema } from './common';
import { WISHLIST_MAX } from './constants';

export { WISHLIST_MAX } from './constants';

/**
 * The wishlist of a logged-in user, kept with the account (issue 11 item 10; spec 1 keeps a guest's on the
 * device). Every call needs a login; every answer is the whole list, newest first, as product cards (products
 * that left the shop are not listed).
 * - `GET /api/auth/wishlist`
 * - `POST /api/auth/wishlist` `{ product_id }`: adds (a product already there is not added twice);
 *   a product that is not in the shop is a 422 on `product_id`.
 * - `DELETE /api/auth/wishlist/{productId}`: removes (nothing to remove is still a success).
 * - `POST /api/auth/wishlist/merge` `{ product_ids }`: the device's list, sent right after login or
 *   registration; adds those not there yet (repeats ignored, so sending it twice changes nothing), skips products
 *   that have left the shop. At most WISHLIST_MAX ids, each a valid id (else 422 on `product_ids` / `product_ids.N`).
 * A list already holding WISHLIST_MAX products refuses more (422 on `product_id`; a merge adds up to the limit).
 */
export const WishlistAddBodySchema = z.object({ product_id: IdSchema });
export type WishlistAddBody = z.infer<typeof WishlistAddBodySchema>;
export const WishlistParamsSchema = z.object({ productId: IdFromTextSchema });
export const WishlistMergeBodySchema = z.object({ product_ids: z.array(IdSchema).max(WISHLIST_MAX) });
export type WishlistMergeBody = z.infer<typeof WishlistMergeBodySchema>;

export const WishlistResponseSchema = z.object({
  /** Set on writes: the toast to show ('Successfully added to wishlist', ...). */
  message: z.string().optional(),
  data: z.array(ProductCardSchema),
});
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;
