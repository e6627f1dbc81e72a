import { asc, eq } from 'drizzle-orm';
import { WEEKDAYS, finalExperience, type DoctorProfile } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { toTaka } from '../../lib/money';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { authTables } from '../auth';
import { lookupsTables } from '../lookups';
import { applicationFields, documentsOf, type ApplicationRow } from '../providers';
import { doctorQualifications, doctorSpecialists, doctors } from './doctors.tables';

const { countries, districts, subDistricts, states, hospitals, specialists } = lookupsTables;
const money = (poisha: number | null) => (poisha === null ? null : toTaka(poisha));

async function nameOf(
  db: DbOrTx,
  table: typeof countries | typeof districts | typeof subDistricts | typeof states | typeof hospitals,
  id: number | null,
) {
  if (id === null) return null;
  const [row] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id));
  return row ?? null;
}

/** The doctor's profile as the doctor (and staff) see it; the signature as a signed private address. */
export async function doctorProfile(
  db: DbOrTx,
  application: ApplicationRow,
  signer: PrivateFileSigner,
): Promise<DoctorProfile | null> {
  const [doctor] = await db.select().from(doctors).where(eq(doctors.applicationId, application.id));
  if (!doctor) return null;
  const [user] = await db
    .select({ name: authTables.users.name, avatar: authTables.users.avatar })
    .from(authTables.users)
    .where(eq(authTables.users.id, application.userId));
  const [specialistRows, qualificationRows, signature, country, district, subDistrict, state, hospital] =
    await Promise.all([
      db
        .select({ id: specialists.id, title: specialists.title })
        .from(doctorSpecialists)
        .innerJoin(specialists, eq(specialists.id, doctorSpecialists.specialistId))
        .where(eq(doctorSpecialists.applicationId, application.id))
        .orderBy(asc(specialists.title)),
      db
        .select()
        .from(doctorQualifications)
        .where(eq(doctorQualifications.applicationId, application.id))
        .orderBy(asc(doctorQualifications.position)),
      documentsOf(db, application.id, signer, ['signature']),
      nameOf(db, countries, doctor.countryId),
      nameOf(db, districts, doctor.districtId),
      nameOf(db, subDistricts, doctor.subDistrictId),
      nameOf(db, states, doctor.stateId),
      nameOf(db, hospitals, doctor.hospitalId),
    ]);
  return {
    ...applicationFields(application),
    doc_id: application.code,
    name: user.name,
    avatar: user.avatar,
    title: doctor.title,
    gender: doctor.gender,
    country_id: doctor.countryId,
    district_id: doctor.districtId,
    sub_district_id: doctor.subDistrictId,
    state_id: doctor.stateId,
    country,
    district,
    sub_district: subDistrict,
    state,
    location: doctor.location,
    registration_no: doctor.registrationNo,
    registered_institution: doctor.registeredInstitution,
    language: doctor.language,
    nid_passport_no: doctor.nidPassportNo,
    hospital_id: doctor.hospitalId,
    hospital,
    hospital_name: doctor.hospitalName,
    designation: doctor.designation,
    department: doctor.department,
    memorable_instrutation: doctor.memorableInstitution,
    memorable_instrutation_name: doctor.memorableInstitutionName,
    experience: doctor.experience,
    final_experience: finalExperience(doctor.experience),
    specialists: specialistRows,
    qualifications: qualificationRows.map((q) => ({
      id: q.id,
      degree: q.degree,
      institution_name: q.institutionName,
      institution_location: q.institutionLocation,
    })),
    wdays: WEEKDAYS.filter((d) => doctor.weekdays.includes(d.id)).map((d) => ({
      id: d.id,
      short_title: d.short_title,
      title: d.title,
    })),
    time_from: doctor.timeFrom,
    time_to: doctor.timeTo,
    appointment_service: doctor.appointmentService ? 1 : 0,
    audio_consultancy: doctor.audioService ? 1 : 0,
    video_consultancy: doctor.videoService ? 1 : 0,
    chamber_name: doctor.chamberName,
    chamber_location: doctor.chamberLocation,
    appointment_fee: money(doctor.appointmentFee),
    appointment_discount: doctor.appointmentDiscount,
    audio_fee: money(doctor.audioFee),
    audio_discount: doctor.audioDiscount,
    video_fee: money(doctor.videoFee),
    video_discount: doctor.videoDiscount,
    signature: signature[0]?.image ?? null,
  };
}
