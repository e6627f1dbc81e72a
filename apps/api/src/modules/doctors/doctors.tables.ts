import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bookingsTables } from '../bookings';
import { lookupsTables } from '../lookups';
import { providersTables } from '../providers';

const { countries, districts, subDistricts, states, hospitals, specialists } = lookupsTables;

/** A doctor's profile (spec 3 section 3), 1:1 with the provider application. Fees in poisha. */
export const doctors = pgTable(
  'doctors',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => providersTables.providerApplications.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 24 }).notNull(),
    gender: varchar('gender', { length: 8 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    districtId: integer('district_id').references(() => districts.id),
    subDistrictId: integer('sub_district_id').references(() => subDistricts.id),
    stateId: integer('state_id').references(() => states.id),
    location: varchar('location', { length: 255 }).notNull(),
    nidPassportNo: varchar('nid_passport_no', { length: 40 }).notNull(),
    registrationNo: varchar('registration_no', { length: 60 }).notNull(),
    registeredInstitution: varchar('registered_institution', { length: 190 }).notNull(),
    language: varchar('language', { length: 120 }),
    hospitalId: integer('hospital_id').references(() => hospitals.id),
    hospitalName: varchar('hospital_name', { length: 190 }).notNull(),
    department: varchar('department', { length: 120 }).notNull(),
    designation: varchar('designation', { length: 120 }).notNull(),
    memorableInstitution: boolean('memorable_institution').notNull().default(false),
    memorableInstitutionName: varchar('memorable_institution_name', { length: 190 }),
    experience: smallint('experience').notNull(),
    appointmentService: boolean('appointment_service').notNull().default(false),
    chamberName: varchar('chamber_name', { length: 190 }),
    chamberLocation: varchar('chamber_location', { length: 255 }),
    appointmentFee: integer('appointment_fee'),
    appointmentDiscount: smallint('appointment_discount'),
    audioService: boolean('audio_service').notNull().default(false),
    audioFee: integer('audio_fee'),
    audioDiscount: smallint('audio_discount'),
    videoService: boolean('video_service').notNull().default(false),
    videoFee: integer('video_fee'),
    videoDiscount: smallint('video_discount'),
    /** Weekday ids 1-7 (Sunday first) the doctor works. */
    weekdays: smallint('weekdays').array().notNull().default([]),
    timeFrom: time('time_from'),
    timeTo: time('time_to'),
    /** Length of one in-person appointment (its slot), minutes; edited in the Availability section. */
    visitMinutes: smallint('visit_minutes').notNull().default(15),
    /** VAT percent added to the fees (shown when above 0). */
    vat: numeric('vat', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('doctors_country_idx').on(t.countryId, t.districtId),
    index('doctors_hospital_idx').on(t.hospitalId),
    // The listings' filters and sorts (doctors.listing.ts): place, and each order within a country.
    index('doctors_sub_district_idx').on(t.subDistrictId),
    index('doctors_state_idx').on(t.stateId),
    ...feeIndexes(
      'appointment',
      t.countryId,
      sql`${finalFeeSql(t.appointmentFee, t.appointmentDiscount)}`,
      t.applicationId,
    ),
    ...feeIndexes(
      'video',
      t.countryId,
      sql`${finalFeeSql(t.videoFee, t.videoDiscount)}`,
      t.applicationId,
      sql`${t.videoService}`,
    ),
    index('doctors_experience_idx').on(t.countryId, t.experience.desc(), t.applicationId),
  ],
);

/** The fee sorts of a listing, both ways with the doctors without that fee last. */
function feeIndexes(name: string, country: AnyPgColumn, fee: SQL, id: AnyPgColumn, where?: SQL) {
  const asc = index(`doctors_${name}_fee_asc_idx`).on(country, sql`${fee} ASC NULLS LAST`, id);
  const desc = index(`doctors_${name}_fee_desc_idx`).on(country, sql`${fee} DESC NULLS LAST`, id);
  return where ? [asc.where(where), desc.where(where)] : [asc, desc];
}

/**
 * A fee after its discount, in poisha (integer arithmetic, so the listing's sort and its index agree);
 * null when there is no fee.
 */
export function finalFeeSql(fee: AnyPgColumn, discount: AnyPgColumn): SQL {
  return sql`(${fee} * (100 - COALESCE(${discount}, 0)) / 100)`;
}

export const doctorSpecialists = pgTable(
  'doctor_specialists',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => doctors.applicationId, { onDelete: 'cascade' }),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.specialistId] }),
    index('doctor_specialists_specialist_idx').on(t.specialistId),
  ],
);

export const doctorQualifications = pgTable(
  'doctor_qualifications',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => doctors.applicationId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    degree: varchar('degree', { length: 120 }).notNull(),
    institutionName: varchar('institution_name', { length: 190 }).notNull(),
    institutionLocation: varchar('institution_location', { length: 190 }).notNull(),
  },
  (t) => [index('doctor_qualifications_application_idx').on(t.applicationId, t.position)],
);

/**
 * A doctor booking's own fields (appointment, audio or video consultation), 1:1 with the kernel's
 * `bookings` row: the patient payload of spec 2, and for India appointments the tourism services and
 * the referral code used.
 */
export const doctorBookingDetails = pgTable('doctor_booking_details', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookingsTables.bookings.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 120 }).notNull(),
  dob: date('dob').notNull(),
  gender: varchar('gender', { length: 8 }).notNull(),
  occupation: varchar('occupation', { length: 120 }).notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  city: varchar('city', { length: 80 }).notNull(),
  diseaseAbout: text('disease_about').notNull(),
  /** New or Old */
  patientType: varchar('patient_type', { length: 4 }).notNull(),
  /** Booked through the India form. */
  india: boolean('india').notNull().default(false),
  medicalVisa: boolean('medical_visa').notNull().default(false),
  guide: boolean('guide').notNull().default(false),
  transport: boolean('transport').notNull().default(false),
  hotel: boolean('hotel').notNull().default(false),
  diagnostic: boolean('diagnostic').notNull().default(false),
  surgery: boolean('surgery').notNull().default(false),
  referralCode: varchar('referral_code', { length: 16 }),
});
