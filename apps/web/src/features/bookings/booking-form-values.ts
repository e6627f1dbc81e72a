import { BOOKING_COUNTRY_ID, PATIENT_GENDERS, PATIENT_TYPES, type AuthUser } from '@nirog/contracts';
import type { DoctorBookingBody } from './api/book-doctor';
import type { IndiaService } from './components/india-services';

/** Everything a booking form holds; which parts are sent depends on the form (`bodyOf`). */
export interface BookingFormValues {
  name: string;
  dob: string;
  gender: string | null;
  occupation: string;
  country_id: string;
  city: string;
  disease_about: string;
  patient_type: (typeof PATIENT_TYPES)[number];
  app_date: string | null;
  app_time: string;
  /** What the patient typed; only an applied code is sent. */
  referral_code: string;
  medical_visa: boolean;
  guide: boolean;
  transport: boolean;
}

/** A new form, pre-filled from the logged-in user's profile (spec 2 "Booking forms"); New patient by default. */
export function initialBookingValues(user: AuthUser | null): BookingFormValues {
  const gender = user?.sex?.toLowerCase() ?? '';
  return {
    name: user?.name ?? '',
    dob: user?.dob ?? '',
    gender: (PATIENT_GENDERS as readonly string[]).includes(gender) ? gender : null,
    occupation: user?.occupation ?? '',
    country_id: String(BOOKING_COUNTRY_ID),
    city: user?.city ?? '',
    disease_about: '',
    patient_type: 'New',
    app_date: null,
    app_time: '',
    referral_code: '',
    medical_visa: false,
    guide: false,
    transport: false,
  };
}

type Check = { field: keyof BookingFormValues; key: string };

/**
 * The client's checks before sending (spec 2 section 5): a date and a time on an in-person form, and a
 * typed referral code must have been applied. The rest the server checks, field by field.
 */
export function clientProblems(
  values: BookingFormValues,
  form: { slot: boolean; india: boolean },
  appliedCode: string | null,
): Check[] {
  const problems: Check[] = [];
  if (form.slot && !values.app_date) problems.push({ field: 'app_date', key: 'bookings.form.selectDate' });
  else if (form.slot && !values.app_time) problems.push({ field: 'app_time', key: 'bookings.form.selectTime' });
  const typed = values.referral_code.trim();
  if (form.india && typed && typed !== appliedCode) {
    problems.push({ field: 'referral_code', key: 'bookings.referral.applyFirst' });
  }
  return problems;
}

/** The payload of a form (spec 2 "Booking payloads"): patient fields; date and time in person; India extras. */
export function bodyOf(
  values: BookingFormValues,
  form: { slot: boolean; india: boolean },
  appliedCode: string | null,
): DoctorBookingBody {
  const patient = {
    name: values.name,
    dob: values.dob,
    gender: (values.gender ?? '') as (typeof PATIENT_GENDERS)[number],
    occupation: values.occupation,
    country_id: Number(values.country_id),
    city: values.city,
    disease_about: values.disease_about,
    patient_type: values.patient_type,
  };
  if (!form.slot) return patient;
  const appointment = { ...patient, app_date: values.app_date ?? '', app_time: values.app_time };
  if (!form.india) return appointment;
  const services: Record<IndiaService | 'hotel' | 'diagnostic' | 'sergery', boolean> = {
    medical_visa: values.medical_visa,
    guide: values.guide,
    transport: values.transport,
    hotel: false,
    diagnostic: false,
    sergery: false,
  };
  return { ...appointment, ...services, ...(appliedCode ? { referral_code: appliedCode } : {}) };
}
