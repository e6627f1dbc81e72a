import { defineMessages } from '../define';

/** Names of the place and speciality fields that many forms share (address, join wizards, bookings). */
export const lookups = defineMessages({
  en: {
    'attribute.country_id': 'country',
    'attribute.district_id': 'district',
    'attribute.sub_district_id': 'sub-district',
    'attribute.state_id': 'state',
    'attribute.hospital_id': 'hospital',
    'attribute.specialists': 'specialities',
  },
  bn: {
    'attribute.country_id': 'দেশ',
    'attribute.district_id': 'জেলা',
    'attribute.sub_district_id': 'উপজেলা/থানা',
    'attribute.state_id': 'রাজ্য',
    'attribute.hospital_id': 'হাসপাতাল',
    'attribute.specialists': 'বিশেষজ্ঞতা',
  },
});
