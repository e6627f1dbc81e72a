import { defineMessages } from '../define';

export const content = defineMessages({
  en: {
    'content.contact.thanks': 'Thank you for contacting us. We will get back to you soon.',
    'content.settings.saved': 'Settings saved.',
    'attribute.call_to_order_phone': 'call to order number',
    'attribute.contact_address': 'contact address',
    'attribute.contact_address_bn': 'contact address (Bengali)',
    'attribute.contact_email': 'contact email',
    'attribute.contact_phone': 'contact phone',
    'attribute.shipping_fee_inside_dhaka': 'delivery charge inside Dhaka',
    'attribute.shipping_fee_outside_dhaka': 'delivery charge outside Dhaka',
    'attribute.referral_text': 'referral instructions',
    'attribute.referral_text_bn': 'referral instructions (Bengali)',
    'attribute.referral_banner': 'referral banner',
    'attribute.inr_exchange_rate': 'rupee exchange rate',
  },
  bn: {
    'content.contact.thanks': 'আমাদের সাথে যোগাযোগ করার জন্য ধন্যবাদ। আমরা শীঘ্রই আপনার সাথে যোগাযোগ করব।',
    'content.settings.saved': 'সেটিংস সংরক্ষণ করা হয়েছে।',
    'attribute.call_to_order_phone': 'অর্ডারের জন্য কল নম্বর',
    'attribute.contact_address': 'যোগাযোগের ঠিকানা',
    'attribute.contact_address_bn': 'যোগাযোগের ঠিকানা (বাংলা)',
    'attribute.contact_email': 'যোগাযোগের ইমেইল',
    'attribute.contact_phone': 'যোগাযোগের ফোন নম্বর',
    'attribute.shipping_fee_inside_dhaka': 'ঢাকার ভেতরে ডেলিভারি চার্জ',
    'attribute.shipping_fee_outside_dhaka': 'ঢাকার বাইরে ডেলিভারি চার্জ',
    'attribute.referral_text': 'রেফারেল নির্দেশনা',
    'attribute.referral_text_bn': 'রেফারেল নির্দেশনা (বাংলা)',
    'attribute.referral_banner': 'রেফারেল ব্যানার',
    'attribute.inr_exchange_rate': 'রুপির বিনিময় হার',
  },
});
