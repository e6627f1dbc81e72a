import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  AMBULANCE_BOOKING_EVENT,
  BOOKING_STATUS_STYLE,
  PAYMENT_STATUS_STYLE,
  type AdminServiceChargeOwner,
  type AmbulanceProviderBooking,
  type Language,
  type MyAmbulanceBooking,
  type PublicSettings,
} from '@nirog/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { ValidationError, notFound } from '../../lib/errors';
import { toPoisha, toTaka } from '../../lib/money';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import type { RealtimeHub } from '../../plugins/realtime';
import { authTables } from '../auth';
import {
  bookingRowFields,
  bookingsTables,
  canComplete,
  chargeProvider,
  completeBooking,
  createBooking,
  ownBooking,
  patientBookings,
  providerBookings,
  providerChargeDue,
  queueBookingMail,
  type BookingRow,
} from '../bookings';
import { getSettings } from '../content';
import { lookupsTables } from '../lookups';
import { namedColumns, providersTables, ratingOf } from '../providers';
import { emitToUser } from '../realtime';
import { ambulanceBookingDetails, ambulances } from './ambulances.tables';

const { users } = authTables;
const { providerApplications } = providersTables;
const { bookings } = bookingsTables;
const { districts, subDistricts } = lookupsTables;

/** Where the owner returns after paying a service charge (DESIGN.md 5). */
export const SERVICE_CHARGE_RETURN_PATH = '/sp/ambulance/bookings';

/** An approved ambulance and its owner's user id; anything else "This ambulance is unavailable". */
async function bookableAmbulance(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: ambulances.applicationId, userId: providerApplications.userId })
    .from(ambulances)
    .innerJoin(providerApplications, eq(providerApplications.id, ambulances.applicationId))
    .where(
      and(
        eq(ambulances.applicationId, id),
        eq(providerApplications.kind, 'ambulance'),
        eq(providerApplications.status, 'approved'),
      ),
    );
  if (!row) throw notFound('care.ambulance_unavailable');
  return row;
}

/**
 * `POST /api/ambulance/user/booking-now/{id}`: Ready at once (the patient owes the platform nothing;
 * the owner will call). The owner is mailed and told on the realtime channel after the commit.
 */
export async function bookAmbulance(
  db: Db,
  hub: RealtimeHub,
  input: {
    patient: { id: number; name: string };
    ambulanceId: number;
    body: { start_location: string; end_location: string };
    lang: Language;
    appUrl: string;
  },
) {
  const ambulance = await bookableAmbulance(db, input.ambulanceId);
  const settings = await getSettings(db);
  const booking = await db.transaction(async (tx) => {
    const row = await createBooking(tx, {
      kind: 'ambulance',
      patientId: input.patient.id,
      providerId: ambulance.id,
      feePoisha: 0,
      discountPoisha: 0,
      vatPoisha: 0,
      slot: null,
      lang: input.lang,
      holdMinutes: settings.booking_hold_minutes,
      pricing: 'provider_charge',
    });
    await tx.insert(ambulanceBookingDetails).values({
      bookingId: row.id,
      startLocation: input.body.start_location,
      endLocation: input.body.end_location,
    });
    await queueBookingMail(tx, row, 'placed', input.appUrl);
    await queueBookingMail(tx, row, 'provider_new', input.appUrl);
    return row;
  });
  emitToUser(hub, ambulance.userId, AMBULANCE_BOOKING_EVENT, {
    booking_id: booking.id,
    customer_name: input.patient.name,
    start_location: input.body.start_location,
    end_location: input.body.end_location,
  });
  return booking;
}

async function journeysOf(db: DbOrTx, ids: number[]) {
  const rows = ids.length
    ? await db.select().from(ambulanceBookingDetails).where(inArray(ambulanceBookingDetails.bookingId, ids))
    : [];
  return new Map(rows.map((r) => [r.bookingId, r]));
}

