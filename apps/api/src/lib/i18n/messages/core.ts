import { defineMessages } from '../define';

export const core = defineMessages({
  en: {
    'http.not_found': 'Not Found',
    'http.forbidden': 'This action is unauthorized.',
    'http.server_error': 'Server Error',
    'http.bad_request': 'The request could not be understood.',
    'http.payload_too_large': 'The request is too large.',
    'http.unsupported_media_type': 'Unsupported content type.',
    'http.too_many_requests': 'Too many attempts. Please try again in :seconds seconds.',
    'auth.unauthenticated': 'Unauthenticated.',
    'auth.blocked': 'Your account has been blocked. Please contact support.',
  },
  bn: {
    'http.not_found': 'খুঁজে পাওয়া যায়নি',
    'http.forbidden': 'এই কাজের অনুমতি আপনার নেই।',
    'http.server_error': 'সার্ভারে সমস্যা হয়েছে',
    'http.bad_request': 'অনুরোধটি বোঝা যায়নি।',
    'http.payload_too_large': 'অনুরোধটি অনেক বড়।',
    'http.unsupported_media_type': 'এই ধরনের কনটেন্ট গ্রহণযোগ্য নয়।',
    'http.too_many_requests': 'অনেকবার চেষ্টা করা হয়েছে। :seconds সেকেন্ড পরে আবার চেষ্টা করুন।',
    'auth.unauthenticated': 'লগইন করা নেই।',
    'auth.blocked': 'আপনার অ্যাকাউন্টটি বন্ধ করা হয়েছে। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  },
});
