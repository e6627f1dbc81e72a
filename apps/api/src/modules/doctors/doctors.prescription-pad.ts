import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { wallClock } from '../../lib/time';
import { authTables } from '../auth';
import type { BookingRow } from '../bookings';
import type { PadFacts } from '../e-prescriptions';
import { lookupsTables } from '../lookups';
import { providersTables } from '../providers';
import { ageOn } from './doctors.booking-lists';
import { doctorBookingDetails, doctorQualifications, doctorSpecialists, doctors } from './doctors.tables';

/** What a consultation's prescription pad prints about its doctor and patient (DESIGN.md 6b). */
export async function doctorPadFacts(db: DbOrTx, booking: BookingRow): Promise<PadFacts> {
  const [[doctor], degrees, specialities, [patient]] = await Promise.all([
    db
      .select({ profile: doctors, name: authTables.users.name })
      .from(doctors)
      .innerJoin(
        providersTables.providerApplications,
        eq(providersTables.providerApplications.id, doctors.applicationId),
      )
      .innerJoin(authTables.users, eq(authTables.users.id, providersTables.providerApplications.userId))
      .where(eq(doctors.applicationId, booking.providerId)),
    db
      .select({ degree: doctorQualifications.degree })
      .from(doctorQualifications)
      .where(eq(doctorQualifications.applicationId, booking.providerId))
      .orderBy(asc(doctorQualifications.position)),
    db
      .select({ title: lookupsTables.specialists.title, bn_title: lookupsTables.specialists.bnTitle })
      .from(doctorSpecialists)
      .innerJoin(lookupsTables.specialists, eq(lookupsTables.specialists.id, doctorSpecialists.specialistId))
      .where(eq(doctorSpecialists.applicationId, booking.providerId))
      .orderBy(asc(lookupsTables.specialists.title)),
    db.select().from(doctorBookingDetails).where(eq(doctorBookingDetails.bookingId, booking.id)),
  ]);
  const { profile } = doctor;
  return {
    doctor: {
      title: profile.title,
      name: doctor.name,
      degrees: degrees.map((d) => d.degree),
      specialities,
      designation: profile.designation,
      department: profile.department,
      hospital: profile.hospitalName,
      registrationNo: profile.registrationNo,
      chamberName: profile.chamberName,
      chamberLocation: profile.chamberLocation,
    },
    patient: {
      name: patient.name,
      age: ageOn(patient.dob, wallClock(new Date(), 'Asia/Dhaka').date),
      gender: patient.gender,
    },
  };
}
