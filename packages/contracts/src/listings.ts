import { z } from 'zod';
import {
  LISTING_KEYWORD_MAX,
  DOCTOR_ORDER_BY,
  VIDEO_ORDER_BY,
  NURSE_ORDER_BY,
  AMBULANCE_ORDER_BY,
  ONLINE_STATUSES,
} from './constants';
import {
  DB_INT_MAX,
  IdFromTextSchema,
  LineTextSchema,
  MultilineTextSchema,
  PageQuerySchema,
  paginatedSchema,
} from './common';
import { AMBULANCE_CONDITIONS, PROVIDER_GENDERS } from './providers';
import type { NursePackage } from './constants';

/**
 * Finding care (spec 2 sections 2, 3, 7 "Public GETs", 9): the public doctor, nurse and ambulance
 * listings, their detail pages and reviews. Only approved providers that are not suspended are
 * listed or shown. Money is taka on the wire; image paths are public-storage relative (`/storage/`).
 * Listings are 12 a page, reviews 10 a page (`{ data, current_page, last_page, per_page, total, from, to }`).
 */

/** Most specialities one list request may filter by. */
export const LISTING_SPECIALISTS_MAX = 20;
/** Popular video doctors (`/api/popular-{bd,in}-video-doctor`) and each home carousel: at most this many. */
export const POPULAR_DOCTORS_MAX = 8;
export const HOME_PROVIDERS_MAX = 10;

export type DoctorOrderBy = (typeof DOCTOR_ORDER_BY)[number];
export type VideoOrderBy = (typeof VIDEO_ORDER_BY)[number];
export type NurseOrderBy = (typeof NURSE_ORDER_BY)[number];
export type AmbulanceOrderBy = (typeof AMBULANCE_ORDER_BY)[number];
export type OnlineStatus = (typeof ONLINE_STATUSES)[number];
/**
 * `district_and_subDistrict` says what `district` holds: a district id (`district`) or a sub-district
 * id (`sub`). Absent: a district id.
 */
export const PLACE_LEVELS = ['district', 'sub'] as const;
export type PlaceLevel = (typeof PLACE_LEVELS)[number];

/** An absent or empty query value means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** A comma list of ids (`specialists=3,7`), also sent as repeated parameters; empty means none. */
export const IdListSchema = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => String(p).split(','));
    return parts.map((p) => p.trim()).filter((p) => p !== '');
  },
  z
    .array(z.coerce.number().int().min(1).max(DB_INT_MAX))
    .max(LISTING_SPECIALISTS_MAX)
    .transform((ids) => [...new Set(ids)])
    .optional(),
);

const keyword = optional(LineTextSchema.trim().max(LISTING_KEYWORD_MAX));
const placeFilter = {
  district_and_subDistrict: optional(z.enum(PLACE_LEVELS)),
  district: optional(IdFromTextSchema),
};

/**
 * GET /api/bd-doctors-appointment and /api/in-doctors-appointment: `keyword` (name, doctor code,
 * speciality, hospital, chamber; English or Bengali), `specialists` (comma list of ids),
 * `district_and_subDistrict` + `district` (Bangladesh) or `state` (India), `gender`, `hospital`
 * (India), `order_by`, `page`. Without `order_by`: best rated first.
 */
export const DoctorListQuerySchema = PageQuerySchema.extend({
  keyword,
  specialists: IdListSchema,
  ...placeFilter,
  state: optional(IdFromTextSchema),
  gender: optional(z.enum(PROVIDER_GENDERS)),
  hospital: optional(IdFromTextSchema),
  order_by: optional(z.enum(DOCTOR_ORDER_BY)),
});
export type DoctorListQuery = z.infer<typeof DoctorListQuerySchema>;
export type DoctorListQueryInput = z.input<typeof DoctorListQuerySchema>;

/**
 * GET /api/doctors-bd-video-consultancy and /api/doctors-in-video-consultancy (the spec does not name
 * the parameters; these are the names, also used in the web's address bar): `keyword`, `specialists`
 * (comma list of ids), `gender`, `online_status` (online | offline), `order_by` (video_fees_asc,
 * video_fees_desc, experience, rating), `page`. Only doctors offering video consultation.
 */
