import { defineMessages } from '../define';

/** Field names used inside validation lines. Add a field here when a form gains one. */
export const attributes = defineMessages({
  en: {
    'attribute.name': 'name',
    'attribute.image': 'image',
    'attribute.file': 'file',
    'attribute.email': 'email',
    'attribute.phone': 'phone',
    'attribute.password': 'password',
    'attribute.password_confirmation': 'password confirmation',
    'attribute.old_password': 'current password',
    'attribute.parent_referral_code': 'referral code',
    'attribute.token': 'token',
    'attribute.subject': 'subject',
    'attribute.message': 'message',
    'attribute.page': 'page',
    'attribute.keyword': 'keyword',
  },
  bn: {
    'attribute.image': 'ছবি',
    'attribute.file': 'ফাইল',
    'attribute.name': 'নাম',
    'attribute.email': 'ইমেইল',
    'attribute.phone': 'মোবাইল নম্বর',
    'attribute.password': 'পাসওয়ার্ড',
    'attribute.password_confirmation': 'পাসওয়ার্ড নিশ্চিতকরণ',
    'attribute.old_password': 'বর্তমান পাসওয়ার্ড',
    'attribute.parent_referral_code': 'রেফারেল কোড',
    'attribute.token': 'টোকেন',
    'attribute.subject': 'বিষয়',
    'attribute.message': 'বার্তা',
    'attribute.page': 'পৃষ্ঠা',
    'attribute.keyword': 'খোঁজার শব্দ',
  },
});