/** `GET /api/ambulance/user/my-ambulance-bookings`: the patient's ambulance bookings, 10 a page. */
export async function myAmbulanceBookings(db: DbOrTx, patientId: number, page: number) {
  const perPage = PAGE_SIZE.profile;
  const [{ rows, total }, settings] = await Promise.all([
    patientBookings(db, patientId, 'ambulance', page, perPage),
    getSettings(db),
  ]);
  const journeys = await journeysOf(
    db,
    rows.map((r) => r.id),
  );
  const ids = [...new Set(rows.map((r) => r.providerId))];
  const found = ids.length
    ? await db
        .select({
          ambulance: ambulances,
          application: providerApplications,
          name: users.name,
          email: users.email,
          district: namedColumns(districts),
          subDistrict: namedColumns(subDistricts),
        })
        .from(ambulances)
        .innerJoin(providerApplications, eq(providerApplications.id, ambulances.applicationId))
        .innerJoin(users, eq(users.id, providerApplications.userId))
        .innerJoin(districts, eq(districts.id, ambulances.districtId))
        .innerJoin(subDistricts, eq(subDistricts.id, ambulances.subDistrictId))
        .where(inArray(ambulances.applicationId, ids))
    : [];
  const ambulanceOf = new Map(found.map((a) => [a.ambulance.applicationId, a]));
  const data: MyAmbulanceBooking[] = rows.map((row) => {
    const journey = journeys.get(row.id)!;
    const a = ambulanceOf.get(row.providerId)!;
    const fields = bookingRowFields(row, settings.booking_cancel_hours);
    return {
      id: row.id,
      created_at: fields.created_at,
      status: fields.status,
      status_style: fields.status_style,
      start_location: journey.startLocation,
      end_location: journey.endLocation,
      ambulance_id: row.providerId,
      reviewed: row.reviewed,
      can_review: fields.can_review,
      can_cancel: fields.can_cancel,
      ambulance: {
        id: a.ambulance.applicationId,
        ambulance_code: a.application.code,
        photo: a.ambulance.photo,
        user: { name: a.name, email: a.email },
        condition: a.ambulance.condition,
        district: a.district,
        sub_district: a.subDistrict,
        starting_area: a.ambulance.startingArea,
        owner_name: a.ambulance.ownerName,
        driver_name: a.ambulance.driverName,
        contact_phone: a.ambulance.contactPhone,
        ...ratingOf(a.application),
      },
    };
  });
  return paginated(data, page, perPage, total);
}

/** Bookings as the owner's list shows them (spec 3 "Ambulance booking (provider side)"). */
export async function ownerBookingsOf(db: DbOrTx, rows: BookingRow[]): Promise<AmbulanceProviderBooking[]> {
  if (!rows.length) return [];
  const [journeys, customers] = await Promise.all([
    journeysOf(
      db,
      rows.map((r) => r.id),
    ),
    db
      .select({ id: users.id, name: users.name, phone: users.phone, email: users.email, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.patientId))])),
  ]);
  const customerOf = new Map(customers.map((c) => [c.id, c]));
  return rows.map((row) => {
    const journey = journeys.get(row.id)!;
    const status = row.status as AmbulanceProviderBooking['status'];
    const paymentStatus = row.paymentStatus as AmbulanceProviderBooking['payment_status'];
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      status,
      status_style: BOOKING_STATUS_STYLE[status],
      payment_status: paymentStatus,
      payment_status_style: PAYMENT_STATUS_STYLE[paymentStatus],
      total_amount: toTaka(row.totalPoisha),
      need_payment_crypt_id: providerChargeDue(row),
      start_location: journey.startLocation,
      end_location: journey.endLocation,
      fare: journey.farePoisha === null ? null : toTaka(journey.farePoisha),
      user: customerOf.get(row.patientId)!,
      can_complete: canComplete(row),
    };
  });
}

/** `GET /api/ambulance/user/ambulance-bookings`: the owner's bookings, newest first, 10 a page. */
export async function ownerBookingList(db: DbOrTx, ambulanceId: number, page: number) {
  const perPage = PAGE_SIZE.profile;
  const { rows, total } = await providerBookings(db, ambulanceId, 'ambulance', page, perPage);
  return paginated(await ownerBookingsOf(db, rows), page, perPage, total);
}

/** The service charge of a fare (settings: flat taka, or a percent of the fare), in poisha. */
export function serviceChargeOf(settings: PublicSettings, farePoisha: number | null): number {
  if (settings.ambulance_service_charge_type === 'flat') return toPoisha(settings.ambulance_service_charge);
  return Math.round(((farePoisha ?? 0) * settings.ambulance_service_charge) / 100);
}

