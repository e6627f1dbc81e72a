import { eq, inArray } from 'drizzle-orm';
import {
  BOOKING_STATUS_STYLE,
  type Language,
  type MyNurseAppointment,
  type NurseBooking,
  type NursePackage,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { toTaka } from '../../lib/money';
import { PAGE_SIZE, paginated } from '../../lib/pagination';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { wallClock } from '../../lib/time';
import { authTables } from '../auth';
import {
  bookingRowFields,
  canComplete,
  patientBookings,
  providerBookings,
  slotBounds,
  type BookingRow,
} from '../bookings';
import { getSettings } from '../content';
import { lookupsTables } from '../lookups';
import { namedColumns, providersTables } from '../providers';
import { idImagesOf } from './nurses.booking-files';
import { nurseBookingDetails, nurses } from './nurses.tables';

const { users } = authTables;
const { countries, districts, subDistricts } = lookupsTables;
const { providerApplications } = providersTables;

/** The bookings' detail rows with the names of their place. */
const detailRows = (db: DbOrTx, ids: number[]) =>
  db
    .select({
      detail: nurseBookingDetails,
      country: countries.name,
      district: districts.name,
      subDistrict: subDistricts.name,
      countryBn: countries.bnName,
      districtBn: districts.bnName,
      subDistrictBn: subDistricts.bnName,
    })
    .from(nurseBookingDetails)
    .innerJoin(countries, eq(countries.id, nurseBookingDetails.countryId))
    .innerJoin(districts, eq(districts.id, nurseBookingDetails.districtId))
    .innerJoin(subDistricts, eq(subDistricts.id, nurseBookingDetails.subDistrictId))
    .where(inArray(nurseBookingDetails.bookingId, ids));

async function detailsOf(db: DbOrTx, ids: number[]) {
  const rows = ids.length ? await detailRows(db, ids) : [];
  return new Map(rows.map((r) => [r.detail.bookingId, r]));
}

/** The package's start and end in Bangladesh time; none for a one call visit (its day only). */
function timesOf(row: BookingRow) {
  const bounds = slotBounds(row);
  if (!bounds) return { app_date: row.slotDay, app_time: null, end_date: null, end_time: null };
  const start = wallClock(bounds.start, 'Asia/Dhaka');
  const end = wallClock(bounds.end, 'Asia/Dhaka');
  return { app_date: start.date, app_time: start.time, end_date: end.date, end_time: end.time };
}

/** Waiting for its agreed price: booked as more than one day and no price set yet. */
const waitsForPrice = (row: BookingRow, priceLater: boolean) =>
  priceLater && row.status === 'Pending' && row.paymentPublicId === null;

/** `GET /api/auth/nurse-appointment/my-appointment`: the patient's nurse appointments, 10 a page. */
export async function myNurseAppointments(db: DbOrTx, patientId: number, page: number, signer: PrivateFileSigner) {
  const perPage = PAGE_SIZE.profile;
  const [{ rows, total }, settings] = await Promise.all([
    patientBookings(db, patientId, 'nurse', page, perPage),
    getSettings(db),
  ]);
  const details = await detailsOf(
    db,
    rows.map((r) => r.id),
  );
  const nurseIds = [...new Set(rows.map((r) => r.providerId))];
  const nurseRows = nurseIds.length
    ? await db
        .select({
          id: nurses.applicationId,
          code: providerApplications.code,
          name: users.name,
          avatar: users.avatar,
          location: nurses.location,
          district: namedColumns(districts),
          subDistrict: namedColumns(subDistricts),
        })
        .from(nurses)
        .innerJoin(providerApplications, eq(providerApplications.id, nurses.applicationId))
        .innerJoin(users, eq(users.id, providerApplications.userId))
        .innerJoin(districts, eq(districts.id, nurses.districtId))
        .innerJoin(subDistricts, eq(subDistricts.id, nurses.subDistrictId))
        .where(inArray(nurses.applicationId, nurseIds))
    : [];
  const nurseOf = new Map(nurseRows.map((n) => [n.id, n]));
  const data: MyNurseAppointment[] = rows.map((row) => {
    const { detail } = details.get(row.id)!;
    const n = nurseOf.get(row.providerId)!;
    return {
      ...bookingRowFields(row, settings.booking_cancel_hours),
      payment_later: waitsForPrice(row, detail.priceLater),
      nurse_id: row.providerId,
      nurse: {
        id: n.id,
        nurse_code: n.code,
        name: n.name,
        avatar: n.avatar,
        district: n.district,
        sub_district: n.subDistrict,
        location: n.location,
      },
      ...timesOf(row),
      nurse_service: detail.nurseService as NursePackage,
      more_day: detail.moreDay,
      location: detail.location,
      phone_no: detail.phoneNo,
      purpose: detail.purpose,
      id_images: idImagesOf(signer, detail),
    };
  });
  return paginated(data, page, perPage, total);
}

/**
 * Nurse appointments as the nurse's list shows them (spec 3 "Nurse appointment (provider side)"), the place named in
 * the request's language.
 */
export async function nurseBookingsOf(db: DbOrTx, rows: BookingRow[], signer: PrivateFileSigner, lang: Language) {
  if (!rows.length) return [];
  const [details, patients] = await Promise.all([
    detailsOf(
      db,
      rows.map((r) => r.id),
    ),
    db
      .select({ id: users.id, name: users.name, phone: users.phone, email: users.email, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.patientId))])),
  ]);
  const patientOf = new Map(patients.map((p) => [p.id, p]));
  return rows.map((row): NurseBooking => {
    const { detail, ...place } = details.get(row.id)!;
    const bn = lang === 'bn';
    return {
      id: row.id,
      status: row.status as NurseBooking['status'],
      status_style: BOOKING_STATUS_STYLE[row.status as NurseBooking['status']],
      user: patientOf.get(row.patientId)!,
      phone_no: detail.phoneNo,
      country: bn ? place.countryBn : place.country,
      district: bn ? place.districtBn : place.district,
      sub_district: bn ? place.subDistrictBn : place.subDistrict,
      location: detail.location,
      purpose: detail.purpose,
      ...timesOf(row),
      nurse_service: detail.nurseService as NursePackage,
      more_day: detail.moreDay,
      payment_later: waitsForPrice(row, detail.priceLater),
      total_amount: toTaka(row.totalPoisha),
      payment_status: row.paymentStatus as NurseBooking['payment_status'],
      id_images: idImagesOf(signer, detail),
      created_at: row.createdAt.toISOString(),
      can_complete: canComplete(row),
    };
  });
}

/** `GET /api/nurse/appointment/appointments`: the nurse's appointments, latest package first, 10 a page. */
export async function nurseBookingList(
  db: DbOrTx,
  nurseId: number,
  page: number,
  signer: PrivateFileSigner,
  lang: Language,
) {
  const perPage = PAGE_SIZE.profile;
  const { rows, total } = await providerBookings(db, nurseId, 'nurse', page, perPage);
  return paginated(await nurseBookingsOf(db, rows, signer, lang), page, perPage, total);
}

/** Whether a nurse booking waits for its agreed price. */
export async function priceIsOpen(db: DbOrTx, row: BookingRow) {
  const [detail] = await db
    .select({ priceLater: nurseBookingDetails.priceLater })
    .from(nurseBookingDetails)
    .where(eq(nurseBookingDetails.bookingId, row.id));
  return Boolean(detail) && waitsForPrice(row, detail.priceLater);
}

/** Records who agreed the price and when. */
export async function notePriceAgreed(db: DbOrTx, bookingId: number, actorId: number) {
  await db
    .update(nurseBookingDetails)
    .set({ priceAgreedAt: new Date(), priceAgreedBy: actorId })
    .where(eq(nurseBookingDetails.bookingId, bookingId));
}
