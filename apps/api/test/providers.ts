import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { DHAKA_DISTRICT_ID } from '@nirog/contracts';
import type { DbOrTx } from '../src/db/client';
import { lookupsTables } from '../src/modules/lookups';
import { bearer } from './helpers';
import { multipart, type MultipartFile } from './multipart';

/** A small picture of the given format, for upload tests. */
export const picture = (format: 'png' | 'jpeg' = 'png', color = '#2a7') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();

/** A real Dhaka sub-district id and one from another district. */
export async function places(db: DbOrTx) {
  const { subDistricts, districts, states, hospitals } = lookupsTables;
  const [dhanmondi] = await db
    .select()
    .from(subDistricts)
    .where(eq(subDistricts.districtId, DHAKA_DISTRICT_ID))
    .limit(1);
  const [otherDistrict] = await db
    .select()
    .from(districts)
    .where(and(eq(districts.countryId, 1), eq(districts.name, 'Chattogram')));
  const [otherSub] = await db.select().from(subDistricts).where(eq(subDistricts.districtId, otherDistrict.id)).limit(1);
  const [state] = await db.select().from(states).where(eq(states.countryId, 2)).limit(1);
  const [indianHospital] = await db.select().from(hospitals).where(eq(hospitals.countryId, 2)).limit(1);
  const [bdHospital] = await db.select().from(hospitals).where(eq(hospitals.countryId, 1)).limit(1);
  return {
    dhakaSub: dhanmondi.id,
    otherDistrict: otherDistrict.id,
    otherSub: otherSub.id,
    state: state.id,
    indianHospital: indianHospital.id,
    bdHospital: bdHospital.id,
  };
}

type Injector = { inject: FastifyInstance['inject'] };

/** JSON posts and multipart uploads as a signed-in user, and the sorted keys of a 422's field errors. */
export function joinCalls(app: Injector) {
  return {
    post: (token: string, url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: bearer(token), payload }),
    upload: (token: string, url: string, files: MultipartFile[]) =>
      app.inject({ method: 'POST', url, ...multipart({}, files, bearer(token)) }),
    errorsOf: (res: { json(): { errors?: Record<string, string[]> } }) => Object.keys(res.json().errors ?? {}).sort(),
  };
}
