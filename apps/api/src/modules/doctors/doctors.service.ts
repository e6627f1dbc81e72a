import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  DoctorAvailabilityBodySchema,
  DoctorFeesBodySchema,
  DoctorJoinStep1BodySchema,
  DoctorPersonalBodySchema,
  DoctorWorkplaceBodySchema,
  QualificationsBodySchema,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { ValidationError, type FieldErrors } from '../../lib/errors';
import { toPoisha } from '../../lib/money';
import { hospitalInCountry } from '../lookups';
import {
  checkAvailability,
  checkFees,
  checkPlace,
  checkSpecialists,
  checkWorkplace,
  isStateBased,
  normaliseTime,
  weekdaysOf,
} from './doctors.rules';
import { doctorQualifications, doctorSpecialists, doctors } from './doctors.tables';

type Step1 = z.output<typeof DoctorJoinStep1BodySchema>;
type Fees = z.output<typeof DoctorFeesBodySchema>;
const poisha = (taka: number | undefined) => (taka === undefined ? null : toPoisha(taka));

const raise = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw new ValidationError(errors);
};

const placeColumns = (body: z.output<typeof DoctorPersonalBodySchema>, stateBased: boolean) => ({
  title: body.title,
  gender: body.gender,
  countryId: body.country_id,
  districtId: stateBased ? null : (body.district_id ?? null),
  subDistrictId: stateBased ? null : (body.sub_district_id ?? null),
  stateId: stateBased ? (body.state_id ?? null) : null,
  location: body.location,
  registrationNo: body.registration_no,
  registeredInstitution: body.registered_institution,
  language: body.language ?? null,
});

const workplaceColumns = (body: z.output<typeof DoctorWorkplaceBodySchema>) => ({
  hospitalName: body.hospital_name,
  department: body.department,
  designation: body.designation,
  memorableInstitution: body.memorable_instrutation,
  memorableInstitutionName: body.memorable_instrutation ? (body.memorable_instrutation_name ?? null) : null,
});

/** A disabled service keeps no fee: its fields are cleared. */
const feeColumns = (body: Fees) => ({
  appointmentService: body.appointment_service,
  chamberName: body.appointment_service ? (body.chamber_name ?? null) : null,
  chamberLocation: body.appointment_service ? (body.chamber_location ?? null) : null,
  appointmentFee: body.appointment_service ? poisha(body.appointment_fee) : null,
  appointmentDiscount: body.appointment_service ? (body.appointment_discount ?? null) : null,
  audioService: body.audio_consultancy,
  audioFee: body.audio_consultancy ? poisha(body.audio_fee) : null,
  audioDiscount: body.audio_consultancy ? (body.audio_discount ?? null) : null,
  videoService: body.video_consultancy,
  videoFee: body.video_consultancy ? poisha(body.video_fee) : null,
  videoDiscount: body.video_consultancy ? (body.video_discount ?? null) : null,
});

async function replaceSpecialists(tx: DbOrTx, applicationId: number, ids: number[]) {
  await tx.delete(doctorSpecialists).where(eq(doctorSpecialists.applicationId, applicationId));
  const unique = [...new Set(ids)];
  if (unique.length) {
    await tx.insert(doctorSpecialists).values(unique.map((specialistId) => ({ applicationId, specialistId })));
  }
}

/** Step 1 (professional information and services): every rule, then the profile written or replaced. */
export async function checkStep1(db: DbOrTx, body: Step1) {
  const errors: FieldErrors = {};
  await checkPlace(db, body, errors, true);
  checkWorkplace(body, errors);
  checkFees(body, errors);
  await checkSpecialists(db, body.specialists, errors);
  raise(errors);
}

