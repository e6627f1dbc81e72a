import { defineMessages } from '../define';

/** Payment pages and the `trn_message` the buyer sees back on the web page. */
export const payments = defineMessages({
  en: {
    'payments.result.paid': 'Your payment was successful. Thank you!',
    'payments.result.already_paid': 'This payment has already been received.',
    'payments.result.not_payable': 'This can no longer be paid: it was cancelled. Nothing was charged.',
    'payments.result.refund_due':
      'Your payment arrived after the order was cancelled. We have recorded it and will refund the full amount.',
    'payments.result.failed': 'Your payment failed. No money was taken; please try again.',
    'payments.result.cancelled': 'You cancelled the payment.',
    'payments.result.unverified':
      'We could not confirm this payment. If money was taken from your account, it will be confirmed shortly or refunded.',
    'payments.result.held':
      'Your payment is being reviewed by the payment gateway. We will confirm it as soon as the review is done.',
    'payments.result.gateway_unavailable': 'The payment gateway could not be reached. Please try again in a moment.',
    'payments.purpose.order': 'Medicine order #:id',
    'payments.purpose.booking': 'Booking #:id',
    'payments.purpose.provider_charge': 'Service charge of booking #:id',
    'payments.purpose.other': 'Payment #:id',
    'payments.page.title': 'Nirog test payment',
    'payments.page.sandbox_notice':
      'This is the built-in test gateway: no real money moves. Choose what the payment should do.',
    'payments.page.amount': 'Amount',
    'payments.page.for': 'For',
    'payments.page.pay': 'Pay',
    'payments.page.fail': 'Fail',
    'payments.page.cancel': 'Cancel',
    'payments.page.not_found_title': 'Payment not found',
    'payments.page.not_found': 'This payment link is not valid. Please start the payment again from your orders.',
    'payments.page.done': 'This payment is no longer waiting. Go back to Nirog to see its status.',
    'payments.page.back': 'Back to Nirog',
    'payments.not_held': 'This payment is not waiting for a review.',
  },
  bn: {
    'payments.result.paid': 'আপনার পেমেন্ট সফল হয়েছে। ধন্যবাদ!',
    'payments.result.already_paid': 'এই পেমেন্টটি আগেই গ্রহণ করা হয়েছে।',
    'payments.result.not_payable': 'এটি আর পরিশোধ করা যাবে না: এটি বাতিল করা হয়েছে। কোনো টাকা কাটা হয়নি।',
    'payments.result.refund_due':
      'অর্ডারটি বাতিল হওয়ার পরে আপনার পেমেন্ট পৌঁছেছে। আমরা তা লিপিবদ্ধ করেছি এবং পুরো টাকা ফেরত দেব।',
    'payments.result.failed': 'আপনার পেমেন্ট ব্যর্থ হয়েছে। কোনো টাকা কাটা হয়নি; অনুগ্রহ করে আবার চেষ্টা করুন।',
    'payments.result.cancelled': 'আপনি পেমেন্টটি বাতিল করেছেন।',
    'payments.result.unverified':
      'আমরা এই পেমেন্টটি নিশ্চিত করতে পারিনি। আপনার অ্যাকাউন্ট থেকে টাকা কেটে থাকলে শিগগিরই তা নিশ্চিত করা হবে অথবা ফেরত দেওয়া হবে।',
    'payments.result.held': 'পেমেন্ট গেটওয়ে আপনার পেমেন্টটি যাচাই করছে। যাচাই শেষ হলেই আমরা তা নিশ্চিত করব।',
    'payments.result.gateway_unavailable': 'পেমেন্ট গেটওয়েতে সংযোগ করা যায়নি। অনুগ্রহ করে কিছুক্ষণ পরে আবার চেষ্টা করুন।',
    'payments.purpose.order': 'ওষুধের অর্ডার #:id',
    'payments.purpose.booking': 'বুকিং #:id',
    'payments.purpose.provider_charge': 'বুকিং #:id-এর সার্ভিস চার্জ',
    'payments.purpose.other': 'পেমেন্ট #:id',
    'payments.page.title': 'নিরোগ পরীক্ষামূলক পেমেন্ট',
    'payments.page.sandbox_notice':
      'এটি নিরোগের নিজস্ব পরীক্ষামূলক গেটওয়ে: কোনো আসল টাকা লেনদেন হয় না। পেমেন্টের ফলাফল বেছে নিন।',
    'payments.page.amount': 'পরিমাণ',
    'payments.page.for': 'বিবরণ',
    'payments.page.pay': 'পরিশোধ করুন',
    'payments.page.fail': 'ব্যর্থ করুন',
    'payments.page.cancel': 'বাতিল করুন',
    'payments.page.not_found_title': 'পেমেন্ট পাওয়া যায়নি',
    'payments.page.not_found': 'এই পেমেন্ট লিংকটি সঠিক নয়। অনুগ্রহ করে আপনার অর্ডার থেকে আবার পেমেন্ট শুরু করুন।',
    'payments.page.done': 'এই পেমেন্টটি আর অপেক্ষমাণ নেই। এর অবস্থা দেখতে নিরোগে ফিরে যান।',
    'payments.page.back': 'নিরোগে ফিরে যান',
    'payments.not_held': 'এই পেমেন্টটি যাচাইয়ের অপেক্ষায় নেই।',
  },
});
