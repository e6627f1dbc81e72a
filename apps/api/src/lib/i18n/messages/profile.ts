import { defineMessages } from '../define';

/** The patient's profile: personal information, mobile number, profile photo, mail language. */
export const profile = defineMessages({
  en: {
    'profile.personal_information_updated': 'Your personal information has been updated.',
    'profile.phone_set': 'Your mobile number has been saved.',
    'profile.phone_already_set': 'Your account already has a mobile number.',
    'profile.phone_taken': 'This mobile number belongs to another account.',
    'profile.avatar_updated': 'Your profile photo has been updated.',
    'profile.language_updated': 'We will write to you in English.',
    'profile.avatar_image': 'The :attribute must be a PNG or JPEG image.',
    'profile.avatar_one_file': 'Please upload only one :attribute.',
    'profile.dob_future': 'The :attribute cannot be in the future.',
    'attribute.occupation': 'occupation',
    'attribute.dob': 'date of birth',
    'attribute.sex': 'sex',
    'attribute.country': 'country',
    'attribute.city': 'city',
    'attribute.avatar': 'profile photo',
  },
  bn: {
    'profile.personal_information_updated': 'আপনার ব্যক্তিগত তথ্য হালনাগাদ করা হয়েছে।',
    'profile.phone_set': 'আপনার মোবাইল নম্বর সংরক্ষণ করা হয়েছে।',
    'profile.phone_already_set': 'আপনার অ্যাকাউন্টে আগে থেকেই একটি মোবাইল নম্বর আছে।',
    'profile.phone_taken': 'এই মোবাইল নম্বরটি অন্য একটি অ্যাকাউন্টের।',
    'profile.avatar_updated': 'আপনার প্রোফাইল ছবি হালনাগাদ করা হয়েছে।',
    'profile.language_updated': 'আমরা আপনাকে বাংলায় লিখব।',
    'profile.avatar_image': ':attribute অবশ্যই PNG অথবা JPEG ছবি হতে হবে।',
    'profile.avatar_one_file': 'অনুগ্রহ করে একটিমাত্র :attribute আপলোড করুন।',
    'profile.dob_future': ':attribute ভবিষ্যতের তারিখ হতে পারবে না।',
    'attribute.occupation': 'পেশা',
    'attribute.dob': 'জন্ম তারিখ',
    'attribute.sex': 'লিঙ্গ',
    'attribute.country': 'দেশ',
    'attribute.city': 'শহর',
    'attribute.avatar': 'প্রোফাইল ছবি',
  },
});
