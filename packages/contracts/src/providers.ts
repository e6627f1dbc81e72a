import { z } from 'zod';
import { DOCTOR_TITLES } from './constants';
import { AuditEntrySchema } from './admin';
import { AuthUserSchema } from './auth';
import {
  DB_INT_MAX,
  ChosenIdSchema,
  IdFromTextSchema,
  IdSchema,
  LineTextSchema,
  chooseError,
  MultilineTextSchema,
  paginatedSchema,
  phoneTextSchema,
} from './common';

/**
 * The provider side (spec 3; DESIGN.md sections 5b and 5c): one application life cycle for doctors,
 * nurses and ambulances, their join wizards, staff review and the providers' own profiles. Money on
 * the wire is taka.
 */

export const PROVIDER_KINDS = ['doctor', 'nurse', 'ambulance'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];
export const ProviderKindSchema = z.enum(PROVIDER_KINDS);

/** DESIGN.md 5b: draft (wizard in progress) -> pending -> approved | rejected; approved -> suspended. */
export const PROVIDER_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'suspended'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];
export const ProviderStatusSchema = z.enum(PROVIDER_STATUSES);

/** Steps of each wizard (spec 3 section 2). */
export const JOIN_STEPS: Record<ProviderKind, number> = { doctor: 4, nurse: 3, ambulance: 2 };
/** Provider codes: `DOC-00012`, `NUR-00034`, `AMB-00056` (doctor `doc_id`, `nurse_code`, `ambulance_code`). */
export const PROVIDER_CODE_PREFIX: Record<ProviderKind, string> = { doctor: 'DOC', nurse: 'NUR', ambulance: 'AMB' };
/** The promise to applicants: reviewed within 24 hours. */
export const REVIEW_PROMISE_HOURS = 24;

export { AMBULANCE_CONDITIONS, DOCTOR_TITLES, PROVIDER_GENDERS } from './constants';
import { AMBULANCE_CONDITIONS, NURSE_PACKAGES, PROVIDER_GENDERS } from './constants';
export const EXPERIENCE_MAX = 30;
export const DISCOUNT_MAX = 99;
export const QUALIFICATIONS_MIN = 1;
export const QUALIFICATIONS_MAX = 5;
export const PROVIDER_DOCS_MAX = 5;
/** Largest upload of the provider wizards (each file). */
export const PROVIDER_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Highest fee accepted, taka. */
export const PROVIDER_FEE_MAX = 1_000_000;

/** `experience` years as shown: "Less than 1 year", "1 year", "12 years". */
export function finalExperience(years: number): string {
  if (years <= 0) return 'Less than 1 year';
  return years === 1 ? '1 year' : `${years} years`;
}

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalText = (max: number) => z.preprocess(blankAsMissing, LineTextSchema.trim().max(max).optional());
const requiredText = (max: number) => LineTextSchema.trim().min(1).max(max);
const optionalId = z.preprocess(blankAsMissing, IdFromTextSchema.optional());
/** A toggle: true/false, 1/0 or their text. */
export const FlagSchema = z.preprocess(
  (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
  z.boolean(),
);
const flag = FlagSchema.optional().default(false);
const fee = z.preprocess(blankAsMissing, z.coerce.number().min(0).max(PROVIDER_FEE_MAX).optional());
const discount = z.preprocess(blankAsMissing, z.coerce.number().int().min(0).max(DISCOUNT_MAX).optional());
/**
 * Years, chosen from a select: 0 is "Less than 1"; unchosen is "required" (`chooseError`'s "Please choose a
 * experience" would read wrong), never "must be a number".
 */
const experience = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({
      error: (issue) => (chooseError(issue) === 'validation.choose' ? 'validation.required' : 'validation.in'),
    })
    .int()
    .min(0)
    .max(EXPERIENCE_MAX),
);
/** `HH:mm` or `HH:mm:ss`. */
const clock = LineTextSchema.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'validation.time');