export const VideoDoctorListQuerySchema = PageQuerySchema.extend({
  keyword,
  specialists: IdListSchema,
  gender: optional(z.enum(PROVIDER_GENDERS)),
  online_status: optional(z.enum(ONLINE_STATUSES)),
  order_by: optional(z.enum(VIDEO_ORDER_BY)),
});
export type VideoDoctorListQuery = z.infer<typeof VideoDoctorListQuerySchema>;
export type VideoDoctorListQueryInput = z.input<typeof VideoDoctorListQuerySchema>;

/** GET /api/nurses-appointment: `keyword`, `district_and_subDistrict` + `district`, `order_by`, `page`. */
export const NurseListQuerySchema = PageQuerySchema.extend({
  keyword,
  ...placeFilter,
  order_by: optional(z.enum(NURSE_ORDER_BY)),
});
export type NurseListQuery = z.infer<typeof NurseListQuerySchema>;
export type NurseListQueryInput = z.input<typeof NurseListQuerySchema>;

/** GET /api/ambulance-booking: `keyword`, `district_and_subDistrict` + `district`, `condition`, `order_by`, `page`. */
export const AmbulanceListQuerySchema = PageQuerySchema.extend({
  keyword,
  ...placeFilter,
  condition: optional(z.enum(AMBULANCE_CONDITIONS)),
  order_by: optional(z.enum(AMBULANCE_ORDER_BY)),
});
export type AmbulanceListQuery = z.infer<typeof AmbulanceListQuerySchema>;
export type AmbulanceListQueryInput = z.input<typeof AmbulanceListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Pieces shared by cards and profiles

/** A place or reference by name in both languages. */
export const NamedPlaceSchema = z.object({ id: z.number().int(), name: z.string(), bn_name: z.string() });
export type NamedPlace = z.infer<typeof NamedPlaceSchema>;
export const ListedCountrySchema = NamedPlaceSchema.extend({ name_code: z.string() });
export const ListedSpecialistSchema = z.object({ id: z.number().int(), title: z.string(), bn_title: z.string() });
export type ListedSpecialist = z.infer<typeof ListedSpecialistSchema>;
/** The provider's account as cards show it; online while the last heartbeat is under 5 minutes old. */
export const ListedUserSchema = z.object({
  name: z.string(),
  avatar: z.string().nullable(),
  online_status: z.enum(ONLINE_STATUSES),
});
export type ListedUser = z.infer<typeof ListedUserSchema>;
/** Reviews of completed bookings: the count and the average (one decimal; null before the first review). */
const rating = {
  reviews_count: z.number().int(),
  reviews_avg_rating: z.number().nullable(),
};
/** A fee (taka), its discount (percent) and the fee after the discount; all null when the service is off. */
const fee = z.number().nullable();
const discount = z.number().int().nullable();

// ---------------------------------------------------------------------------------------------
// Doctors

export const DoctorCardSchema = z.object({
  id: z.number().int(),
  doc_id: z.string(),
  title: z.string(),
  gender: z.string(),
  user: ListedUserSchema,
  country_id: z.number().int(),
  country: ListedCountrySchema,
  district: NamedPlaceSchema.nullable(),
  sub_district: NamedPlaceSchema.nullable(),
  state: NamedPlaceSchema.nullable(),
  qualifications: z.array(z.object({ degree: z.string() })),
  specialists: z.array(ListedSpecialistSchema),
  /** Only for country 2 (India); null otherwise. */
  language: z.string().nullable(),
  hospital_name: z.string(),
  designation: z.string(),
  experience: z.number().int(),
  final_experience: z.string(),
  ...rating,
  appointment_service: z.number().int(),
  video_consultancy: z.number().int(),
  audio_consultancy: z.number().int(),
  appointment_fee: fee,
  final_appointment_fee: fee,
  appointment_discount: discount,
  /** VAT percent added to the fees; shown only when above 0. */
  vat: z.number(),
});
export type DoctorCard = z.infer<typeof DoctorCardSchema>;
export const DoctorListResponseSchema = paginatedSchema(DoctorCardSchema);
export type DoctorListResponse = z.infer<typeof DoctorListResponseSchema>;

