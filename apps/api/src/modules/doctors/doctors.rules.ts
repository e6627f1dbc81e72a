import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  DoctorAvailabilityBodySchema,
  DoctorFeesBodySchema,
  DoctorPersonalBodySchema,
  DoctorWorkplaceBodySchema,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import type { FieldErrors } from '../../lib/errors';
import { existingSpecialistIds, hospitalInCountry, lookupsTables, stateInCountry } from '../lookups';
import { checkDistrictPlace } from '../providers';

/**
 * The doctor's rules beyond the field types (spec 3 sections 4 and 5), shared by the join wizard and
 * the dashboard's update calls. Each adds its problems to `errors`.
 */

type Place = z.output<typeof DoctorPersonalBodySchema> & { hospital_id?: number };

/** Is the country state based (`is_state` 1, India)? Null for an unknown country. */
export async function isStateBased(db: DbOrTx, countryId: number): Promise<boolean | null> {
  const [row] = await db
    .select({ isState: lookupsTables.countries.isState })
    .from(lookupsTables.countries)
    .where(eq(lookupsTables.countries.id, countryId));
  return row ? row.isState === 1 : null;
}

/**
 * Location: a state-based country needs a state in it, the language and (in the wizard) a hospital
 * in it; any other needs a district of it and a sub-district of that district.
 */
export async function checkPlace(db: DbOrTx, body: Place, errors: FieldErrors, needHospital: boolean) {
  const stateBased = await isStateBased(db, body.country_id);
  if (stateBased === null) {
    errors.country_id = ['validation.exists'];
    return;
  }
  if (stateBased) {
    if (!body.state_id) errors.state_id = ['validation.required'];
    else if (!(await stateInCountry(db, body.state_id, body.country_id))) {
      errors.state_id = ['providers.not_in_country'];
    }
    if (!body.language) errors.language = ['validation.required'];
    if (needHospital) {
      if (!body.hospital_id) errors.hospital_id = ['validation.required'];
      else if (!(await hospitalInCountry(db, body.hospital_id, body.country_id))) {
        errors.hospital_id = ['providers.not_in_country'];
      }
    }
    return;
  }
  await checkDistrictPlace(db, body, errors);
}

/** At least one service (else on `appointment_service`); each enabled service needs its fields. */
export function checkFees(body: z.output<typeof DoctorFeesBodySchema>, errors: FieldErrors) {
  if (!body.appointment_service && !body.audio_consultancy && !body.video_consultancy) {
    errors.appointment_service = ['providers.service_required'];
  }
  const need = (on: boolean, fields: Array<keyof typeof body>) => {
    if (!on) return;
    for (const field of fields) if (body[field] === undefined) errors[field] = ['validation.required'];
  };
  need(body.appointment_service, ['chamber_name', 'chamber_location', 'appointment_fee']);
  need(body.audio_consultancy, ['audio_fee']);
  need(body.video_consultancy, ['video_fee']);
}

/** The memorable institution's name is required only when the toggle is on. */
export function checkWorkplace(body: z.output<typeof DoctorWorkplaceBodySchema>, errors: FieldErrors) {
  if (body.memorable_instrutation && !body.memorable_instrutation_name) {
    errors.memorable_instrutation_name = ['validation.required'];
  }
}

export async function checkSpecialists(db: DbOrTx, ids: number[], errors: FieldErrors) {
  const known = new Set(await existingSpecialistIds(db, ids));
  ids.forEach((id, i) => {
    if (!known.has(id)) errors[`specialists.${i}`] = ['validation.exists'];
  });
}

/** At least one weekday (on `availabe_days`) and `time_from` before `time_to`. */
export function checkAvailability(body: z.output<typeof DoctorAvailabilityBodySchema>, errors: FieldErrors) {
  if (!weekdaysOf(body).length) errors.availabe_days = ['providers.day_required'];
  if (normaliseTime(body.time_from) >= normaliseTime(body.time_to)) errors.time_to = ['providers.time_order'];
}

export const weekdaysOf = (body: z.output<typeof DoctorAvailabilityBodySchema>) =>
  Object.entries(body.availabe_days)
    .filter(([, on]) => on)
    .map(([id]) => Number(id))
    .sort();

/** `09:00` -> `09:00:00` */
export const normaliseTime = (value: string) => (value.length === 5 ? `${value}:00` : value);
