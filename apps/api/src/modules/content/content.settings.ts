import { PublicSettingsSchema, type PublicSettings } from '@nirog/contracts';
import { toPoisha, toTaka } from '../../lib/money';

export type SettingKey = keyof PublicSettings;

const REFERRAL_TEXT = [
  'Share your referral code or link with friends and family.',
  'When they register with your code, they join your referral list.',
  'Each time someone you referred books an Indian doctor appointment through Nirog, you earn a share of the bill.',
  'Earnings are counted in Indian rupees and converted to taka at the exchange rate of the day.',
  'Follow every referral and its status on the My Earnings page.',
  'An earning becomes payable once the referred appointment is completed.',
].join('\n');

const REFERRAL_TEXT_BN = [
  'আপনার রেফারেল কোড বা লিংক বন্ধু ও পরিবারের সাথে শেয়ার করুন।',
  'তারা আপনার কোড দিয়ে নিবন্ধন করলে আপনার রেফারেল তালিকায় যুক্ত হবেন।',
  'আপনার রেফার করা কেউ নিরোগের মাধ্যমে ভারতীয় ডাক্তারের অ্যাপয়েন্টমেন্ট নিলে প্রতিবার বিলের একটি অংশ আপনি পাবেন।',
  'আয় ভারতীয় রুপিতে হিসাব করে সেদিনের বিনিময় হারে টাকায় রূপান্তর করা হয়।',
  '"আমার আয়" পাতায় প্রতিটি রেফারেল ও তার অবস্থা দেখতে পাবেন।',
  'রেফার করা অ্যাপয়েন্টমেন্ট সম্পন্ন হলে আয় পরিশোধযোগ্য হয়।',
].join('\n');

/** What the marketplace uses until staff change a value from the back office. Money in taka. */
export const SETTING_DEFAULTS: PublicSettings = {
  call_to_order_phone: '09610-001122',
  contact_address: 'House 42, Road 11, Block E, Banani, Dhaka 1213, Bangladesh',
  contact_address_bn: 'বাড়ি ৪২, রোড ১১, ব্লক ই, বনানী, ঢাকা ১২১৩, বাংলাদেশ',
  contact_email: 'support@nirog.test',
  contact_phone: '+880 1711-001122',
  shipping_fee_inside_dhaka: 60,
  shipping_fee_outside_dhaka: 120,
  referral_text: REFERRAL_TEXT,
  referral_text_bn: REFERRAL_TEXT_BN,
  referral_banner: null,
  inr_exchange_rate: 1.45,
  booking_hold_minutes: 15,
  booking_cancel_hours: 6,
  referral_benefit_percentage: 5,
  ambulance_service_charge_type: 'flat',
  ambulance_service_charge: 150,
};

export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

/** Settings that are money: stored as integer poisha, answered in taka. */
const MONEY_KEYS = new Set<SettingKey>(['shipping_fee_inside_dhaka', 'shipping_fee_outside_dhaka']);

export function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(SETTING_DEFAULTS, key);
}

/** Wire value -> stored JSON value. */
export function toStored(key: SettingKey, value: unknown): unknown {
  return MONEY_KEYS.has(key) ? toPoisha(value as number) : value;
}

/** Stored JSON value -> wire value; a value of the wrong type (a hand-edited row) falls back to the default. */
export function fromStored<K extends SettingKey>(key: K, stored: unknown): PublicSettings[K] {
  const value = MONEY_KEYS.has(key) && typeof stored === 'number' ? toTaka(stored) : stored;
  const parsed = PublicSettingsSchema.shape[key].safeParse(value);
  return parsed.success ? (parsed.data as PublicSettings[K]) : SETTING_DEFAULTS[key];
}
