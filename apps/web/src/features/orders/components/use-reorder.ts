import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { Order } from '@nirog/contracts';
import { errorMessage } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/digits';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useCartStore } from '../../../stores/cart';
import { useLanguageStore } from '../../../stores/language';
import { orderProductsQueryOptions } from '../api/get-order-products';

/**
 * Reorder: the order's products that are still sold go back into the cart with their quantities (at today's
 * price), a toast says how many, and the cart opens. Products no longer sold are left out and counted.
 */
export function useReorder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useLanguageStore((s) => s.language);

  return useMutation({
    mutationFn: async (order: Order) => {
      const ids = [...new Set(order.order_items.flatMap((i) => (i.product_id ? [i.product_id] : [])))];
      const { cart_items } = ids.length
        ? await queryClient.fetchQuery(orderProductsQueryOptions(ids))
        : { cart_items: [] };
      const byId = new Map(cart_items.filter((p) => p.available).map((p) => [p.id, p]));
      let added = 0;
      for (const item of order.order_items) {
        const product = item.product_id ? byId.get(item.product_id) : undefined;
        if (!product) continue;
        useCartStore.getState().add(
          {
            id: product.id,
            slug: product.slug,
            title: product.title,
            bn_title: product.bn_title,
            image: product.image?.thumbnail ?? product.image?.image ?? null,
            final_price: product.final_price,
            price: product.price,
            available: true,
          },
          item.qty,
        );
        added += 1;
      }
      return { added, missing: order.order_items.length - added };
    },
    onSuccess: ({ added, missing }) => {
      if (added === 0) {
        notify('warning', t('orders.reorder.noneAvailable'));
        return;
      }
      notify('success', t('orders.reorder.added', { count: added, n: formatNumber(added, language) }));
      if (missing > 0) {
        notify('warning', t('orders.reorder.someMissing', { count: missing, n: formatNumber(missing, language) }));
      }
      navigate(paths.cart);
    },
    onError: (error) => notify('error', errorMessage(error, t)),
  });
}
