import { z } from 'zod';
import { BD_PHONE_PATTERN } from './common';
import { COUNTRY_ID, DistrictSchema } from './lookups';

/**
 * The patient's shipping address (spec 1 "Shipping address", calls `get-shipping-address`,
 * `get-shipping-address-with-district-list-with-child`, `update-shipping-address`). One address per
 * user; Bangladesh only (COUNTRY_ID.Bangladesh). Money in taka.
 */

export const EFFECTIVE_DELIVERY = ['Home', 'Office'] as const;
export type EffectiveDelivery = (typeof EFFECTIVE_DELIVERY)[number];
/** Until the server supplies a fee (spec 1 section 9). */
export const DEFAULT_SHIPPING_FEE = 30;

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
  name: z.string().trim().min(1).max(120),
  phone: z.string().trim().regex(BD_PHONE_PATTERN, 'validation.phone'),
  country_id: z.coerce
    .number()
    .int()
    .refine((id) => id === COUNTRY_ID.Bangladesh, 'validation.in'),
  district_id: z.coerce.number().int().positive(),
  sub_district_id: z.coerce.number().int().positive(),
  post_code: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'validation.format')
      .optional(),
  ),
  effective_delivery: z.enum(EFFECTIVE_DELIVERY),
  location: z.string().trim().min(1).max(255),
});
export type UpdateShippingAddressBody = z.input<typeof UpdateShippingAddressBodySchema>;
export const UpdateShippingAddressResponseSchema = z.object({
  message: z.string(),
  icon: z.enum(['success', 'error', 'warning', 'info']),
  shipping_address: ShippingAddressSchema,
  shipping_fee: z.number(),
});
export type UpdateShippingAddressResponse = z.infer<typeof UpdateShippingAddressResponseSchema>;
