import { z } from 'zod';
import { STATUS_STYLES } from './cart';
import { IdFromTextSchema, LineTextSchema, MultilineTextSchema, PageQuerySchema, paginatedSchema } from './common';
import { PAYMENT_STATUSES } from './constants';
import { EPrescriptionSchema } from './e-prescriptions';
import { FlagSchema } from './providers';

/**
 * Bookings (DESIGN.md 5b and 5c; spec 2 "Booking forms", "Profile booking lists", "Booking payloads";
 * spec 3 the doctor's lists): one kernel for doctor appointments, audio and video consultations (and
 * later nurse and ambulance bookings). Money is taka on the wire; dates `YYYY-MM-DD`, times `HH:mm`.
 */

export const BOOKING_KINDS = ['appointment', 'audio', 'video', 'nurse', 'ambulance'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
/** DESIGN.md 5b: Pending while a fee awaits payment, Ready once paid or nothing is owed, Completed, Cancelled. */
export const BOOKING_STATUSES = ['Pending', 'Ready', 'Completed', 'Cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_STYLE: Record<BookingStatus, (typeof STATUS_STYLES)[number]> = {
  Pending: 'warning',
  Ready: 'info',
  Completed: 'success',
  Cancelled: 'danger',
};

/** The badge colour of each payment status (orders and bookings). */
export const PAYMENT_STATUS_STYLE: Record<(typeof PAYMENT_STATUSES)[number], (typeof STATUS_STYLES)[number]> = {
  Pending: 'warning',
  Paid: 'success',
  Failed: 'danger',
  Refunded: 'info',
};

/** Booking window (spec 2 section 9): up to 60 days ahead; India appointments from 7 days ahead. */
export const BOOKING_WINDOW_DAYS = 60;
export const INDIA_FIRST_DAY = 7;
/** India doctors' hours, hospital time (Asia/Kolkata). */
export const INDIA_HOURS = { from: '10:00', to: '17:00' } as const;
export const DEFAULT_VISIT_MINUTES = 15;
export const VISIT_MINUTES_MIN = 5;
export const VISIT_MINUTES_MAX = 120;
export const PATIENT_TYPES = ['New', 'Old'] as const;
export const PATIENT_GENDERS = ['male', 'female', 'other'] as const;
/** The only country the booking forms offer (spec 2 section 5). */
export const BOOKING_COUNTRY_ID = 1;

export const IsoDateSchema = LineTextSchema.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date').refine(
  (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  'validation.date',
);
const text = (max: number) => LineTextSchema.trim().min(1).max(max);
const clock = LineTextSchema.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time');
const tourismFlag = FlagSchema.optional().default(false);

/** The patient fields every doctor booking carries (spec 2 "Booking payloads"). */
export const PatientFields = {
  name: text(120),
  dob: IsoDateSchema,
  gender: z.enum(PATIENT_GENDERS),
  occupation: text(120),
  /** Only Bangladesh (id 1) is offered. */
  country_id: z.coerce
    .number()
    .int()
    .refine((v) => v === BOOKING_COUNTRY_ID, 'validation.in'),
  city: text(80),
  disease_about: MultilineTextSchema.trim().min(1).max(2000),
  patient_type: z.enum(PATIENT_TYPES).optional().default('New'),
};

/** `POST /api/auth/doctor-appointment/bd-doctor/{id}/appointment`. */
export const BdAppointmentBodySchema = z.object({ ...PatientFields, app_date: IsoDateSchema, app_time: clock });
export type BdAppointmentBody = z.input<typeof BdAppointmentBodySchema>;

/**
 * `POST /api/auth/doctor-appointment/in-doctor/{id}/appointment`: `app_time` is India time; the
 * tourism flags (`hotel`, `diagnostic`, `sergery` are shown disabled by the form, accepted false only).
 */
export const InAppointmentBodySchema = BdAppointmentBodySchema.extend({
  referral_code: z.preprocess((v) => (v === '' || v === null ? undefined : v), text(16).optional()),
  medical_visa: tourismFlag,
  guide: tourismFlag,
  transport: tourismFlag,
  hotel: tourismFlag,
  diagnostic: tourismFlag,
  sergery: tourismFlag,
});
export type InAppointmentBody = z.input<typeof InAppointmentBodySchema>;

/**
 * `POST /api/auth/doctor-consultancy/video/{id}/appointment` and (designed here, the spec does not
 * show it) `POST /api/auth/doctor-consultancy/audio/{id}/appointment`: the patient fields only.
 */
export const ConsultancyBodySchema = z.object(PatientFields);
export type ConsultancyBody = z.input<typeof ConsultancyBodySchema>;

/** Every booking call answers this; with `need_payment` the web goes to `/payment/payment-submit/{need_payment_id}`. */
export const BookingAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  need_payment: z.boolean(),
  need_payment_id: z.string().nullable(),
  booking_id: z.number().int(),
});
export type BookingAnswer = z.infer<typeof BookingAnswerSchema>;