/** The video listing's card: the doctor card with the video fee. */
export const VideoDoctorCardSchema = DoctorCardSchema.extend({
  video_fee: fee,
  final_video_fee: fee,
  video_discount: discount,
});
export type VideoDoctorCard = z.infer<typeof VideoDoctorCardSchema>;
export const VideoDoctorListResponseSchema = paginatedSchema(VideoDoctorCardSchema);
export type VideoDoctorListResponse = z.infer<typeof VideoDoctorListResponseSchema>;
/** GET /api/popular-bd-video-doctor, /api/popular-in-video-doctor: best rated video doctors. */
export const PopularVideoDoctorsResponseSchema = z.array(VideoDoctorCardSchema);
export type PopularVideoDoctorsResponse = z.infer<typeof PopularVideoDoctorsResponseSchema>;

export const ListedWeekdaySchema = z.object({
  id: z.number().int(),
  code: z.number().int(),
  title: z.string(),
  short_title: z.string(),
  bn_title: z.string(),
});
export type ListedWeekday = z.infer<typeof ListedWeekdaySchema>;

/**
 * GET /api/bd-doctor-appointment/{id}, /api/in-doctor-appointment/{id}, /api/doctor-video-consultancy/{id},
 * /api/doctor-view/{id}: `{ doctor }`. The Bangladesh route shows only Bangladesh doctors, the India
 * route only India doctors, the video route only doctors offering video; `doctor-view` any listed
 * doctor. 404 `{ message }`: "Doctor not found" (no such listed doctor) or "This doctor is unavailable"
 * (listed, but not on this route).
 */
export const DoctorDetailSchema = VideoDoctorCardSchema.extend({
  department: z.string(),
  hospital: NamedPlaceSchema.nullable(),
  location: z.string(),
  qualifications: z.array(
    z.object({ degree: z.string(), institution_name: z.string(), institution_location: z.string() }),
  ),
  /** Doctor weekdays 1-7, Sunday first. */
  wdays: z.array(ListedWeekdaySchema),
  /** `HH:mm:ss`. */
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  chamber_name: z.string().nullable(),
  chamber_location: z.string().nullable(),
  audio_fee: fee,
  final_audio_fee: fee,
  audio_discount: discount,
  /** Patients attended (completed appointments and consultations). */
  doctor_appointments_count: z.number().int(),
  /**
   * What a booking of each service costs (taka): the fee after its discount plus the doctor's VAT, as the
   * booking calls charge it (the booking forms show it); null when the service has no fee.
   */
  appointment_total: fee,
  video_total: fee,
  audio_total: fee,
});
export type DoctorDetail = z.infer<typeof DoctorDetailSchema>;
export const DoctorDetailResponseSchema = z.object({ doctor: DoctorDetailSchema });
export type DoctorDetailResponse = z.infer<typeof DoctorDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Nurses

export const NurseCardSchema = z.object({
  id: z.number().int(),
  nurse_code: z.string(),
  user: ListedUserSchema,
  district: NamedPlaceSchema,
  sub_district: NamedPlaceSchema,
  location: z.string(),
  experience: z.number().int(),
  final_experience: z.string(),
  /** The lowest package fee offered (taka); null when none is priced. */
  fee_from: fee,
  ...rating,
});
export type NurseCard = z.infer<typeof NurseCardSchema>;
export const NurseListResponseSchema = paginatedSchema(NurseCardSchema);
export type NurseListResponse = z.infer<typeof NurseListResponseSchema>;

/** Per package (NURSE_PACKAGES): `one_call` 1 | 0 and `one_call_fee` taka or null (see NursePivot). */
export const NursePivotSchema = z.record(z.string(), z.number().nullable());
export type NursePivot = Record<NursePackage | `${NursePackage}_fee`, number | null>;
export const NurseWeekdaySchema = ListedWeekdaySchema.extend({ pivot: NursePivotSchema });
export type NurseWeekday = z.infer<typeof NurseWeekdaySchema>;