/**
 * `POST /api/ambulance/provider/update-completed/{bookingId}`: only the booking's own ambulance (else
 * 404), only from Ready (else 422). The service charge is then owed (a percent charge needs the fare).
 */
export async function completeAmbulanceBooking(
  db: Db,
  input: { ambulanceId: number; ownerUserId: number; bookingId: number; fare?: number },
) {
  const settings = await getSettings(db);
  const percent = settings.ambulance_service_charge_type === 'percent';
  return db.transaction(async (tx) => {
    const booking = await ownBooking(tx, input.bookingId, { kind: 'ambulance', providerId: input.ambulanceId }, true);
    if (booking.status === 'Ready' && percent && input.fare === undefined) {
      throw new ValidationError({ fare: ['care.fare_required'] });
    }
    const completed = await completeBooking(tx, booking, input.ownerUserId);
    const farePoisha = input.fare === undefined ? null : toPoisha(input.fare);
    await tx
      .update(ambulanceBookingDetails)
      .set({ farePoisha })
      .where(eq(ambulanceBookingDetails.bookingId, booking.id));
    return chargeProvider(tx, completed, {
      chargePoisha: serviceChargeOf(settings, farePoisha),
      providerUserId: input.ownerUserId,
      returnPath: SERVICE_CHARGE_RETURN_PATH,
    });
  });
}

/** `GET /api/admin/service-charges`: owners with unpaid charges, largest debt first, their bookings. */
export async function unpaidServiceCharges(db: DbOrTx, page: number) {
  const perPage = PAGE_SIZE.admin;
  const unpaid = and(
    eq(bookings.kind, 'ambulance'),
    eq(bookings.status, 'Completed'),
    inArray(bookings.paymentStatus, ['Pending', 'Failed']),
    sql`${bookings.totalPoisha} > 0`,
  );
  const { limit, offset } = pageWindow(page, perPage);
  const due = sql<number>`sum(${bookings.totalPoisha})::int`;
  const [owners, [{ total }]] = await Promise.all([
    db
      .select({ providerId: bookings.providerId, due })
      .from(bookings)
      .where(unpaid)
      .groupBy(bookings.providerId)
      .orderBy(desc(due), asc(bookings.providerId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count(sql`DISTINCT ${bookings.providerId}`) })
      .from(bookings)
      .where(unpaid),
  ]);
  const ids = owners.map((o) => o.providerId);
  if (!ids.length) return paginated<AdminServiceChargeOwner>([], page, perPage, Number(total));
  const [profiles, rows] = await Promise.all([
    db
      .select({ ambulance: ambulances, code: providerApplications.code, email: users.email })
      .from(ambulances)
      .innerJoin(providerApplications, eq(providerApplications.id, ambulances.applicationId))
      .innerJoin(users, eq(users.id, providerApplications.userId))
      .where(inArray(ambulances.applicationId, ids)),
    db
      .select({ booking: bookings, fare: ambulanceBookingDetails.farePoisha })
      .from(bookings)
      .innerJoin(ambulanceBookingDetails, eq(ambulanceBookingDetails.bookingId, bookings.id))
      .where(and(unpaid, inArray(bookings.providerId, ids)))
      .orderBy(asc(bookings.completedAt), asc(bookings.id)),
  ]);
  const profileOf = new Map(profiles.map((p) => [p.ambulance.applicationId, p]));
  const data = owners.map((owner): AdminServiceChargeOwner => {
    const p = profileOf.get(owner.providerId)!;
    return {
      ambulance_id: owner.providerId,
      ambulance_code: p.code,
      owner_name: p.ambulance.ownerName,
      driver_name: p.ambulance.driverName,
      contact_phone: p.ambulance.contactPhone,
      email: p.email,
      total_due: toTaka(owner.due),
      bookings: rows
        .filter((r) => r.booking.providerId === owner.providerId)
        .map((r) => ({
          id: r.booking.id,
          completed_at: r.booking.completedAt?.toISOString() ?? null,
          amount: toTaka(r.booking.totalPoisha),
          fare: r.fare === null ? null : toTaka(r.fare),
        })),
    };
  });
  return paginated(data, page, perPage, Number(total));
}
