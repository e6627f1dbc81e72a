import { defineMessages } from '../define';

/** Finding care: the public provider listings, profiles and reviews (spec 2 section 8). */
export const listings = defineMessages({
  en: {
    'listings.doctor_not_found': 'Doctor not found',
    'listings.doctor_unavailable': 'This doctor is unavailable',
    'listings.nurse_unavailable': 'This nurse is unavailable',
    'listings.ambulance_unavailable': 'This ambulance is unavailable',
    'reviews.already_reviewed': 'This booking has already been reviewed.',
    'reviews.provider_unavailable': 'This provider cannot be reviewed.',
    'reviews.not_completed': 'Only a completed booking can be reviewed.',
    'reviews.stored': 'Thank you for your review.',
  },
  bn: {
    'listings.doctor_not_found': 'ডাক্তার পাওয়া যায়নি',
    'listings.doctor_unavailable': 'এই ডাক্তার এখন পাওয়া যাচ্ছে না',
    'listings.nurse_unavailable': 'এই নার্স এখন পাওয়া যাচ্ছে না',
    'listings.ambulance_unavailable': 'এই অ্যাম্বুলেন্স এখন পাওয়া যাচ্ছে না',
    'reviews.already_reviewed': 'এই বুকিংয়ের রিভিউ আগেই দেওয়া হয়েছে।',
    'reviews.provider_unavailable': 'এই সেবাদাতার রিভিউ দেওয়া যাবে না।',
    'reviews.not_completed': 'শুধু সম্পন্ন বুকিংয়ের রিভিউ দেওয়া যায়।',
    'reviews.stored': 'আপনার রিভিউয়ের জন্য ধন্যবাদ।',
  },
});
