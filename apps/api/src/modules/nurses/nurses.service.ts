import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COUNTRY_ID,
  DHAKA_DISTRICT_ID,
  NURSE_PACKAGES,
  WEEKDAYS,
  finalExperience,
  type NurseAvailabilityBodySchema,
  type NurseJoinStep1BodySchema,
  type NurseProfile,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { ValidationError, type FieldErrors } from '../../lib/errors';
import { toPoisha, toTaka } from '../../lib/money';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import { checkDistrictPlace, districtPlaceFields, profileHead, type ApplicationRow } from '../providers';
import { nurseDays, nurses } from './nurses.tables';

type Personal = z.output<typeof NurseJoinStep1BodySchema>;
type Availability = z.output<typeof NurseAvailabilityBodySchema>;

/** Package wire name -> [flag column, fee column]. */
export const NURSE_PACKAGE_COLUMNS = {
  one_call: ['oneCall', 'oneCallFee'],
  hour_6_morning: ['hour6Morning', 'hour6MorningFee'],
  hour_6_evening: ['hour6Evening', 'hour6EveningFee'],
  hour_12_day: ['hour12Day', 'hour12DayFee'],
  hour_12_night: ['hour12Night', 'hour12NightFee'],
  hour_24: ['hour24', 'hour24Fee'],
} as const;

/** Nurses work in Bangladesh, Dhaka district only (spec 3 section 5), in a sub-district of it. */
export async function checkNursePlace(db: DbOrTx, body: Personal) {
  const errors: FieldErrors = {};
  await checkDistrictPlace(db, body, errors, { countryId: COUNTRY_ID.Bangladesh, districtId: DHAKA_DISTRICT_ID });
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export async function saveNursePersonal(tx: DbOrTx, applicationId: number, body: Personal) {
  const values = {
    countryId: body.country_id,
    districtId: body.district_id,
    subDistrictId: body.sub_district_id,
    location: body.location,
    presentAddress: body.present_add,
    permanentAddress: body.permanent_add,
    experience: body.experience,
  };
  await tx
    .insert(nurses)
    .values({ applicationId, ...values })
    .onConflictDoUpdate({ target: nurses.applicationId, set: values });
}

type DayEntry = Record<string, unknown> & { day: boolean; day_id: number };

/**
 * The day entries keyed as the client sent them: join step 2 sends an array (keys 0-6), the
 * dashboard a map of day index 0-6; errors are keyed `availabe_days.N.one_call_fee` either way.
 * At least one day must be on; each package on needs a fee.
 */
function dayEntries(body: Availability): Array<[string, DayEntry]> {
  const raw = body.availabe_days as unknown as DayEntry[] | Record<string, DayEntry>;
  return Array.isArray(raw) ? raw.map((d, i) => [String(i), d]) : Object.entries(raw);
}

export function checkNurseAvailability(body: Availability) {
  const errors: FieldErrors = {};
  const entries = dayEntries(body);
  if (!entries.some(([, d]) => d.day)) errors.availabe_days = ['providers.day_required'];
  for (const [key, d] of entries) {
    if (!d.day) continue;
    for (const p of NURSE_PACKAGES) {
      if (d[p] && d[`${p}_fee`] === undefined) errors[`availabe_days.${key}.${p}_fee`] = ['providers.fee_required'];
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Replaces the nurse's days: a day off has no row, a package off no fee. */
export async function saveNurseAvailability(tx: DbOrTx, applicationId: number, body: Availability) {
  await tx.delete(nurseDays).where(eq(nurseDays.applicationId, applicationId));
  const rows = new Map<number, typeof nurseDays.$inferInsert>();
  for (const [, d] of dayEntries(body)) {
    if (!d.day) continue;
    const row: Record<string, unknown> = { applicationId, day: d.day_id - 1 };
    for (const p of NURSE_PACKAGES) {
      const [flag, fee] = NURSE_PACKAGE_COLUMNS[p];
      row[flag] = Boolean(d[p]);
      row[fee] = d[p] ? toPoisha(d[`${p}_fee`] as number) : null;
    }
    rows.set(d.day_id, row as typeof nurseDays.$inferInsert);
  }
  if (rows.size) await tx.insert(nurseDays).values([...rows.values()]);
}

/** The nurse's profile; `wdays` lists every weekday (code 0-6) with its packages in `pivot`. */
export async function nurseProfile(
  db: DbOrTx,
  application: ApplicationRow,
  _signer?: PrivateFileSigner,
): Promise<NurseProfile | null> {
  const [nurse] = await db.select().from(nurses).where(eq(nurses.applicationId, application.id));
  if (!nurse) return null;
  const days = await db
    .select()
    .from(nurseDays)
    .where(eq(nurseDays.applicationId, application.id))
    .orderBy(asc(nurseDays.day));
  return {
    ...(await profileHead(db, application)),
    nurse_code: application.code,
    ...(await districtPlaceFields(db, nurse)),
    present_add: nurse.presentAddress,
    permanent_add: nurse.permanentAddress,
    experience: nurse.experience,
    final_experience: finalExperience(nurse.experience),
    wdays: nurseWeekdays(days),
  };
}

/** The weekdays a nurse works (code 0-6, Sunday first), each package's flag (1/0) and fee (taka) in `pivot`. */
export function nurseWeekdays(days: Array<typeof nurseDays.$inferSelect>) {
  const byCode = new Map(days.map((d) => [d.day, d]));
  return WEEKDAYS.filter((w) => byCode.has(w.code)).map((w) => {
    const d = byCode.get(w.code)!;
    const pivot: Record<string, number | null> = {};
    for (const p of NURSE_PACKAGES) {
      const [flag, fee] = NURSE_PACKAGE_COLUMNS[p];
      pivot[p] = d[flag] ? 1 : 0;
      pivot[`${p}_fee`] = d[fee] === null ? null : toTaka(d[fee]);
    }
    return { id: w.id, code: w.code, title: w.title, short_title: w.short_title, bn_title: w.bn_title, pivot };
  });
}

/** The fee columns of the packages (the card's lowest fee). */
export const NURSE_FEE_COLUMNS = NURSE_PACKAGES.map((p) => nurseDays[NURSE_PACKAGE_COLUMNS[p][1]]);