// ---------------------------------------------------------------------------------------------
// Replies of the join steps (spec 3 section 4)

/**
 * `success`: go on (or finished); `warning`: "Please flow step by step" (back to step 1); `error`:
 * "Something wrong"; `info`: the user already applied (the web offers the Edit button).
 */
export const JOIN_ICONS = ['success', 'warning', 'error', 'info'] as const;
export const JoinStepResponseSchema = z.object({ icon: z.enum(JOIN_ICONS), message: z.string() });
export type JoinStepResponse = z.infer<typeof JoinStepResponseSchema>;
/** The last step answers the stored user too (once submitted). */
export const JoinFinalResponseSchema = JoinStepResponseSchema.extend({ user: AuthUserSchema.optional() });
export type JoinFinalResponse = z.infer<typeof JoinFinalResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Doctor

/** Services and fees: the same fields in join step 1 and `doctor/update/fees`. */
export const DoctorFeesFields = {
  appointment_service: flag,
  chamber_name: optionalText(190),
  chamber_location: optionalText(255),
  appointment_fee: fee,
  appointment_discount: discount,
  audio_consultancy: flag,
  audio_fee: fee,
  audio_discount: discount,
  video_consultancy: flag,
  video_fee: fee,
  video_discount: discount,
};
export const DoctorPersonalFields = {
  title: z.enum(DOCTOR_TITLES, { error: chooseError }),
  gender: z.enum(PROVIDER_GENDERS, { error: chooseError }),
  country_id: ChosenIdSchema,
  district_id: optionalId,
  sub_district_id: optionalId,
  state_id: optionalId,
  location: requiredText(255),
  registration_no: requiredText(60),
  registered_institution: requiredText(190),
  language: optionalText(120),
};
export const DoctorWorkplaceFields = {
  hospital_name: requiredText(190),
  department: requiredText(120),
  designation: requiredText(120),
  memorable_instrutation: flag,
  memorable_instrutation_name: optionalText(190),
};
const specialistIds = z.array(IdSchema).min(1).max(10);

/** `POST /api/doctor/join/step-1`: the fields of spec 3 section 3; rules of section 5. */
export const DoctorJoinStep1BodySchema = z.object({
  ...DoctorPersonalFields,
  nid_passport_no: requiredText(40),
  hospital_id: optionalId,
  ...DoctorWorkplaceFields,
  experience,
  ...DoctorFeesFields,
  specialists: specialistIds,
});
export type DoctorJoinStep1Body = z.input<typeof DoctorJoinStep1BodySchema>;

export const QualificationSchema = z.object({
  degree: requiredText(120),
  institution_name: requiredText(190),
  institution_location: requiredText(190),
});
/** `POST /api/doctor/join/step-2` and `doctor/update/qualification`: 1 to 5 complete rows. */
export const QualificationsBodySchema = z.object({
  qualifications: z.array(QualificationSchema).min(QUALIFICATIONS_MIN).max(QUALIFICATIONS_MAX),
});
export type QualificationsBody = z.input<typeof QualificationsBodySchema>;

/** `availabe_days`: weekday ids 1-7 (Sunday first) to on/off; at least one on. */
const doctorDays = z
  .partialRecord(z.enum(['1', '2', '3', '4', '5', '6', '7']), FlagSchema)
  .optional()
  .default({});
/**
 * `POST /api/doctor/join/step-3` and `doctor/update/availability`; `visit_minutes` (designed here, issue 16):
 * the length of one in-person appointment, 5-120 minutes, kept as it is when not sent (15 for a new doctor).
 */
export const DoctorAvailabilityBodySchema = z.object({
  availabe_days: doctorDays,
  time_from: clock,
  time_to: clock,
  visit_minutes: z.coerce.number().int().min(5).max(120).optional(),
});
export type DoctorAvailabilityBody = z.input<typeof DoctorAvailabilityBodySchema>;