/** GET /api/nurse-appointment/{id}: `{ nurse }`; 404 "This nurse is unavailable". */
export const NurseDetailSchema = NurseCardSchema.extend({
  /** Nurse weekday codes 0-6, Sunday first; each with its packages. */
  wdays: z.array(NurseWeekdaySchema),
});
export type NurseDetail = z.infer<typeof NurseDetailSchema>;
export const NurseDetailResponseSchema = z.object({ nurse: NurseDetailSchema });
export type NurseDetailResponse = z.infer<typeof NurseDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Ambulances

export const AmbulanceCardSchema = z.object({
  id: z.number().int(),
  ambulance_code: z.string(),
  /** Public storage path, or null. */
  photo: z.string().nullable(),
  user: ListedUserSchema,
  owner_name: z.string(),
  condition: z.enum(AMBULANCE_CONDITIONS),
  district: NamedPlaceSchema,
  sub_district: NamedPlaceSchema,
  location: z.string(),
  starting_area: z.string(),
  ...rating,
});
export type AmbulanceCard = z.infer<typeof AmbulanceCardSchema>;
export const AmbulanceListResponseSchema = paginatedSchema(AmbulanceCardSchema);
export type AmbulanceListResponse = z.infer<typeof AmbulanceListResponseSchema>;

/** GET /api/ambulance-booking/{id}: `{ ambulance }`; 404 "This ambulance is unavailable". */
export const AmbulanceDetailSchema = AmbulanceCardSchema.extend({ driver_name: z.string() });
export type AmbulanceDetail = z.infer<typeof AmbulanceDetailSchema>;
export const AmbulanceDetailResponseSchema = z.object({ ambulance: AmbulanceDetailSchema });
export type AmbulanceDetailResponse = z.infer<typeof AmbulanceDetailResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Reviews

/** What a review was written for (spec 3 section 3 `service`). */
export const REVIEW_SERVICES = [
  'DoctorAppointment',
  'AudioConsultancy',
  'VideoConsultancy',
  'NurseAppointment',
  'AmbulanceBooking',
] as const;
export type ReviewService = (typeof REVIEW_SERVICES)[number];
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_DETAIL_MAX = 2000;

export const ReviewSchema = z.object({
  id: z.number().int(),
  user: z.object({ name: z.string(), avatar: z.string().nullable() }),
  /** ISO 8601. */
  created_at: z.string(),
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  detail: z.string(),
  service: z.enum(REVIEW_SERVICES),
});
export type Review = z.infer<typeof ReviewSchema>;
/**
 * GET /api/review/show/doctor-review/{id}, /nurse-review/{id}, /ambulance-review/{id}: newest first,
 * 10 a page; an id that is not a listed provider of the kind answers an empty page.
 */
export const ReviewListResponseSchema = paginatedSchema(ReviewSchema);
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;
export const ReviewListQuerySchema = PageQuerySchema;

/**
 * `POST /api/review/store/doctor-review/{doctorId}/appointment/{id}` (spec 2 section 4) and
 * `/api/review/store/doctor-review/{doctorId}/consultancy/{id}` (designed here: an audio or a video
 * consultation): the booking's patient reviews it once, when it is Completed. `rating` 1-5 (the form's
 * default 5), `detail` required; `service`, which the form also sends, is decided by the booking.
 */
export const StoreReviewBodySchema = z.object({
  rating: z.coerce.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  detail: MultilineTextSchema.trim().min(1).max(REVIEW_DETAIL_MAX),
  service: z.enum(REVIEW_SERVICES).optional(),
});
export type StoreReviewBody = z.infer<typeof StoreReviewBodySchema>;
export const StoreReviewParamsSchema = z.object({ providerId: IdFromTextSchema, id: IdFromTextSchema });
export const StoreReviewAnswerSchema = z.object({ status: z.literal('success'), message: z.string() });
export type StoreReviewAnswer = z.infer<typeof StoreReviewAnswerSchema>;