export async function saveStep1(tx: DbOrTx, applicationId: number, body: Step1) {
  const stateBased = (await isStateBased(tx, body.country_id)) === true;
  const values = {
    ...placeColumns(body, stateBased),
    nidPassportNo: body.nid_passport_no,
    hospitalId: stateBased ? (body.hospital_id ?? null) : null,
    ...workplaceColumns(body),
    experience: body.experience,
    ...feeColumns(body),
  };
  await tx
    .insert(doctors)
    .values({ applicationId, ...values })
    .onConflictDoUpdate({ target: doctors.applicationId, set: values });
  await replaceSpecialists(tx, applicationId, body.specialists);
}

export async function saveQualifications(
  tx: DbOrTx,
  applicationId: number,
  body: z.output<typeof QualificationsBodySchema>,
) {
  await tx.delete(doctorQualifications).where(eq(doctorQualifications.applicationId, applicationId));
  await tx.insert(doctorQualifications).values(
    body.qualifications.map((q, position) => ({
      applicationId,
      position,
      degree: q.degree,
      institutionName: q.institution_name,
      institutionLocation: q.institution_location,
    })),
  );
}

export function checkAvailabilityBody(body: z.output<typeof DoctorAvailabilityBodySchema>) {
  const errors: FieldErrors = {};
  checkAvailability(body, errors);
  raise(errors);
}

export async function saveAvailability(
  tx: DbOrTx,
  applicationId: number,
  body: z.output<typeof DoctorAvailabilityBodySchema>,
) {
  await tx
    .update(doctors)
    .set({
      weekdays: weekdaysOf(body),
      timeFrom: normaliseTime(body.time_from),
      timeTo: normaliseTime(body.time_to),
      ...(body.visit_minutes ? { visitMinutes: body.visit_minutes } : {}),
    })
    .where(eq(doctors.applicationId, applicationId));
}

// --- The dashboard's update calls (spec 3 "Doctor dashboard")

export async function updatePersonal(
  db: DbOrTx,
  applicationId: number,
  body: z.output<typeof DoctorPersonalBodySchema>,
) {
  const errors: FieldErrors = {};
  await checkPlace(db, body, errors, false);
  raise(errors);
  const stateBased = (await isStateBased(db, body.country_id)) === true;
  await db
    .update(doctors)
    .set({ ...placeColumns(body, stateBased), ...(stateBased ? {} : { hospitalId: null }) })
    .where(eq(doctors.applicationId, applicationId));
}

/** Hospital: only for a doctor whose country is state based (India, country id 2). */
export async function updateHospital(db: DbOrTx, applicationId: number, hospitalId: number) {
  const [doctor] = await db
    .select({ countryId: doctors.countryId })
    .from(doctors)
    .where(eq(doctors.applicationId, applicationId));
  if (!(await isStateBased(db, doctor.countryId))) raise({ hospital_id: ['providers.hospital_not_state_based'] });
  if (!(await hospitalInCountry(db, hospitalId, doctor.countryId)))
    raise({ hospital_id: ['providers.not_in_country'] });
  await db.update(doctors).set({ hospitalId }).where(eq(doctors.applicationId, applicationId));
}

export async function updateWorkplace(
  db: DbOrTx,
  applicationId: number,
  body: z.output<typeof DoctorWorkplaceBodySchema>,
) {
  const errors: FieldErrors = {};
  checkWorkplace(body, errors);
  raise(errors);
  await db.update(doctors).set(workplaceColumns(body)).where(eq(doctors.applicationId, applicationId));
}

export async function updateSpecialists(db: DbOrTx, applicationId: number, ids: number[]) {
  const errors: FieldErrors = {};
  await checkSpecialists(db, ids, errors);
  raise(errors);
  await replaceSpecialists(db, applicationId, ids);
}

export async function updateExperience(db: DbOrTx, applicationId: number, experience: number) {
  await db.update(doctors).set({ experience }).where(eq(doctors.applicationId, applicationId));
}

export async function updateFees(db: DbOrTx, applicationId: number, body: Fees) {
  const errors: FieldErrors = {};
  checkFees(body, errors);
  raise(errors);
  await db.update(doctors).set(feeColumns(body)).where(eq(doctors.applicationId, applicationId));
}