export const DoctorPersonalBodySchema = z.object(DoctorPersonalFields);
export const DoctorHospitalBodySchema = z.object({ hospital_id: ChosenIdSchema });
export const DoctorWorkplaceBodySchema = z.object(DoctorWorkplaceFields);
export const DoctorSpecialistBodySchema = z.object({ specialists: specialistIds });
export const DoctorExperienceBodySchema = z.object({ experience });
export const DoctorFeesBodySchema = z.object(DoctorFeesFields);

/** A place or hospital of a profile, with its Bengali name for a Bengali screen. */
const named = z.object({ id: z.number().int(), name: z.string(), bn_name: z.string() });
export const DoctorProfileSchema = z.object({
  id: z.number().int(),
  doc_id: z.string(),
  status: ProviderStatusSchema,
  reason: z.string().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  title: z.string(),
  gender: z.string(),
  country_id: z.number().int(),
  district_id: z.number().int().nullable(),
  sub_district_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  country: named.nullable(),
  district: named.nullable(),
  sub_district: named.nullable(),
  state: named.nullable(),
  location: z.string(),
  registration_no: z.string(),
  registered_institution: z.string(),
  language: z.string().nullable(),
  nid_passport_no: z.string(),
  hospital_id: z.number().int().nullable(),
  hospital: named.nullable(),
  hospital_name: z.string(),
  designation: z.string(),
  department: z.string(),
  memorable_instrutation: z.boolean(),
  memorable_instrutation_name: z.string().nullable(),
  experience: z.number().int(),
  final_experience: z.string(),
  specialists: z.array(z.object({ id: z.number().int(), title: z.string(), bn_title: z.string() })),
  qualifications: z.array(
    z.object({
      id: z.number().int(),
      degree: z.string(),
      institution_name: z.string(),
      institution_location: z.string(),
    }),
  ),
  wdays: z.array(z.object({ id: z.number().int(), short_title: z.string(), title: z.string() })),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  /** Minutes of one in-person appointment (its slot). */
  visit_minutes: z.number().int(),
  appointment_service: z.number().int(),
  audio_consultancy: z.number().int(),
  video_consultancy: z.number().int(),
  chamber_name: z.string().nullable(),
  chamber_location: z.string().nullable(),
  appointment_fee: z.number().nullable(),
  appointment_discount: z.number().int().nullable(),
  audio_fee: z.number().nullable(),
  audio_discount: z.number().int().nullable(),
  video_fee: z.number().nullable(),
  video_discount: z.number().int().nullable(),
  /** A signed, short-lived address (the file is private); null before step 4. */
  signature: z.string().nullable(),
  reviews_count: z.number().int(),
  reviews_avg_rating: z.number().nullable(),
});
export type DoctorProfile = z.infer<typeof DoctorProfileSchema>;
export const DoctorProfileResponseSchema = z.object({ doctor: DoctorProfileSchema });
export const DoctorUpdateResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  doctor: DoctorProfileSchema,
});

// ---------------------------------------------------------------------------------------------
// Nurse

/** `POST /api/nurse/join/step-1` and `nurse/update/personal-information`: Bangladesh, Dhaka only. */
export const NurseJoinStep1BodySchema = z.object({
  country_id: ChosenIdSchema,
  district_id: ChosenIdSchema,
  sub_district_id: ChosenIdSchema,
  location: requiredText(255),
  experience,
  present_add: requiredText(255),
  permanent_add: requiredText(255),
});
export type NurseJoinStep1Body = z.input<typeof NurseJoinStep1BodySchema>;

const nurseDayShape = {
  day: flag,
  day_id: z.coerce.number().int().min(1).max(7),
  ...Object.fromEntries(NURSE_PACKAGES.flatMap((p) => [[p, flag] as const, [`${p}_fee`, fee] as const])),
} as Record<string, z.ZodType>;
export const NurseDaySchema = z.object(nurseDayShape);
/**
 * `POST /api/nurse/join/step-2` (an array of 7 entries) and `nurse/update/availability-fees` (a map
 * of day index 0-6 to the same entry): at least one day on; each package on needs a numeric fee
 * (`availabe_days.N.one_call_fee`).
 */
