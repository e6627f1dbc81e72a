import { defineMessages } from '../define';

/** The patient's account pages: shipping address. */
export const accounts = defineMessages({
  en: {
    'accounts.address.saved': 'Your shipping address has been saved.',
    'attribute.post_code': 'post code',
    'attribute.effective_delivery': 'delivery place',
    'attribute.location': 'location',
  },
  bn: {
    'accounts.address.saved': 'আপনার ডেলিভারি ঠিকানা সংরক্ষণ করা হয়েছে।',
    'attribute.post_code': 'পোস্ট কোড',
    'attribute.effective_delivery': 'ডেলিভারির স্থান',
    'attribute.location': 'ঠিকানা',
  },
});
