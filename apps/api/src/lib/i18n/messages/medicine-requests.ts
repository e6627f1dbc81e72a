import { defineMessages } from '../define';

/** Medicine requests, the pharmacist's request queue and their mails. */
export const medicineRequests = defineMessages({
  en: {
    'medicine_requests.stored': 'Your medicine request has been sent. We will let you know when it is available.',
    'medicine_requests.too_many_open':
      'You already have :max open medicine requests. Please wait until some of them are answered.',
    'medicine_requests.not_found': 'Medicine request not found.',
    'medicine_requests.product_unavailable': 'Choose a product that is active in the shop.',
    'medicine_requests.unchanged': 'Nothing to change: the request already has this status, product and note.',
    'medicine_requests.updated': 'The medicine request is now :status.',
    'medicine_requests.status.Pending': 'Pending',
    'medicine_requests.status.Processing': 'Processing',
    'medicine_requests.status.Ready': 'Ready',
    'medicine_requests.status.Declined': 'Declined',
    'medicine_requests.mail.ready.subject': '":name" is now available at Nirog',
    'medicine_requests.mail.ready.intro':
      'Good news: the medicine you asked for, ":name", is now in our shop as :product.',
    'medicine_requests.mail.ready.action': 'View the medicine',
    'medicine_requests.mail.declined.subject': 'About your medicine request ":name"',
    'medicine_requests.mail.declined.intro': 'We are sorry: we could not find ":name" for you.',
    'medicine_requests.mail.declined.reason': 'Reason: :reason',
    'medicine_requests.mail.declined.action': 'See my medicine requests',
    'medicine_requests.mail.note': "Pharmacist's note: :note",
    'attribute.product_id': 'product',
  },
  bn: {
    'medicine_requests.stored': 'আপনার ওষুধের অনুরোধ পাঠানো হয়েছে। ওষুধটি পাওয়া গেলে আমরা আপনাকে জানাব।',
    'medicine_requests.too_many_open':
      'আপনার ইতিমধ্যে :maxটি চলমান ওষুধের অনুরোধ আছে। অনুগ্রহ করে কয়েকটির উত্তর পাওয়া পর্যন্ত অপেক্ষা করুন।',
    'medicine_requests.not_found': 'ওষুধের অনুরোধটি পাওয়া যায়নি।',
    'medicine_requests.product_unavailable': 'দোকানে সক্রিয় আছে এমন একটি পণ্য বেছে নিন।',
    'medicine_requests.unchanged': 'বদলানোর কিছু নেই: অনুরোধটির অবস্থা, পণ্য ও মন্তব্য আগের মতোই আছে।',
    'medicine_requests.updated': 'ওষুধের অনুরোধটি এখন :status।',
    'medicine_requests.status.Pending': 'অপেক্ষমাণ',
    'medicine_requests.status.Processing': 'প্রক্রিয়াধীন',
    'medicine_requests.status.Ready': 'প্রস্তুত',
    'medicine_requests.status.Declined': 'বাতিল',
    'medicine_requests.mail.ready.subject': '":name" এখন নিরোগে পাওয়া যাচ্ছে',
    'medicine_requests.mail.ready.intro': 'সুখবর: আপনার চাওয়া ওষুধ ":name" এখন আমাদের দোকানে :product নামে পাওয়া যাচ্ছে।',
    'medicine_requests.mail.ready.action': 'ওষুধটি দেখুন',
    'medicine_requests.mail.declined.subject': 'আপনার ওষুধের অনুরোধ ":name" সম্পর্কে',
    'medicine_requests.mail.declined.intro': 'দুঃখিত: আমরা আপনার জন্য ":name" খুঁজে পাইনি।',
    'medicine_requests.mail.declined.reason': 'কারণ: :reason',
    'medicine_requests.mail.declined.action': 'আমার ওষুধের অনুরোধ দেখুন',
    'medicine_requests.mail.note': 'ফার্মাসিস্টের মন্তব্য: :note',
    'attribute.product_id': 'পণ্য',
  },
});