export const NurseAvailabilityBodySchema = z.object({
  availabe_days: z.preprocess(
    (v) => (Array.isArray(v) ? Object.fromEntries(v.map((d, i) => [String(i), d])) : v),
    z.record(z.string().regex(/^[0-6]$/), NurseDaySchema),
  ),
});
export type NurseAvailabilityBody = z.input<typeof NurseAvailabilityBodySchema>;

export const NurseDayOutSchema = z.object({
  id: z.number().int(),
  code: z.number().int(),
  title: z.string(),
  pivot: z.record(z.string(), z.union([z.number(), z.null()])),
});
export const NurseProfileSchema = z.object({
  id: z.number().int(),
  nurse_code: z.string(),
  status: ProviderStatusSchema,
  reason: z.string().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  country_id: z.number().int(),
  district_id: z.number().int(),
  sub_district_id: z.number().int(),
  country: named.nullable(),
  district: named.nullable(),
  sub_district: named.nullable(),
  location: z.string(),
  present_add: z.string(),
  permanent_add: z.string(),
  experience: z.number().int(),
  final_experience: z.string(),
  wdays: z.array(NurseDayOutSchema),
  reviews_count: z.number().int(),
  reviews_avg_rating: z.number().nullable(),
});
export type NurseProfile = z.infer<typeof NurseProfileSchema>;
export const NurseProfileResponseSchema = z.object({ nurse: NurseProfileSchema });
export const NurseUpdateResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  nurse: NurseProfileSchema,
});

// ---------------------------------------------------------------------------------------------
// Ambulance

const phone = phoneTextSchema(/^\+?[0-9][0-9 -]{5,18}$/);
export const AmbulancePersonalFields = {
  driver_name: requiredText(120),
  owner_name: requiredText(120),
  country_id: ChosenIdSchema,
  district_id: ChosenIdSchema,
  sub_district_id: ChosenIdSchema,
  location: requiredText(255),
  contact_phone: phone,
};
export const AmbulanceVehicleFields = {
  vehicle_no: requiredText(40),
  condition: z.preprocess(blankAsMissing, z.enum(AMBULANCE_CONDITIONS).optional().default('Non AC')),
  starting_area: requiredText(190),
};
/** `POST /api/ambulance/join/step-1`. */
export const AmbulanceJoinStep1BodySchema = z.object({ ...AmbulancePersonalFields, ...AmbulanceVehicleFields });
export type AmbulanceJoinStep1Body = z.input<typeof AmbulanceJoinStep1BodySchema>;
export const AmbulancePersonalBodySchema = z.object(AmbulancePersonalFields);
export const AmbulanceVehicleBodySchema = z.object(AmbulanceVehicleFields);

export const AmbulanceProfileSchema = z.object({
  id: z.number().int(),
  ambulance_code: z.string(),
  status: ProviderStatusSchema,
  reason: z.string().nullable(),
  name: z.string(),
  avatar: z.string().nullable(),
  driver_name: z.string(),
  owner_name: z.string(),
  country_id: z.number().int(),
  district_id: z.number().int(),
  sub_district_id: z.number().int(),
  country: named.nullable(),
  district: named.nullable(),
  sub_district: named.nullable(),
  location: z.string(),
  contact_phone: z.string(),
  vehicle_no: z.string(),
  starting_area: z.string(),
  condition: z.enum(AMBULANCE_CONDITIONS),
  /** Public storage path (`ambulances/...webp`), or null before step 2. */
  photo: z.string().nullable(),
  reviews_count: z.number().int(),
  reviews_avg_rating: z.number().nullable(),
});
export type AmbulanceProfile = z.infer<typeof AmbulanceProfileSchema>;
export const AmbulanceProfileResponseSchema = z.object({ ambulance: AmbulanceProfileSchema });
export const AmbulanceUpdateResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  ambulance: AmbulanceProfileSchema,
});
/** `ambulance/update/personal-information` answers `data.ambulance` (spec 3 section 7). */
export const AmbulancePersonalResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ ambulance: AmbulanceProfileSchema }),
});

