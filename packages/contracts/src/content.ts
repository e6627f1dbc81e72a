import { z } from 'zod';
import { BD_PHONE_PATTERN } from './common';

/** POST /api/contact (spec 1 section 3 "Contact payload"); all fields required. */
export const ContactBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(190),
  phone: z.string().trim().regex(BD_PHONE_PATTERN, 'validation.phone'),
  subject: z.string().trim().min(1).max(190),
  message: z.string().trim().min(1).max(5000),
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
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
