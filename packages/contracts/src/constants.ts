/**
 * Constants the web app needs without zod: `@nirog/contracts/constants` loads nothing else, so the
 * shop and the cart do not download zod and every schema for a few numbers and lists (issue 11). The
 * schema modules import them from here, and `@nirog/contracts` exports them too.
 */
import type { Language } from './common';
import type { ProviderKind } from './providers';

// ---------------------------------------------------------------- digits
/** Bengali digits (০ to ৯) as ASCII ones: what a Bengali keyboard types where a number is wanted. */
export function latinDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

// ---------------------------------------------------------------- dates
const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in words, one spelling for the API's messages and PDFs and the web's pages: "3 December 2026",
 * "৩ ডিসেম্বর ২০২৬" (no comma in either language). A `YYYY-MM-DD` day is written as it is; an instant is written as
 * its day in `zone` (Bangladesh unless told).
 */
export function formatLongDate(value: string, language: Language, zone = 'Asia/Dhaka'): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const timeZone = day ? 'UTC' : zone;
  const key = `${language} ${timeZone}`;
  let format = longDateFormats.get(key);
  if (!format) {
    const locale = language === 'bn' ? 'bn-BD' : 'en-GB';
    format = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
    longDateFormats.set(key, format);
  }
  const parts = format.formatToParts(new Date(day ? `${value}T12:00:00Z` : value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

// ---------------------------------------------------------------- shop (catalog.ts)
export const SHOP_ORDER_BY = ['title_asc', 'title_desc', 'price_asc', 'price_desc'] as const;
export type ShopOrderBy = (typeof SHOP_ORDER_BY)[number];
export const SHOP_KEYWORD_MAX = 100;

// ---------------------------------------------------------------- cart and orders (cart.ts)
export const PAYMENT_METHOD = { Online: 1, CashOnDelivery: 2 } as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** The spec's 5 stages, in order, plus Cancelled (DESIGN.md 5b). Unknown values show as Pending. */
export const ORDER_STAGES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Completed'] as const;
export const ORDER_STATUSES = [...ORDER_STAGES, 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The pharmacist's check of the prescription an order with prescription-only products was placed with (issue 11
 * item 12). The order stays Pending while `Awaiting`; only a `Confirmed` one may move on; `Rejected` cancels it.
 */
export const PRESCRIPTION_CHECKS = ['Awaiting', 'Confirmed', 'Rejected'] as const;
export type PrescriptionCheck = (typeof PRESCRIPTION_CHECKS)[number];

/** Largest quantity of one product in one order. */
export const CART_QTY_MAX = 100;
/** Most lines in one order. */
export const CART_LINES_MAX = 50;

// ---------------------------------------------------------------- wishlist (wishlist.ts)
/** Most products one account keeps in its wishlist (and one merge may send). */
export const WISHLIST_MAX = 200;

// ---------------------------------------------------------------- shipping (accounts.ts)
/** Until the server supplies a fee (spec 1 section 9). */
export const DEFAULT_SHIPPING_FEE = 30;

// ---------------------------------------------------------------- web pages rendered on the server (issue 11)
/**
 * The cookie that tells the server a visitor's language (`en` or `bn`), written by the web app's language store
 * beside its localStorage copy, so the landing pages are rendered on the server in that language.
 */
export const LANGUAGE_COOKIE = 'nirog_lang';

// ---------------------------------------------------------------- providers (providers.ts)
/** Doctor titles (spec 3 section 5), shown in the interface language (web `lib/doctor-title.ts`). */
export const DOCTOR_TITLES = ['Dr.', 'Prof. Dr.', 'Assoc. Prof. Dr.', 'Asst. Prof. Dr.'] as const;

// ---------------------------------------------------------------- the provider listings (listings.ts, providers.ts, lookups.ts)
// What the web's listing pages use, without zod (re-exported where they belong).
export const LISTING_KEYWORD_MAX = 100;
export const DOCTOR_ORDER_BY = ['appointment_fees_asc', 'appointment_fees_desc', 'experience', 'rating'] as const;
export const VIDEO_ORDER_BY = ['video_fees_asc', 'video_fees_desc', 'experience', 'rating'] as const;
export const NURSE_ORDER_BY = ['experience', 'rating'] as const;
export const AMBULANCE_ORDER_BY = ['rating'] as const;
export const ONLINE_STATUSES = ['online', 'offline'] as const;
export const PROVIDER_GENDERS = ['male', 'female', 'other'] as const;
export const AMBULANCE_CONDITIONS = ['AC', 'Non AC'] as const;
/** Bangladesh is country 1, India country 2, Dhaka district 13 (lookups.ts). */
export const COUNTRY_ID = { Bangladesh: 1, India: 2 } as const;
export const DHAKA_DISTRICT_ID = 13;
/** What a doctor booking's review is posted to: the booking list row gives `api_url` to the review page. */
export const DOCTOR_REVIEW_TARGETS = {
  appointment: 'appointment',
  audio: 'consultancy',
  video: 'consultancy',
} as const;

// Paths (relative to the API host)
export const LISTING_API = {
  bdDoctors: '/api/bd-doctors-appointment',
  inDoctors: '/api/in-doctors-appointment',
  bdVideoDoctors: '/api/doctors-bd-video-consultancy',
  inVideoDoctors: '/api/doctors-in-video-consultancy',
  popularBdVideoDoctors: '/api/popular-bd-video-doctor',
  popularInVideoDoctors: '/api/popular-in-video-doctor',
  nurses: '/api/nurses-appointment',
  ambulances: '/api/ambulance-booking',
  bdDoctor: (id: number) => `/api/bd-doctor-appointment/${id}`,
  inDoctor: (id: number) => `/api/in-doctor-appointment/${id}`,
  videoDoctor: (id: number) => `/api/doctor-video-consultancy/${id}`,
  doctorView: (id: number) => `/api/doctor-view/${id}`,
  nurse: (id: number) => `/api/nurse-appointment/${id}`,
  ambulance: (id: number) => `/api/ambulance-booking/${id}`,
  reviews: (kind: ProviderKind, id: number) => `/api/review/show/${kind}-review/${id}`,
  storeDoctorReview: (kind: keyof typeof DOCTOR_REVIEW_TARGETS, doctorId: number, bookingId: number) =>
    `/api/review/store/doctor-review/${doctorId}/${DOCTOR_REVIEW_TARGETS[kind]}/${bookingId}`,
} as const;

/**
 * The weekdays reference: doctor ids 1-7 (Sunday to Saturday), nurse codes 0-6 (id - 1).
 */
export const WEEKDAYS = [
  { id: 1, code: 0, title: 'Sunday', short_title: 'Sun', bn_title: 'রবিবার' },
  { id: 2, code: 1, title: 'Monday', short_title: 'Mon', bn_title: 'সোমবার' },
  { id: 3, code: 2, title: 'Tuesday', short_title: 'Tue', bn_title: 'মঙ্গলবার' },
  { id: 4, code: 3, title: 'Wednesday', short_title: 'Wed', bn_title: 'বুধবার' },
  { id: 5, code: 4, title: 'Thursday', short_title: 'Thu', bn_title: 'বৃহস্পতিবার' },
  { id: 6, code: 5, title: 'Friday', short_title: 'Fri', bn_title: 'শুক্রবার' },
  { id: 7, code: 6, title: 'Saturday', short_title: 'Sat', bn_title: 'শনিবার' },
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Nurse packages (spec 3 section 9), in the order of the pivot fields. */
export const NURSE_PACKAGES = [
  'one_call',
  'hour_6_morning',
  'hour_6_evening',
  'hour_12_day',
  'hour_12_night',
  'hour_24',
] as const;
export type NursePackage = (typeof NURSE_PACKAGES)[number];
