import { asc, eq } from 'drizzle-orm';
import { WEEKDAYS, finalExperience, type DoctorProfile } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { toTaka } from '../../lib/money';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { lookupsTables, placeNames } from '../lookups';
import { documentsOf, profileHead, type ApplicationRow } from '../providers';
import { doctorQualifications, doctorSpecialists, doctors } from './doctors.tables';

const { specialists } = lookupsTables;
const money = (poisha: number | null) => (poisha === null ? null : toTaka(poisha));

/** The doctor's profile as the doctor (and staff) see it; the signature as a signed private address. */
export async function doctorProfile(
  db: DbOrTx,
  application: ApplicationRow,
  signer: PrivateFileSigner,
): Promise<DoctorProfile | null> {
  const [doctor] = await db.select().from(doctors).where(eq(doctors.applicationId, application.id));
  if (!doctor) return null;
  const [head, specialistRows, qualificationRows, signature, places] = await Promise.all([
    profileHead(db, application),
    db
      .select({ id: specialists.id, title: specialists.title, bn_title: specialists.bnTitle })
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
    placeNames(db, doctor),
  ]);
  return {
    ...head,
    doc_id: application.code,
    title: doctor.title,
    gender: doctor.gender,
    country_id: doctor.countryId,
    district_id: doctor.districtId,
    sub_district_id: doctor.subDistrictId,
    state_id: doctor.stateId,
    country: places.country,
    district: places.district,
    sub_district: places.sub_district,
    state: places.state,
    location: doctor.location,
    registration_no: doctor.registrationNo,
    registered_institution: doctor.registeredInstitution,
    language: doctor.language,
    nid_passport_no: doctor.nidPassportNo,
    hospital_id: doctor.hospitalId,
    hospital: places.hospital,
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
    visit_minutes: doctor.visitMinutes,
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
