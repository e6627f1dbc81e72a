import { defineMessages } from '../define';

/** The account's wishlist (spec 1 section 8 toasts, in corrected English). */
export const wishlist = defineMessages({
  en: {
    'wishlist.added': 'Successfully added to wishlist',
    'wishlist.removed': 'Item successfully removed from your favourite list',
    'wishlist.merged': 'Your saved products are now in your wishlist',
    'wishlist.full': 'Your wishlist already holds :max products. Remove some first.',
    'attribute.product_ids': 'products',
  },
  bn: {
    'wishlist.added': 'সফলভাবে পছন্দের তালিকায় যোগ হয়েছে',
    'wishlist.removed': 'পণ্যটি আপনার পছন্দের তালিকা থেকে সফলভাবে সরানো হয়েছে',
    'wishlist.merged': 'আপনার সংরক্ষিত পণ্যগুলো এখন আপনার পছন্দের তালিকায়',
    'wishlist.full': 'আপনার পছন্দের তালিকায় ইতিমধ্যে :maxটি পণ্য আছে। আগে কয়েকটি সরান।',
    'attribute.product_ids': 'পণ্যগুলো',
  },
});
