import { defineMessages } from '../define';

/** Medicine shop: product page and shop query fields. */
export const catalog = defineMessages({
  en: {
    'catalog.product_unavailable': 'This product is unavailable',
    'attribute.category': 'category',
    'attribute.order_by': 'sort order',
    'attribute.kind': 'slider kind',
    'attribute.productId': 'product',
  },
  bn: {
    'catalog.product_unavailable': 'এই পণ্যটি এখন পাওয়া যাচ্ছে না',
    'attribute.category': 'ক্যাটাগরি',
    'attribute.order_by': 'সাজানোর ক্রম',
    'attribute.kind': 'স্লাইডারের ধরন',
    'attribute.productId': 'পণ্য',
  },
});
