import { z } from 'zod';
import {
  BOOKING_COUNTRY_ID,
  BOOKING_STATUSES,
  BookingRowFields,
  IsoDateSchema,
  PaymentStatusSchema,
  StatusStyleSchema,
} from './bookings';
import {
  IdFromTextSchema,
  LineTextSchema,
  MultilineTextSchema,
  PageQuerySchema,
  paginatedSchema,
  phoneTextSchema,
} from './common';
import { NURSE_PACKAGES, type NursePackage } from './constants';
import { PROVIDER_FEE_MAX } from './providers';

/**
 * Nurse appointments and ambulance bookings (issue 17; spec 2 "Nurse appointment", "Ambulance booking",
 * spec 3 the nurse's and the ambulance owner's lists): the bookings kernel's two other kinds. Money is
 * taka on the wire; dates `YYYY-MM-DD`, times `HH:mm` Bangladesh time.
 */

/**
 * When each package starts (Bangladesh time) and how long the nurse is busy (spec 2 section 9). A one
 * call visit has no set hour (it is arranged by phone on the day) and blocks no time.
 */
export const NURSE_PACKAGE_HOURS: Record<NursePackage, { start: string; hours: number } | null> = {
  one_call: null,
  hour_6_morning: { start: '06:00', hours: 6 },
  hour_6_evening: { start: '12:00', hours: 6 },
  hour_12_day: { start: '06:00', hours: 12 },
  hour_12_night: { start: '18:00', hours: 12 },
  hour_24: { start: '06:00', hours: 24 },
};
/** A booking of more than one day: 2 to 30 days, its fee agreed afterwards. */
export const MORE_DAY_MIN = 2;
export const MORE_DAY_MAX = 30;
/** Hours a patient has to pay once the nurse (or staff) agreed the price of a negotiable booking. */
export const AGREED_PRICE_HOLD_HOURS = 24;
/** ID pictures of a nurse booking (spec 5: png, jpg, jpeg), each at most this. */
export const NURSE_ID_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const NURSE_ID_IMAGE_FIELDS = ['nid_passport_bs', 'nid_passport_bs2'] as const;
/** Booking cards cut locations to 50 characters (spec 2 section 9). */
export const BOOKING_CARD_LOCATION_MAX = 50;

const text = (max: number) => LineTextSchema.trim().min(1).max(max);
const blankAsMissing = (v: unknown) => (v === '' || v === null || v === 'null' || v === '0' || v === 0 ? undefined : v);

/**
 * `POST /api/auth/nurse-appointment/{id}/appointment` (multipart): these text fields plus the pictures
 * `nid_passport_bs` (required) and `nid_passport_bs2`. `more_day` empty (or 0) is a one-day booking.
 */
export const NurseAppointmentFieldsSchema = z.object({
  country_id: z.coerce
    .number()
    .int()
    .refine((v) => v === BOOKING_COUNTRY_ID, 'validation.in'),
  district_id: IdFromTextSchema,
  sub_district_id: IdFromTextSchema,
  location: text(255),
  phone_no: phoneTextSchema(/^\+?[0-9][0-9 -]{5,18}$/),
  purpose: MultilineTextSchema.trim().min(1).max(1000),
  nurse_service: z.enum(NURSE_PACKAGES),
  app_date: IsoDateSchema,
  more_day: z.preprocess(blankAsMissing, z.coerce.number().int().min(MORE_DAY_MIN).max(MORE_DAY_MAX).optional()),
});
export type NurseAppointmentFields = z.input<typeof NurseAppointmentFieldsSchema>;

/** `POST /api/ambulance/user/booking-now/{id}`. */
export const AmbulanceBookingBodySchema = z.object({ start_location: text(255), end_location: text(255) });
export type AmbulanceBookingBody = z.input<typeof AmbulanceBookingBodySchema>;
/** Booked: status Ready, the owner will call. */
export const AmbulanceBookingAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  booking_id: z.number().int(),
});
export type AmbulanceBookingAnswer = z.infer<typeof AmbulanceBookingAnswerSchema>;

// ------------------------------------------------------------------------ the patient's lists

const named = z.object({ id: z.number().int(), name: z.string(), bn_name: z.string() }).nullable();
/** An ID picture's signed, short-lived addresses (private files; for the patient, the nurse and staff). */
export const IdImageSchema = z.object({ field: z.enum(NURSE_ID_IMAGE_FIELDS), image: z.string() });

