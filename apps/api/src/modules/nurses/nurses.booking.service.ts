import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BOOKING_WINDOW_DAYS,
  NURSE_PACKAGE_HOURS,
  type BookingAnswer,
  type Language,
  type NursePackage,
  type NurseAppointmentFieldsSchema,
} from '@nirog/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { ValidationError, notFound, type FieldErrors } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { addDays, instantAt, wallClock, weekdayIdOf } from '../../lib/time';
import { createBooking, isSlotConflict, queueBookingMail, type SlotChoice } from '../bookings';
import { getSettings } from '../content';
import { checkDistrictPlace, providersTables } from '../providers';
import { NURSE_PACKAGE_COLUMNS } from './nurses.service';
import { nurseBookingDetails, nurseDays, nurses } from './nurses.tables';

type Fields = z.output<typeof NurseAppointmentFieldsSchema>;
const { providerApplications } = providersTables;

/** An approved nurse (only approved providers can be booked); anything else "This nurse is unavailable". */
export async function bookableNurse(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ nurse: nurses })
    .from(nurses)
    .innerJoin(providerApplications, eq(providerApplications.id, nurses.applicationId))
    .where(
      and(
        eq(nurses.applicationId, id),
        eq(providerApplications.kind, 'nurse'),
        eq(providerApplications.status, 'approved'),
      ),
    );
  if (!row) throw notFound('care.nurse_unavailable');
  return row.nurse;
}

/**
 * The time a package keeps the nurse busy (spec 2 section 9), Bangladesh time: from the package's
 * start on `date` for its hours, and for a booking of more than one day the same hours each day,
 * held as one range from the first start to the last end. A one call visit holds none.
 */
export function nurseSlot(pkg: NursePackage, date: string, moreDay: number | null): SlotChoice | null {
  const hours = NURSE_PACKAGE_HOURS[pkg];
  if (!hours) return null;
  const start = instantAt(date, hours.start, 'Asia/Dhaka');
  const lastStart = instantAt(addDays(date, (moreDay ?? 1) - 1), hours.start, 'Asia/Dhaka');
  return { start, end: new Date(lastStart.getTime() + hours.hours * 3_600_000), day: date, zone: 'Asia/Dhaka' };
}

/**
 * The form's rules: Bangladesh, the nurse's own district and a sub-district of it; the date from today
 * to 60 days ahead on one of the nurse's weekdays; the package offered that weekday (its fee is the
 * booking's, unless the booking is of more than one day: the price is agreed later); a package that
 * has started already cannot be booked for today.
 */
async function checkForm(db: DbOrTx, nurseId: number, nurse: { districtId: number }, body: Fields, now: Date) {
  const errors: FieldErrors = {};
  await checkDistrictPlace(db, body, errors, { countryId: 1, districtId: nurse.districtId });
  if (errors.district_id?.[0] === 'providers.dhaka_only') errors.district_id = ['care.nurse_district_only'];
  const today = wallClock(now, 'Asia/Dhaka').date;
  let feePoisha: number | null = null;
  if (body.app_date < today || body.app_date > addDays(today, BOOKING_WINDOW_DAYS)) {
    errors.app_date = ['bookings.invalid_date'];
  } else {
    const [day] = await db
      .select()
      .from(nurseDays)
      .where(and(eq(nurseDays.applicationId, nurseId), eq(nurseDays.day, weekdayIdOf(body.app_date) - 1)));
    const [flag, fee] = NURSE_PACKAGE_COLUMNS[body.nurse_service];
    if (!day) errors.app_date = ['care.nurse_day_off'];
    else if (!day[flag]) errors.nurse_service = ['care.package_not_offered'];
    else feePoisha = day[fee] ?? 0;
  }
  const slot = nurseSlot(body.nurse_service, body.app_date, body.more_day ?? null);
  if (!errors.app_date && slot && slot.start <= now) errors.nurse_service = ['care.package_started'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { slot, feePoisha: feePoisha ?? 0 };
}

/** Checks the form before the pictures are stored (a refused form leaves no file behind). */
export async function checkNurseBooking(db: DbOrTx, nurseId: number, body: Fields, now = new Date()) {
  const nurse = await bookableNurse(db, nurseId);
  return { nurse, ...(await checkForm(db, nurseId, nurse, body, now)) };
}

/**
 * `POST /api/auth/nurse-appointment/{id}/appointment`: a priced booking is Pending with Pay now
 * (`need_payment`); one of more than one day waits for the agreed price (`payment_later`). The
 * package's hours are the booking's slot: an overlapping live booking of the nurse is refused by the
 * database (`bookings_no_overlap`), whatever the race.
 */
export async function bookNurse(
  db: Db,
  input: {
    patientId: number;
    nurseId: number;
    body: Fields;
    checked: Awaited<ReturnType<typeof checkNurseBooking>>;
    images: { first: string; second: string | null };
    lang: Language;
    appUrl: string;
  },
): Promise<BookingAnswer> {
  const { body, checked } = input;
  const later = body.more_day !== undefined;
  const settings = await getSettings(db);
  try {
    return await db.transaction(async (tx) => {
      const booking = await createBooking(tx, {
        kind: 'nurse',
        patientId: input.patientId,
        providerId: input.nurseId,
        feePoisha: later ? 0 : checked.feePoisha,
        discountPoisha: 0,
        vatPoisha: 0,
        slot: checked.slot,
        // A one-call visit holds no hours but keeps the patient's date (its day for completion and the lists).
        day: body.app_date,
        lang: input.lang,
        holdMinutes: settings.booking_hold_minutes,
        pricing: later ? 'later' : 'fixed',
      });
      await tx.insert(nurseBookingDetails).values({
        bookingId: booking.id,
        nurseService: body.nurse_service,
        moreDay: body.more_day ?? null,
        countryId: body.country_id,
        districtId: body.district_id,
        subDistrictId: body.sub_district_id,
        location: body.location,
        phoneNo: body.phone_no,
        purpose: body.purpose,
        priceLater: later,
        nidImage: input.images.first,
        nidImage2: input.images.second,
      });
      await queueBookingMail(tx, booking, 'placed', input.appUrl);
      await queueBookingMail(tx, booking, 'provider_new', input.appUrl);
      const needPayment = booking.paymentPublicId !== null;
      return {
        status: 'success' as const,
        message: translate(
          input.lang,
          later ? 'care.nurse_booked_later' : needPayment ? 'bookings.booked_pay' : 'bookings.booked',
        ),
        need_payment: needPayment,
        need_payment_id: booking.paymentPublicId,
        booking_id: booking.id,
      };
    });
  } catch (err) {
    if (isSlotConflict(err)) throw new ValidationError({ nurse_service: ['care.nurse_busy'] });
    throw err;
  }
}
