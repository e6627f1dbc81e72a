import { z } from 'zod';
import { IdFromTextSchema } from './common';

export { COUNTRY_ID, DHAKA_DISTRICT_ID } from './constants';

/**
 * Public lookup lists (spec 2 section 7 "Lookups", spec 3 section 7 "Lookups"). Every item carries
 * its English name and its Bengali `bn_*` twin; the web picks by language. Ids are stable:
 * Bangladesh is country 1, India country 2, Dhaka district 13.
 */

export const SubDistrictSchema = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  name: z.string(),
  bn_name: z.string(),
});
export type SubDistrict = z.infer<typeof SubDistrictSchema>;

/** A district with its sub-districts (upazilas, and Dhaka city's thanas for Dhaka), both by name. */
export const DistrictSchema = z.object({
  id: z.number().int(),
  country_id: z.number().int(),
  division: z.string(),
  name: z.string(),
  bn_name: z.string(),
  sub_districts: z.array(SubDistrictSchema),
});
export type District = z.infer<typeof DistrictSchema>;

export const STATE_KINDS = ['state', 'union_territory'] as const;
export const StateSchema = z.object({
  id: z.number().int(),
  country_id: z.number().int(),
  name: z.string(),
  bn_name: z.string(),
  kind: z.enum(STATE_KINDS),
});
export type State = z.infer<typeof StateSchema>;

/** `is_state` 1 means addresses name a state (India); 0 means district and sub-district (Bangladesh). */
export const CountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bn_name: z.string(),
  name_code: z.string(),
  is_state: z.union([z.literal(0), z.literal(1)]),
  districts: z.array(DistrictSchema),
  states: z.array(StateSchema),
});
export type Country = z.infer<typeof CountrySchema>;

/** `logo` is a public-storage path (`specialists/cardiology.svg`), served under `/storage/`. */
export const SpecialistSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  bn_title: z.string(),
  description: z.string(),
  bn_description: z.string(),
  logo: z.string().nullable(),
});
export type Specialist = z.infer<typeof SpecialistSchema>;

export const HospitalSchema = z.object({
  id: z.number().int(),
  country_id: z.number().int(),
  name: z.string(),
  bn_name: z.string(),
  city: z.string(),
  logo: z.string().nullable(),
});
export type Hospital = z.infer<typeof HospitalSchema>;

/** GET /api/load-district-with-sub-district (Bangladesh's districts). */
export const DistrictListResponseSchema = z.object({ district_lists: z.array(DistrictSchema) });
export type DistrictListResponse = z.infer<typeof DistrictListResponseSchema>;

/** GET /api/load-specialist-district-with-sub-district */
export const SpecialistDistrictResponseSchema = z.object({
  specialist_lists: z.array(SpecialistSchema),
  district_lists: z.array(DistrictSchema),
});
export type SpecialistDistrictResponse = z.infer<typeof SpecialistDistrictResponseSchema>;

/** GET /api/load-specialist-state (India's states and union territories). */
export const SpecialistStateResponseSchema = z.object({
  specialist_lists: z.array(SpecialistSchema),
  state_lists: z.array(StateSchema),
});
export type SpecialistStateResponse = z.infer<typeof SpecialistStateResponseSchema>;

/** GET /api/load-country-with-other-child-list */
export const CountryListResponseSchema = z.object({ country_lists: z.array(CountrySchema) });
export type CountryListResponse = z.infer<typeof CountryListResponseSchema>;

/** GET /api/load-country-with-other-child-specialist-list */
export const CountrySpecialistHospitalResponseSchema = z.object({
  country_lists: z.array(CountrySchema),
  specialist_lists: z.array(SpecialistSchema),
  hospital_lists: z.array(HospitalSchema),
});
export type CountrySpecialistHospitalResponse = z.infer<typeof CountrySpecialistHospitalResponseSchema>;

/** GET /api/load-specialists-all */
export const SpecialistListResponseSchema = z.array(SpecialistSchema);
export type SpecialistListResponse = z.infer<typeof SpecialistListResponseSchema>;

/** GET /api/load-hospital-all and /api/load-hospital-list; `?country_id=` narrows to one country. */
export const HospitalListQuerySchema = z.object({
  country_id: z.preprocess((v) => (v === '' ? undefined : v), IdFromTextSchema.optional()),
});
export type HospitalListQuery = z.input<typeof HospitalListQuerySchema>;
export const HospitalListResponseSchema = z.array(HospitalSchema);
export type HospitalListResponse = z.infer<typeof HospitalListResponseSchema>;