/** `GET /api/auth/nurse-appointment/my-appointment` rows (spec 2 "Nurse appointment"). */
export const MyNurseAppointmentSchema = z.object({
  ...BookingRowFields,
  /** The fee is agreed after booking (more than one day) and not yet set: "Payment not ready yet", no Pay now. */
  payment_later: z.boolean(),
  nurse_id: z.number().int(),
  nurse: z.object({
    id: z.number().int(),
    nurse_code: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    district: named,
    sub_district: named,
    location: z.string(),
  }),
  /** Null shows "Any". */
  app_date: z.string().nullable(),
  /** When the package starts and ends (Bangladesh time); null for a one call visit. */
  app_time: z.string().nullable(),
  end_date: z.string().nullable(),
  end_time: z.string().nullable(),
  nurse_service: z.enum(NURSE_PACKAGES),
  /** Days of a booking of more than one day; null for one day. */
  more_day: z.number().int().nullable(),
  location: z.string(),
  phone_no: z.string(),
  purpose: z.string(),
  id_images: z.array(IdImageSchema),
});
export type MyNurseAppointment = z.infer<typeof MyNurseAppointmentSchema>;
export const MyNurseAppointmentsResponseSchema = paginatedSchema(MyNurseAppointmentSchema);

/** `GET /api/ambulance/user/my-ambulance-bookings` rows (spec 2 "Ambulance booking"). */
export const MyAmbulanceBookingSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: z.enum(BOOKING_STATUSES),
  status_style: StatusStyleSchema,
  start_location: z.string(),
  end_location: z.string(),
  ambulance_id: z.number().int(),
  reviewed: z.boolean(),
  can_review: z.boolean(),
  can_cancel: z.boolean(),
  ambulance: z.object({
    id: z.number().int(),
    ambulance_code: z.string(),
    photo: z.string().nullable(),
    user: z.object({ name: z.string(), email: z.string() }),
    condition: z.string(),
    district: named,
    sub_district: named,
    starting_area: z.string(),
    owner_name: z.string(),
    driver_name: z.string(),
    contact_phone: z.string(),
    reviews_count: z.number().int(),
    reviews_avg_rating: z.number().nullable(),
  }),
});
export type MyAmbulanceBooking = z.infer<typeof MyAmbulanceBookingSchema>;
export const MyAmbulanceBookingsResponseSchema = paginatedSchema(MyAmbulanceBookingSchema);

// ------------------------------------------------------------------------ the providers' lists

const customer = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  avatar: z.string().nullable(),
});

/** `GET /api/nurse/appointment/appointments` rows (spec 3 "Nurse appointment (provider side)"). */
export const NurseBookingSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  status_style: StatusStyleSchema,
  user: customer,
  phone_no: z.string(),
  country: z.string(),
  district: z.string(),
  sub_district: z.string(),
  location: z.string(),
  purpose: z.string(),
  app_date: z.string().nullable(),
  app_time: z.string().nullable(),
  end_date: z.string().nullable(),
  end_time: z.string().nullable(),
  nurse_service: z.enum(NURSE_PACKAGES),
  more_day: z.number().int().nullable(),
  /** A negotiable booking whose price the nurse (or staff) has not set yet: the agreed-price action. */
  payment_later: z.boolean(),
  total_amount: z.number(),
  payment_status: PaymentStatusSchema,
  id_images: z.array(IdImageSchema),
  created_at: z.string(),
  /** Ready and its day has come (or it has none): the provider may mark it Completed now (designed here). */
  can_complete: z.boolean(),
});
export type NurseBooking = z.infer<typeof NurseBookingSchema>;
export const NurseBookingsResponseSchema = paginatedSchema(NurseBookingSchema);
export const NurseBookingAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  appointment: NurseBookingSchema,
});
export type NurseBookingAnswer = z.infer<typeof NurseBookingAnswerSchema>;
/**
 * `PUT /api/nurse/appointment/{id}/agreed-price` and `PUT /api/admin/bookings/{id}/agreed-price`
 * (designed here): the price agreed with the patient for a negotiable booking; the patient is mailed
 * and Pay now appears.
 */
export const AgreedPriceBodySchema = z.object({
  price: z.coerce.number().min(1).max(PROVIDER_FEE_MAX).multipleOf(0.01),
});
export type AgreedPriceBody = z.input<typeof AgreedPriceBodySchema>;

