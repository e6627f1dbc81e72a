import { defineMessages } from '../define';

/**
 * Back office: CSV import of the medicine catalogue. Row reasons and failures are stored as keys with
 * parameters and translated when an import is read, so one import reads in either language.
 * `:column` is the column name as the file spells it in the contract (`brand_name`, `price`).
 */
export const catalogImport = defineMessages({
  en: {
    'catalog_import.queued': 'The file has been received and is being checked; nothing is written before you confirm.',
    'catalog_import.confirmed': 'Import confirmed; the products are being written.',
    'catalog_import.cancelled': 'Import cancelled; nothing was written.',
    'catalog_import.not_checked':
      'Only a checked import that is waiting for confirmation can be confirmed or cancelled.',
    'catalog_import.row.yes_no_invalid': 'The value ":value" must be yes or no (also 1/0, Rx/OTC).',
    'catalog_import.csv.line': 'line',
    'catalog_import.csv.column': 'column',
    'catalog_import.csv.problem': 'problem',
    'catalog_import.not_found': 'Import not found.',
    'catalog_import.file_not_text': 'The :attribute must be a CSV text file (UTF-8).',

    'catalog_import.failure.missing_columns': 'Required columns are missing: :columns.',
    'catalog_import.failure.not_utf8':
      'The file is not UTF-8 text. Save it as "CSV UTF-8 (comma delimited)" and upload it again.',
    'catalog_import.failure.binary': 'The file is not a CSV text file.',
    'catalog_import.failure.malformed':
      'The file could not be read as CSV at line :line: a quotation mark is not closed or is misplaced.',
    'catalog_import.failure.file_missing': 'The uploaded file is no longer available; please upload it again.',
    'catalog_import.failure.internal': 'The import stopped because of a server error; please upload the file again.',

    'catalog_import.row.required': 'The :column value is missing.',
    'catalog_import.row.too_long': 'The :column value may not be longer than :max characters.',
    'catalog_import.row.generic_empty': 'The generic list has an empty name; separate several generics with "+".',
    'catalog_import.row.generics_too_many': 'No more than :max generics may be listed.',
    'catalog_import.row.price_invalid': 'The price ":value" is not an amount of taka, such as 12.50.',
    'catalog_import.row.price_negative': 'The price may not be negative.',
    'catalog_import.row.price_decimals': 'The price may have at most 2 decimals.',
    'catalog_import.row.price_too_large': 'The price may not be more than :max taka.',
    'catalog_import.row.discount_invalid': 'The discount ":value" must be a percentage from 0 to 100.',
    'catalog_import.row.category_unknown': 'There is no category ":value"; use an existing category name or slug.',
    'catalog_import.row.duplicate':
      'Same product as line :line (same brand name, strength, dosage form and manufacturer) with other values; only the first is imported.',
  },
  bn: {
    'catalog_import.queued': 'ফাইলটি পাওয়া গেছে এবং যাচাই করা হচ্ছে; আপনি নিশ্চিত করার আগে কিছুই লেখা হবে না।',
    'catalog_import.confirmed': 'ইমপোর্ট নিশ্চিত হয়েছে; পণ্যগুলো লেখা হচ্ছে।',
    'catalog_import.cancelled': 'ইমপোর্ট বাতিল হয়েছে; কিছুই লেখা হয়নি।',
    'catalog_import.not_checked': 'শুধু যাচাই শেষে নিশ্চিতকরণের অপেক্ষায় থাকা ইমপোর্ট নিশ্চিত বা বাতিল করা যায়।',
    'catalog_import.row.yes_no_invalid': 'মান ":value" অবশ্যই হ্যাঁ বা না হতে হবে (অথবা 1/0, Rx/OTC)।',
    'catalog_import.csv.line': 'লাইন',
    'catalog_import.csv.column': 'কলাম',
    'catalog_import.csv.problem': 'সমস্যা',
    'catalog_import.not_found': 'ইমপোর্ট পাওয়া যায়নি।',
    'catalog_import.file_not_text': ':attribute অবশ্যই একটি CSV টেক্সট ফাইল (UTF-8) হতে হবে।',

    'catalog_import.failure.missing_columns': 'প্রয়োজনীয় কলাম নেই: :columns।',
    'catalog_import.failure.not_utf8':
      'ফাইলটি UTF-8 টেক্সট নয়। "CSV UTF-8 (comma delimited)" হিসেবে সংরক্ষণ করে আবার আপলোড করুন।',
    'catalog_import.failure.binary': 'ফাইলটি CSV টেক্সট ফাইল নয়।',
    'catalog_import.failure.malformed':
      ':line নম্বর লাইনে ফাইলটি CSV হিসেবে পড়া যায়নি: একটি উদ্ধৃতিচিহ্ন বন্ধ করা হয়নি বা ভুল জায়গায় আছে।',
    'catalog_import.failure.file_missing': 'আপলোড করা ফাইলটি আর পাওয়া যাচ্ছে না; অনুগ্রহ করে আবার আপলোড করুন।',
    'catalog_import.failure.internal': 'সার্ভারের একটি ত্রুটির কারণে ইমপোর্ট থেমে গেছে; অনুগ্রহ করে ফাইলটি আবার আপলোড করুন।',

    'catalog_import.row.required': ':column এর মান নেই।',
    'catalog_import.row.too_long': ':column এর মান :max অক্ষরের বেশি হতে পারবে না।',
    'catalog_import.row.generic_empty': 'জেনেরিকের তালিকায় একটি নাম ফাঁকা; একাধিক জেনেরিক "+" দিয়ে আলাদা করুন।',
    'catalog_import.row.generics_too_many': ':maxটির বেশি জেনেরিক দেওয়া যাবে না।',
    'catalog_import.row.price_invalid': 'মূল্য ":value" টাকার কোনো পরিমাণ নয়, যেমন 12.50।',
    'catalog_import.row.price_negative': 'মূল্য ঋণাত্মক হতে পারবে না।',
    'catalog_import.row.price_decimals': 'মূল্যে দশমিকের পরে সর্বোচ্চ ২টি অঙ্ক থাকতে পারে।',
    'catalog_import.row.price_too_large': 'মূল্য :max টাকার বেশি হতে পারবে না।',
    'catalog_import.row.discount_invalid': 'ছাড় ":value" অবশ্যই ০ থেকে ১০০ এর মধ্যে শতাংশ হতে হবে।',
    'catalog_import.row.category_unknown': '":value" নামে কোনো ক্যাটাগরি নেই; বিদ্যমান ক্যাটাগরির নাম বা স্লাগ ব্যবহার করুন।',
    'catalog_import.row.duplicate':
      ':line নম্বর লাইনের একই পণ্য (একই ব্র্যান্ড নাম, শক্তি, ডোজের ধরন ও প্রস্তুতকারক) কিন্তু ভিন্ন মান; শুধু প্রথমটি ইমপোর্ট করা হয়।',
  },
});