/** `POST /api/auth/doctor-appointment/apply-referral-code`. */
export const ApplyReferralBodySchema = z.object({ referral_code: text(16) });
/** `success` with the code; `warning` "Invalid referral code" (unknown, or the patient's own) with null. */
export const ApplyReferralAnswerSchema = z.object({
  status: z.enum(['success', 'warning']),
  message: z.string(),
  referral_code: z.string().nullable(),
});
export type ApplyReferralAnswer = z.infer<typeof ApplyReferralAnswerSchema>;

/**
 * `GET /api/doctor-appointment/{id}/free-slots?date=YYYY-MM-DD` (public; designed here): the slots of
 * the doctor's day, in the doctor's time zone (Asia/Dhaka, or Asia/Kolkata for India with
 * `bd_time` beside), each free or taken. A day off or outside the window answers no slots.
 */
export const FreeSlotsQuerySchema = z.object({ date: IsoDateSchema });
export const FreeSlotsResponseSchema = z.object({
  date: z.string(),
  time_zone: z.string(),
  visit_minutes: z.number().int(),
  bookable_day: z.boolean(),
  slots: z.array(z.object({ app_time: z.string(), bd_time: z.string(), available: z.boolean() })),
});
export type FreeSlotsResponse = z.infer<typeof FreeSlotsResponseSchema>;

// ------------------------------------------------------------------------ patient lists

export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const StatusStyleSchema = z.enum(STATUS_STYLES);

export const BookingDoctorSchema = z.object({
  id: z.number().int(),
  doc_id: z.string(),
  title: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  country_id: z.number().int(),
  chamber_name: z.string().nullable(),
  chamber_location: z.string().nullable(),
});

/** What every booking row carries: money, payment (Pay now) and status. */
export const BookingRowFields = {
  id: z.number().int(),
  created_at: z.string(),
  total_amount: z.number(),
  payment_status: PaymentStatusSchema,
  payment_status_style: StatusStyleSchema,
  /** Set while Pay now is offered (Pending booking, payment Pending or Failed). */
  need_payment_crypt_id: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  status_style: StatusStyleSchema,
  reviewed: z.boolean(),
  /** Write a review is offered: Completed and not yet reviewed (spec 2 section 4). */
  can_review: z.boolean(),
  /** The patient may still cancel it (up to the settings' hours before). */
  can_cancel: z.boolean(),
  cancel_reason: z.string().nullable(),
};

/** `GET /api/auth/doctor-appointment/my-appointment` rows (spec 2 "Doctor appointment"). */
export const MyDoctorAppointmentSchema = z.object({
  ...BookingRowFields,
  doctor_id: z.number().int(),
  doctor: BookingDoctorSchema,
  app_date: z.string(),
  /** Doctor's local time (India time for India doctors). */
  app_time: z.string(),
  time_zone: z.string(),
  /** The same moment in Bangladesh time. */
  bd_date: z.string(),
  bd_time: z.string(),
  /** Null until assigned: "Not ready yet". */
  serial_no: z.number().int().nullable(),
});
export type MyDoctorAppointment = z.infer<typeof MyDoctorAppointmentSchema>;
export const MyDoctorAppointmentsResponseSchema = paginatedSchema(MyDoctorAppointmentSchema);
export type MyDoctorAppointmentsResponse = z.infer<typeof MyDoctorAppointmentsResponseSchema>;

/** `GET /api/auth/doctor-consultancy/my-audio-consultancy` and `my-video-consultancy` rows. */
export const MyConsultancySchema = z.object({
  ...BookingRowFields,
  doctor_id: z.number().int(),
  doctor: BookingDoctorSchema,
  prescription_is_ready: z.boolean(),
});
export type MyConsultancy = z.infer<typeof MyConsultancySchema>;
export const MyConsultanciesResponseSchema = paginatedSchema(MyConsultancySchema);
export type MyConsultanciesResponse = z.infer<typeof MyConsultanciesResponseSchema>;

/** `POST /api/auth/bookings/{id}/cancel` (designed here): the patient's cancel. */
export const PatientCancelAnswerSchema = z.object({ status: z.literal('success'), message: z.string() });

// ------------------------------------------------------------------------ the doctor's side

