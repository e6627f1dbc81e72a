import { eq, inArray } from 'drizzle-orm';
import type { BookingKind, DoctorBooking, MyConsultancy, MyDoctorAppointment } from '@nirog/contracts';
import { BOOKING_STATUS_STYLE } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { toTaka } from '../../lib/money';
import { PAGE_SIZE, paginated } from '../../lib/pagination';
import { wallClock, type BookingZone } from '../../lib/time';
import { authTables } from '../auth';
import {
  bookingRowFields,
  canComplete,
  patientBookings,
  providerBookings,
  slotBounds,
  slotClock,
  type BookingRow,
} from '../bookings';
import { getSettings } from '../content';
import { bookingsWithPrescription, latestPrescriptions } from '../e-prescriptions';
import { lookupsTables } from '../lookups';
import { providersTables } from '../providers';
import { doctorBookingDetails, doctors } from './doctors.tables';

const { users } = authTables;
const { providerApplications } = providersTables;

/** The doctors of some bookings, as a patient's rows show them. */
async function doctorsOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: doctors.applicationId,
      code: providerApplications.code,
      title: doctors.title,
      name: users.name,
      avatar: users.avatar,
      countryId: doctors.countryId,
      chamberName: doctors.chamberName,
      chamberLocation: doctors.chamberLocation,
    })
    .from(doctors)
    .innerJoin(providerApplications, eq(providerApplications.id, doctors.applicationId))
    .innerJoin(users, eq(users.id, providerApplications.userId))
    .where(inArray(doctors.applicationId, ids));
  return new Map(
    rows.map((d) => [
      d.id,
      {
        id: d.id,
        doc_id: d.code,
        title: d.title,
        name: d.name,
        avatar: d.avatar,
        country_id: d.countryId,
        chamber_name: d.chamberName,
        chamber_location: d.chamberLocation,
      },
    ]),
  );
}

const unique = (ids: number[]) => [...new Set(ids)];

/** `GET /api/auth/doctor-appointment/my-appointment`: the patient's in-person appointments, 10 a page. */
export async function myDoctorAppointments(db: DbOrTx, patientId: number, page: number) {
  const perPage = PAGE_SIZE.profile;
  const [{ rows, total }, settings] = await Promise.all([
    patientBookings(db, patientId, 'appointment', page, perPage),
    getSettings(db),
  ]);
  const byId = await doctorsOf(db, unique(rows.map((r) => r.providerId)));
  const data: MyDoctorAppointment[] = rows.map((row) => {
    const start = slotBounds(row)?.start ?? row.createdAt;
    const local = wallClock(start, row.timeZone as BookingZone);
    const bd = wallClock(start, 'Asia/Dhaka');
    return {
      ...bookingRowFields(row, settings.booking_cancel_hours),
      doctor_id: row.providerId,
      doctor: byId.get(row.providerId),
      app_date: local.date,
      app_time: local.time,
      time_zone: row.timeZone,
      bd_date: bd.date,
      bd_time: bd.time,
      serial_no: row.serialNo,
    };
  });
  return paginated(data, page, perPage, total);
}

/** `my-audio-consultancy` / `my-video-consultancy`: the patient's consultations, 10 a page. */
export async function myConsultancies(db: DbOrTx, patientId: number, kind: 'audio' | 'video', page: number) {
  const perPage = PAGE_SIZE.profile;
  const [{ rows, total }, settings] = await Promise.all([
    patientBookings(db, patientId, kind, page, perPage),
    getSettings(db),
  ]);
  const [byId, prescribed] = await Promise.all([
    doctorsOf(db, unique(rows.map((r) => r.providerId))),
    bookingsWithPrescription(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const data: MyConsultancy[] = rows.map((row) => ({
    ...bookingRowFields(row, settings.booking_cancel_hours),
    doctor_id: row.providerId,
    doctor: byId.get(row.providerId),
    prescription_is_ready: prescribed.has(row.id),
  }));
  return paginated(data, page, perPage, total);
}

/** Whole years from a date of birth to a day. */
export function ageOn(dob: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dob.slice(0, 4));
  return Math.max(0, day.slice(5) < dob.slice(5) ? years - 1 : years);
}

/** Bookings as the doctor's lists and detail screens show them (spec 3). */
export async function doctorBookingsOf(db: DbOrTx, rows: BookingRow[]): Promise<DoctorBooking[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [details, patients, prescriptions] = await Promise.all([
    db
      .select({ detail: doctorBookingDetails, country: lookupsTables.countries.name })
      .from(doctorBookingDetails)
      .innerJoin(lookupsTables.countries, eq(lookupsTables.countries.id, doctorBookingDetails.countryId))
      .where(inArray(doctorBookingDetails.bookingId, ids)),
    db
      .select({ id: users.id, name: users.name, phone: users.phone, email: users.email, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, unique(rows.map((r) => r.patientId)))),
    latestPrescriptions(db, ids),
  ]);
  const detailOf = new Map(details.map((d) => [d.detail.bookingId, d]));
  const patientOf = new Map(patients.map((p) => [p.id, p]));
  const today = wallClock(new Date(), 'Asia/Dhaka').date;
  return rows.map((row) => {
    const { detail, country } = detailOf.get(row.id)!;
    const when = slotClock(row);
    return {
      id: row.id,
      kind: row.kind as BookingKind,
      status: row.status as DoctorBooking['status'],
      appointment_status_style: BOOKING_STATUS_STYLE[row.status as DoctorBooking['status']],
      user: patientOf.get(row.patientId)!,
      name: detail.name,
      dob: detail.dob,
      patient_age: ageOn(detail.dob, today),
      gender: detail.gender,
      country,
      city: detail.city,
      occupation: detail.occupation,
      patient_type: detail.patientType,
      disease_about: detail.diseaseAbout,
      serial_no: row.serialNo,
      app_date: when?.date ?? null,
      app_time: when?.time ?? null,
      time_zone: row.timeZone,
      total_amount: toTaka(row.totalPoisha),
      payment_status: row.paymentStatus as DoctorBooking['payment_status'],
      created_at: row.createdAt.toISOString(),
      can_complete: canComplete(row),
      india: detail.india
        ? {
            medical_visa: detail.medicalVisa,
            guide: detail.guide,
            transport: detail.transport,
            hotel: detail.hotel,
            diagnostic: detail.diagnostic,
            sergery: detail.surgery,
            referral_code: detail.referralCode,
          }
        : null,
      prescription: prescriptions.get(row.id) ?? null,
    };
  });
}

/** The doctor's list of a kind (10 a page); with `date`, that day's chamber list by serial. */
export async function doctorBookingList(
  db: DbOrTx,
  doctorId: number,
  kind: 'appointment' | 'audio' | 'video',
  query: { page: number; date?: string },
) {
  const perPage = PAGE_SIZE.profile;
  const { rows, total } = await providerBookings(db, doctorId, kind, query.page, perPage, query.date);
  return paginated(await doctorBookingsOf(db, rows), query.page, perPage, total);
}
