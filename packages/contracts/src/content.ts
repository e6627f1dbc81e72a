import { z } from 'zod';
import { BD_PHONE_PATTERN, LineTextSchema, MultilineTextSchema, phoneTextSchema } from './common';

/** POST /api/contact (spec 1 section 3 "Contact payload"); all fields required. */
export const ContactBodySchema = z.object({
  name: LineTextSchema.trim().min(1).max(120),
  email: z.email().max(190),
  phone: phoneTextSchema(BD_PHONE_PATTERN),
  subject: LineTextSchema.trim().min(1).max(190),
  message: MultilineTextSchema.trim().min(1).max(5000),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

/**
 * Public marketplace settings (GET /api/settings): what the web shows (contact block, call to order,
 * shipping fees, referral text). Money in taka.
 */
export const PublicSettingsSchema = z.object({
  call_to_order_phone: z.string(),
  contact_address: z.string(),
  contact_address_bn: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  shipping_fee_inside_dhaka: z.number(),
  shipping_fee_outside_dhaka: z.number(),
  referral_text: z.string(),
  referral_text_bn: z.string(),
  referral_banner: z.string().nullable(),
  inr_exchange_rate: z.number(),
  /** Bookings (DESIGN.md 5c): minutes an unpaid booking holds its slot. */
  booking_hold_minutes: z.number(),
  /** Hours before a booking up to which the patient may cancel it. */
  booking_cancel_hours: z.number(),
  /** Share of an India appointment's cost the referral code's owner earns, percent. */
  referral_benefit_percentage: z.number(),
  /** The platform's charge on a completed ambulance booking, owed by the owner: `flat` taka or `percent` of the fare. */
  ambulance_service_charge_type: z.enum(['flat', 'percent']),
  ambulance_service_charge: z.number(),
  /** VAT added to doctors' fees after their discount, percent (0: none). */
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

/** POST /api/contact answer: a popup message with icon `success`. */
export const ContactResponseSchema = z.object({ message: z.string(), icon: z.literal('success') });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/** Hotline-style numbers: digits with optional +, spaces, dashes and brackets (`09610-001122`, `+880 2 5566 7788`). */
export const CONTACT_PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{3,18}[0-9]$/;
const contactPhone = LineTextSchema.trim().regex(CONTACT_PHONE_PATTERN, 'validation.format');
const fee = z.number().min(0).max(5000).multipleOf(0.01);

/**
 * PUT /api/admin/settings: any subset of the public settings (unknown keys are refused).
 * Money in taka with at most 2 decimals; `inr_exchange_rate` is taka per Indian rupee.
 */
export const AdminSettingsBodySchema = z.strictObject({
  call_to_order_phone: contactPhone.optional(),
  contact_address: MultilineTextSchema.trim().min(1).max(500).optional(),
  contact_address_bn: MultilineTextSchema.trim().min(1).max(500).optional(),
  contact_email: z.email().max(190).optional(),
  contact_phone: contactPhone.optional(),
  shipping_fee_inside_dhaka: fee.optional(),
  shipping_fee_outside_dhaka: fee.optional(),
  referral_text: MultilineTextSchema.trim().min(1).max(5000).optional(),
  referral_text_bn: MultilineTextSchema.trim().min(1).max(5000).optional(),
  /** A public-storage path such as `banners/referral.png` (no leading slash, no `..`). */
  referral_banner: LineTextSchema.trim()
    .max(255)
    .regex(/^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'validation.format')
    .nullable()
    .optional(),
  inr_exchange_rate: z.number().min(0.1).max(10).multipleOf(0.0001).optional(),
  booking_hold_minutes: z.number().int().min(5).max(240).optional(),
  booking_cancel_hours: z.number().int().min(0).max(168).optional(),
  referral_benefit_percentage: z.number().min(0).max(50).multipleOf(0.01).optional(),
  ambulance_service_charge_type: z.enum(['flat', 'percent']).optional(),
  /** Taka when flat (at most 5000), percent of the fare when percent (at most 50; checked by the api against the type). */
  ambulance_service_charge: z.number().min(0).max(5000).multipleOf(0.01).optional(),
});
export type AdminSettingsBody = z.input<typeof AdminSettingsBodySchema>;
export type SettingsPatch = z.infer<typeof AdminSettingsBodySchema>;

/** GET /api/admin/settings: the effective settings plus when and by whom they were last changed. */
export const AdminSettingsResponseSchema = z.object({
  settings: PublicSettingsSchema,
  updated_at: z.string().nullable(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponseSchema>;

/** PUT /api/admin/settings answer. */
export const AdminSettingsUpdateResponseSchema = AdminSettingsResponseSchema.extend({
  message: z.string(),
  icon: z.literal('success'),
});
export type AdminSettingsUpdateResponse = z.infer<typeof AdminSettingsUpdateResponseSchema>;

/**
 * GET /api/referral-things (login required; spec 2 section 7 "banner, text_box"). `text_box` is the referral
 * instructions in the request language, one instruction a line; `banner` is a public-storage path
 * (`banners/referral.png`, served under `/storage/`) or null; `referral_link` is the register address carrying
 * the user's code (`{APP_URL}/register?ddrefc={code}`).
 */
export const ReferralThingsResponseSchema = z.object({
  banner: z.string().nullable(),
  text_box: z.string(),
  referral_code: z.string(),
  referral_link: z.string(),
});
export type ReferralThingsResponse = z.infer<typeof ReferralThingsResponseSchema>;
