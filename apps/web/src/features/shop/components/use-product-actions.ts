import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@nirog/contracts';
import { notify } from '../../../lib/notify';
import { useCartStore } from '../../../stores/cart';
import { useWishlistStore } from '../../../stores/wishlist';

type Sellable = Pick<ProductCard, 'id' | 'slug' | 'title' | 'image' | 'final_price' | 'price'>;

/** Add-to-cart and wishlist actions with the spec's toasts (spec 1 sections 4 and 8). */
export function useProductActions() {
  const { t } = useTranslation();
  const addLine = useCartStore((s) => s.add);
  const addWish = useWishlistStore((s) => s.add);
  const removeWish = useWishlistStore((s) => s.remove);

  const line = (p: Sellable) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    image: p.image?.thumbnail ?? p.image?.image ?? null,
    final_price: p.final_price,
    price: p.price,
  });

  return {
    addToCart(product: Sellable) {
      addLine(line(product));
      notify('success', t('shop.addedToCart'));
    },
    /** The heart: adds the product, or removes it when it is already in the wishlist. */
    toggleWishlist(product: Sellable) {
      if (addWish(line(product))) notify('success', t('shop.addedToWishlist'));
      else if (removeWish(product.id)) notify('success', t('wishlist.removed'));
    },
  };
}
