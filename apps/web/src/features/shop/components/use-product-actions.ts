import { useTranslation } from '../../../i18n';
import type { ProductCard } from '@nirog/contracts';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCartStore } from '../../../stores/cart';
import { toggleWishlist, wishlistItemOf } from '../../../stores/wishlist';

type Sellable = Pick<
  ProductCard,
  'id' | 'slug' | 'title' | 'image' | 'final_price' | 'price' | 'prescription_required'
>;

/** Add-to-cart and wishlist actions with the spec's toasts (spec 1 sections 4 and 8). */
export function useProductActions() {
  const { t } = useTranslation();
  const addLine = useCartStore((s) => s.add);

  return {
    addToCart(product: Sellable) {
      addLine({ ...wishlistItemOf(product), prescription_required: product.prescription_required });
      notify('success', t('shop.addedToCart'));
    },
    /** The heart: adds the product, or removes it when it is already in the wishlist (the account's when logged in). */
    async toggleWishlist(product: Sellable) {
      try {
        const done = await toggleWishlist(wishlistItemOf(product));
        notify('success', done === 'added' ? t('shop.addedToWishlist') : t('wishlist.removed'));
      } catch (error) {
        notify('error', error instanceof ApiError ? error.message : t('wishlist.somethingWrong'));
      }
    },
  };
}
