import { z } from 'zod';
import { AuthUserSchema, phoneSchema } from './auth';
import { BD_PHONE_PATTERN, ChosenIdSchema, LANGUAGES, LineTextSchema, chooseError, phoneTextSchema } from './common';
import { COUNTRY_ID, DistrictSchema } from './lookups';

/**
 * The patient's shipping address (spec 1 "Shipping address", calls `get-shipping-address`,
 * `get-shipping-address-with-district-list-with-child`, `update-shipping-address`). One address per
 * user; Bangladesh only (COUNTRY_ID.Bangladesh). Money in taka.
 */

export const EFFECTIVE_DELIVERY = ['Home', 'Office'] as const;
export type EffectiveDelivery = (typeof EFFECTIVE_DELIVERY)[number];
export { DEFAULT_SHIPPING_FEE } from './constants';

export const ShippingAddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  country_id: z.number().int(),
  district_id: z.number().int(),
  sub_district_id: z.number().int(),
  post_code: z.string().nullable(),
  effective_delivery: z.enum(EFFECTIVE_DELIVERY),
  location: z.string(),
  country: z.object({ id: z.number().int(), name: z.string() }),
  district: z.object({ id: z.number().int(), name: z.string(), bn_name: z.string() }),
  sub_district: z.object({ id: z.number().int(), name: z.string(), bn_name: z.string() }),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/**
 * `GET /api/auth/get-shipping-address`: the address (null when none) and the shipping fee for it
 * (inside Dhaka district or outside, from the settings; the outside fee when there is no address).
 */
export const ShippingAddressResponseSchema = z.object({
  shipping_address: ShippingAddressSchema.nullable(),
  shipping_fee: z.number(),
});
export type ShippingAddressResponse = z.infer<typeof ShippingAddressResponseSchema>;

/** `GET /api/auth/get-shipping-address-with-district-list-with-child` */
export const ShippingAddressWithDistrictsResponseSchema = z.object({
  shipping_address: ShippingAddressSchema.nullable(),
  district_lists: z.array(DistrictSchema),
});
export type ShippingAddressWithDistrictsResponse = z.infer<typeof ShippingAddressWithDistrictsResponseSchema>;

/**
 * `POST /api/auth/update-shipping-address` (creates or replaces the one address). The sub-district
 * must belong to the district (422 on `sub_district_id`). Answer: message, icon, the saved address
 * and its shipping fee.
 */
export const UpdateShippingAddressBodySchema = z.object({
  name: LineTextSchema.trim().min(1).max(120),
  phone: phoneTextSchema(BD_PHONE_PATTERN),
  country_id: ChosenIdSchema.refine((id) => id === COUNTRY_ID.Bangladesh, 'validation.in'),
  district_id: ChosenIdSchema,
  sub_district_id: ChosenIdSchema,
  post_code: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    LineTextSchema.trim()
      .regex(/^\d{4}$/, 'validation.format')
      .optional(),
  ),
  effective_delivery: z.enum(EFFECTIVE_DELIVERY, { error: chooseError }),
  location: LineTextSchema.trim().min(1).max(255),
});
export type UpdateShippingAddressBody = z.input<typeof UpdateShippingAddressBodySchema>;
export const UpdateShippingAddressResponseSchema = z.object({
  message: z.string(),
  icon: z.enum(['success', 'error', 'warning', 'info']),
  shipping_address: ShippingAddressSchema,
  shipping_fee: z.number(),
});
export type UpdateShippingAddressResponse = z.infer<typeof UpdateShippingAddressResponseSchema>;

// ---------------------------------------------------------------- profile (spec 1 "Profile area", section 5)

export const SEXES = ['Male', 'Female', 'Other'] as const;
export type Sex = (typeof SEXES)[number];

/** Optional text fields arrive as "" when left empty: stored as null. */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    LineTextSchema.trim().max(max).nullable().optional(),
  );

/** A day that exists: `Date.parse` accepts 2023-02-30 (rolling it into March), the database does not. */
const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

/**
 * `POST /api/auth/update/personal-information`. Name required; the others optional (blank clears,
 * absent keeps). `dob` is a calendar day `YYYY-MM-DD`, not before 1900; the server also refuses a day
 * after today in Asia/Dhaka.
 */
export const PersonalInformationBodySchema = z.object({
  name: LineTextSchema.trim().min(1).max(120),
  occupation: optionalText(120),
  dob: z.preprocess(
    (v) => (v === '' ? null : v),
    LineTextSchema.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
      .refine((d) => isCalendarDay(d) && d >= '1900-01-01', 'validation.date')
      .nullable()
      .optional(),
  ),
  sex: z.preprocess((v) => (v === '' ? null : v), z.enum(SEXES).nullable().optional()),
  country: optionalText(80),
  city: optionalText(80),
  location: optionalText(255),
});
export type PersonalInformationBody = z.input<typeof PersonalInformationBodySchema>;

/**
 * `POST /api/auth/set-phone`: only for a user without a phone (422 on `phone` otherwise, and when
 * another account has the number).
 */
export const SetPhoneBodySchema = z.object({
  phone: phoneSchema,
});
export type SetPhoneBody = z.input<typeof SetPhoneBodySchema>;

/**
 * `POST /api/auth/update/language`: the language the user switched the app to while logged in, kept for
 * the mails that others' actions send them (sign-in and registration keep it too).
 */
export const LanguageBodySchema = z.object({ lang: z.enum(LANGUAGES, { error: chooseError }) });
export type LanguageBody = z.input<typeof LanguageBodySchema>;

/** `POST /api/auth/update-avatar`: multipart field `avatar`, one PNG or JPEG (checked by content). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_ACCEPT = ['image/png', 'image/jpeg'] as const;

/** Answer of the three profile writes: the popup message and the refreshed user. */
export const ProfileUpdateResponseSchema = z.object({
  message: z.string(),
  icon: z.enum(['success', 'error', 'warning', 'info']),
  user: AuthUserSchema,
});
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponseSchema>;