/** `GET /api/ambulance/user/ambulance-bookings` rows (spec 3 "Ambulance booking (provider side)"). */
export const AmbulanceProviderBookingSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  status_style: StatusStyleSchema,
  /** The platform's service charge: Pending once Completed until the owner pays it. */
  payment_status: PaymentStatusSchema,
  payment_status_style: StatusStyleSchema,
  /** The service charge, taka (0 until Completed). */
  total_amount: z.number(),
  /** Set while "Pay service charge" is offered (Completed, charge unpaid). */
  need_payment_crypt_id: z.string().nullable(),
  start_location: z.string(),
  end_location: z.string(),
  /** The fare the owner reported on completion (percent charges), taka. */
  fare: z.number().nullable(),
  user: customer,
  /** Ready and its day has come (or it has none): the provider may mark it Completed now (designed here). */
  can_complete: z.boolean(),
});
export type AmbulanceProviderBooking = z.infer<typeof AmbulanceProviderBookingSchema>;
export const AmbulanceProviderBookingsResponseSchema = paginatedSchema(AmbulanceProviderBookingSchema);
/**
 * `POST /api/ambulance/provider/update-completed/{bookingId}`: no body, or `{ fare }` (taka) which a
 * percent service charge needs.
 */
export const AmbulanceCompleteBodySchema = z
  .object({ fare: z.coerce.number().min(1).max(PROVIDER_FEE_MAX).multipleOf(0.01).optional() })
  .nullish()
  .transform((v) => v ?? {});
export const AmbulanceCompleteAnswerSchema = z.object({
  icon: z.literal('success'),
  message: z.string(),
  booking: AmbulanceProviderBookingSchema,
});
export type AmbulanceCompleteAnswer = z.infer<typeof AmbulanceCompleteAnswerSchema>;
/** `GET /api/ambulance/service-charge` (designed here): how the charge is reckoned, for the Completed dialog. */
export const ServiceChargeRuleSchema = z.object({ type: z.enum(['flat', 'percent']), value: z.number() });
export type ServiceChargeRule = z.infer<typeof ServiceChargeRuleSchema>;

/** What the server sends an ambulance owner on their channel when a patient books (designed here). */
export const AMBULANCE_BOOKING_EVENT = 'AmbulanceBookingEvent' as const;
export const AmbulanceBookingEventSchema = z.object({
  booking_id: z.number().int(),
  customer_name: z.string(),
  start_location: z.string(),
  end_location: z.string(),
});
export type AmbulanceBookingEventPayload = z.infer<typeof AmbulanceBookingEventSchema>;

// ------------------------------------------------------------------------ back office

/** `GET /api/admin/service-charges` (designed here): unpaid ambulance service charges per owner. */
export const AdminServiceChargesQuerySchema = PageQuerySchema;
export const AdminServiceChargeOwnerSchema = z.object({
  ambulance_id: z.number().int(),
  ambulance_code: z.string(),
  owner_name: z.string(),
  driver_name: z.string(),
  contact_phone: z.string(),
  email: z.string(),
  total_due: z.number(),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      completed_at: z.string().nullable(),
      amount: z.number(),
      fare: z.number().nullable(),
    }),
  ),
});
export type AdminServiceChargeOwner = z.infer<typeof AdminServiceChargeOwnerSchema>;
export const AdminServiceChargesResponseSchema = paginatedSchema(AdminServiceChargeOwnerSchema);

// ------------------------------------------------------------------------ paths

export const AmbulanceBookingIdParamSchema = z.object({ bookingId: IdFromTextSchema });

/** The calls of these bookings; the review paths are designed here (spec 2 section 4 shows only the doctor's). */
export const CARE_BOOKING_API = {
  bookNurse: (nurseId: number) => `/api/auth/nurse-appointment/${nurseId}/appointment`,
  myNurseAppointments: '/api/auth/nurse-appointment/my-appointment',
  nurseAppointments: '/api/nurse/appointment/appointments',
  nurseComplete: (id: number) => `/api/nurse/appointment/${id}/make-completed`,
  nurseAgreedPrice: (id: number) => `/api/nurse/appointment/${id}/agreed-price`,
  bookAmbulance: (ambulanceId: number) => `/api/ambulance/user/booking-now/${ambulanceId}`,
  myAmbulanceBookings: '/api/ambulance/user/my-ambulance-bookings',
  ambulanceBookings: '/api/ambulance/user/ambulance-bookings',
  ambulanceComplete: (bookingId: number) => `/api/ambulance/provider/update-completed/${bookingId}`,
  serviceChargeRule: '/api/ambulance/service-charge',
  storeNurseReview: (nurseId: number, id: number) => `/api/review/store/nurse-review/${nurseId}/appointment/${id}`,
  storeAmbulanceReview: (ambulanceId: number, id: number) =>
    `/api/review/store/ambulance-review/${ambulanceId}/booking/${id}`,
  adminAgreedPrice: (id: number) => `/api/admin/bookings/${id}/agreed-price`,
  adminServiceCharges: '/api/admin/service-charges',
} as const;
