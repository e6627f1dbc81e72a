import { useEffect, useState } from 'react';
import { CART_LINES_MAX } from '@nirog/contracts/constants';
import { useCartStore } from '../../../stores/cart';
import { useCartItems } from '../api/get-cart-items';
import { mergeRefresh } from '../utils/cart-lines';

/**
 * Refreshes the cart once from the server when it has items (spec 1 section 4): the ids of the cart as the
 * page opened are asked for, fresh prices are stored and products no longer sold are flagged. A failure is
 * only logged (spec 1 section 8).
 */
export function useCartRefresh() {
  const [ids] = useState(() =>
    useCartStore
      .getState()
      .items.map((i) => i.id)
      .slice(0, CART_LINES_MAX),
  );
  const query = useCartItems(ids);
  const { data, error } = query;

  useEffect(() => {
    if (!data) return;
    const { items, replace } = useCartStore.getState();
    replace(mergeRefresh(items, ids, data.cart_items));
  }, [data, ids]);

  useEffect(() => {
    if (error) console.error('The cart could not be refreshed', error);
  }, [error]);

  return query;
}