// ---------------------------------------------------------------------------------------------
// Presence

/** `POST /api/update-user-status`: the heartbeat (every 120 s); online while under 5 minutes old. */
export const PresenceResponseSchema = z.object({
  status: z.literal('success'),
  online_status: z.enum(['online', 'offline']),
  last_seen_at: z.string(),
});

/**
 * `GET /api/provider-applications/mine`: the signed-in user's applications, so the header can link to
 * an application until its approval brings the role (and its `/sp/{kind}` link).
 */
export const MyApplicationSchema = z.object({
  kind: ProviderKindSchema,
  code: z.string(),
  status: ProviderStatusSchema,
  step_reached: z.number().int(),
  /** Why it was rejected or suspended; null otherwise. */
  reason: z.string().nullable(),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;
export const MyApplicationsResponseSchema = z.object({ applications: z.array(MyApplicationSchema) });
export type MyApplicationsResponse = z.infer<typeof MyApplicationsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Staff review (back office)

export const ProviderDocumentTypeSchema = z.enum(['signature', 'nid_passport', 'nid_passport2', 'doc']);
export type ProviderDocumentType = z.infer<typeof ProviderDocumentTypeSchema>;
export const ProviderDocumentSchema = z.object({
  id: z.number().int(),
  type: ProviderDocumentTypeSchema,
  position: z.number().int(),
  /** Signed, short-lived addresses (private files). */
  image: z.string(),
});
export type ProviderDocument = z.infer<typeof ProviderDocumentSchema>;

export const AdminApplicationSummarySchema = z.object({
  id: z.number().int(),
  kind: ProviderKindSchema,
  code: z.string(),
  status: ProviderStatusSchema,
  step_reached: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reason: z.string().nullable(),
  /** Hours since submission (pending only); overdue past REVIEW_PROMISE_HOURS. */
  waiting_hours: z.number().nullable(),
  overdue: z.boolean(),
});
export type AdminApplicationSummary = z.infer<typeof AdminApplicationSummarySchema>;
export const AdminApplicationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  kind: z.preprocess(blankAsMissing, ProviderKindSchema.optional()),
  status: z.preprocess(blankAsMissing, ProviderStatusSchema.optional()),
});
export type AdminApplicationsQuery = z.input<typeof AdminApplicationsQuerySchema>;
export const AdminApplicationsResponseSchema = paginatedSchema(AdminApplicationSummarySchema);
export const AdminApplicationSchema = AdminApplicationSummarySchema.extend({
  reviewed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  documents: z.array(ProviderDocumentSchema),
  /** The kind's profile as the provider sees it (doctor, nurse or ambulance). */
  profile: z.record(z.string(), z.unknown()).nullable(),
  /** The staff decisions on it, newest first (the audit log's entries). */
  history: z.array(AuditEntrySchema),
});
export type AdminApplication = z.infer<typeof AdminApplicationSchema>;
export const AdminApplicationParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(DB_INT_MAX) });
export const ADMIN_APPLICATION_ACTIONS = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export const AdminApplicationActionParamsSchema = AdminApplicationParamsSchema.extend({
  action: z.enum(ADMIN_APPLICATION_ACTIONS),
});
/** Reject and suspend need a reason (mailed to the provider); approve and reinstate take none. */
export const AdminApplicationActionBodySchema = z.object({
  reason: z.preprocess(blankAsMissing, MultilineTextSchema.trim().min(3).max(1000).optional()),
});
export const AdminApplicationActionResponseSchema = z.object({
  message: z.string(),
  data: AdminApplicationSchema,
});

export const ProviderIdParamSchema = z.object({ id: IdFromTextSchema });