/** Spec 3 "Appointment / consultancy (doctor side)". */
export const DoctorBookingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(BOOKING_STATUSES),
  appointment_status_style: StatusStyleSchema,
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string(),
    avatar: z.string().nullable(),
  }),
  name: z.string(),
  dob: z.string(),
  patient_age: z.number().int(),
  gender: z.string(),
  country: z.string(),
  city: z.string(),
  occupation: z.string(),
  patient_type: z.string(),
  disease_about: z.string(),
  serial_no: z.number().int().nullable(),
  app_date: z.string().nullable(),
  app_time: z.string().nullable(),
  time_zone: z.string(),
  total_amount: z.number(),
  payment_status: PaymentStatusSchema,
  created_at: z.string(),
  /** Ready and its day has come (or it has none): the provider may mark it Completed now (designed here). */
  can_complete: z.boolean(),
  /** India appointments: the tourism services asked for and the referral code used. */
  india: z
    .object({
      medical_visa: z.boolean(),
      guide: z.boolean(),
      transport: z.boolean(),
      hotel: z.boolean(),
      diagnostic: z.boolean(),
      sergery: z.boolean(),
      referral_code: z.string().nullable(),
    })
    .nullable(),
  /** The latest e-prescription version (audio and video consultations); null until one is written. */
  prescription: EPrescriptionSchema.nullable(),
});
export type DoctorBooking = z.infer<typeof DoctorBookingSchema>;
/** `?date=YYYY-MM-DD` (designed here) narrows an appointment list to the day, ordered by serial: the chamber's "today". */
export const DoctorBookingsQuerySchema = PageQuerySchema.extend({ date: IsoDateSchema.optional() });
export const DoctorBookingsResponseSchema = paginatedSchema(DoctorBookingSchema);
export const DoctorBookingAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  appointment: DoctorBookingSchema,
});
export type DoctorBookingAnswer = z.infer<typeof DoctorBookingAnswerSchema>;
export const SerialNoBodySchema = z.object({ serial_no: z.coerce.number().int().min(1).max(999) });
export const ScheduleBodySchema = z.object({ app_date: IsoDateSchema, app_time: clock });
export const BookingIdParamSchema = z.object({ id: IdFromTextSchema });

// ------------------------------------------------------------------------ referral earnings

export const EARNING_STATUSES = ['Pending', 'Ready', 'Completed', 'Cancelled'] as const;
/** `GET /api/auth/get-my-benefit-list` rows (spec 2 "Earning"); INR in rupees. */
export const EarningSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  patient: z.object({ name: z.string(), avatar: z.string().nullable() }),
  total_cost_in_bdt: z.number(),
  total_cost_in_inr: z.number(),
  exchange_rate: z.number(),
  benefit_percentage: z.number(),
  total_benefit_in_bdt: z.number(),
  total_benefit_in_inr: z.number(),
  status: z.enum(EARNING_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Earning = z.infer<typeof EarningSchema>;
export const EarningsResponseSchema = paginatedSchema(EarningSchema);
export type EarningsResponse = z.infer<typeof EarningsResponseSchema>;

// ------------------------------------------------------------------------ back office

export const AdminBookingsQuerySchema = PageQuerySchema.extend({
  kind: z.enum(BOOKING_KINDS).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  /** Slot day, or the day booked for bookings without a slot. */
  date: IsoDateSchema.optional(),
  provider_id: IdFromTextSchema.optional(),
  /** Part of the provider's name or code (`DOC-00012`). */
  provider: LineTextSchema.trim().max(120).optional(),
  /** Part of the patient's name, e-mail or phone. */
  patient: LineTextSchema.trim().max(120).optional(),
  /** Only bookings whose money must be refunded. */
  refund_due: z.enum(['1', '0']).optional(),
});
export const AdminBookingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(BOOKING_STATUSES),
  payment_status: PaymentStatusSchema,
  total_amount: z.number(),
  patient: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  provider: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  app_date: z.string().nullable(),
  app_time: z.string().nullable(),
  time_zone: z.string(),
  serial_no: z.number().int().nullable(),
  refund_due: z.boolean(),
  refunded_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;
export type AdminBookingsQuery = z.infer<typeof AdminBookingsQuerySchema>;
export const AdminBookingsResponseSchema = paginatedSchema(AdminBookingSchema);
export type AdminBookingsResponse = z.infer<typeof AdminBookingsResponseSchema>;
export const AdminBookingDetailSchema = AdminBookingSchema.extend({
  fee: z.number(),
  discount: z.number(),
  vat: z.number(),
  need_payment_crypt_id: z.string().nullable(),
  history: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      details: z.record(z.string(), z.unknown()),
      created_at: z.string(),
    }),
  ),
});
export type AdminBookingDetail = z.infer<typeof AdminBookingDetailSchema>;
export const AdminCancelBookingBodySchema = z.object({ reason: MultilineTextSchema.trim().min(3).max(500) });
export type AdminCancelBookingBody = z.infer<typeof AdminCancelBookingBodySchema>;
export const AdminBookingWriteResponseSchema = z.object({ message: z.string(), data: AdminBookingDetailSchema });
export type AdminBookingWriteResponse = z.infer<typeof AdminBookingWriteResponseSchema>;
export const AdminEarningsQuerySchema = PageQuerySchema.extend({ status: z.enum(EARNING_STATUSES).optional() });
/** The back office's earnings: who is owed (to pay them out) besides the referrer's own fields. */
export const AdminEarningSchema = EarningSchema.extend({
  referrer_id: z.number().int(),
  referrer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
});
export type AdminEarning = z.infer<typeof AdminEarningSchema>;
export const AdminEarningsResponseSchema = paginatedSchema(AdminEarningSchema);
export type AdminEarningsResponse = z.infer<typeof AdminEarningsResponseSchema>;
export type AdminEarningsQuery = z.infer<typeof AdminEarningsQuerySchema>;
