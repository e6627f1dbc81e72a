import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COUNTRY_ID,
  type AmbulanceJoinStep1BodySchema,
  type AmbulancePersonalBodySchema,
  type AmbulanceProfile,
  type AmbulanceVehicleBodySchema,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { ValidationError, type FieldErrors } from '../../lib/errors';
import { removeFile, saveFile } from '../../lib/file-store';
import { reencodeImage } from '../../lib/images';
import { checkDistrictPlace, districtPlaceFields, profileHead, type ApplicationRow } from '../providers';
import { ambulances } from './ambulances.tables';

type Personal = z.output<typeof AmbulancePersonalBodySchema>;
type Vehicle = z.output<typeof AmbulanceVehicleBodySchema>;

/** Ambulances are in Bangladesh (country id 1): a district of it and a sub-district of that district. */
export async function checkAmbulancePlace(db: DbOrTx, body: Personal) {
  const errors: FieldErrors = {};
  await checkDistrictPlace(db, body, errors, { countryId: COUNTRY_ID.Bangladesh });
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

const personalColumns = (body: Personal) => ({
  driverName: body.driver_name,
  ownerName: body.owner_name,
  countryId: body.country_id,
  districtId: body.district_id,
  subDistrictId: body.sub_district_id,
  location: body.location,
  contactPhone: body.contact_phone,
});
const vehicleColumns = (body: Vehicle) => ({
  vehicleNo: body.vehicle_no,
  condition: body.condition,
  startingArea: body.starting_area,
});

export async function saveAmbulanceStep1(
  tx: DbOrTx,
  applicationId: number,
  body: z.output<typeof AmbulanceJoinStep1BodySchema>,
) {
  const values = { ...personalColumns(body), ...vehicleColumns(body) };
  await tx
    .insert(ambulances)
    .values({ applicationId, ...values })
    .onConflictDoUpdate({ target: ambulances.applicationId, set: values });
}

export async function updateAmbulancePersonal(db: DbOrTx, applicationId: number, body: Personal) {
  await checkAmbulancePlace(db, body);
  await db.update(ambulances).set(personalColumns(body)).where(eq(ambulances.applicationId, applicationId));
}

export async function updateAmbulanceVehicle(db: DbOrTx, applicationId: number, body: Vehicle) {
  await db.update(ambulances).set(vehicleColumns(body)).where(eq(ambulances.applicationId, applicationId));
}

/** The ambulance photo is public (listings show it): checked by content, re-encoded, our own name. */
export async function encodeAmbulancePhoto(data: Buffer) {
  const { image } = await reencodeImage(data, { maxSide: 1200 }, 'photo', {
    formats: ['png', 'jpeg'],
    message: 'providers.image_invalid',
  });
  return image;
}

/** Stores a new photo in public storage and names it on the ambulance; the old file is removed. */
export async function setAmbulancePhoto(db: DbOrTx, publicRoot: string, applicationId: number, image: Buffer) {
  const path = await saveFile(publicRoot, 'ambulances', image, 'webp');
  try {
    const [old] = await db
      .select({ photo: ambulances.photo })
      .from(ambulances)
      .where(eq(ambulances.applicationId, applicationId));
    await db.update(ambulances).set({ photo: path }).where(eq(ambulances.applicationId, applicationId));
    if (old?.photo && old.photo !== path) await removeFile(publicRoot, old.photo);
  } catch (err) {
    await removeFile(publicRoot, path);
    throw err;
  }
}

export async function ambulanceProfile(db: DbOrTx, application: ApplicationRow): Promise<AmbulanceProfile | null> {
  const [a] = await db.select().from(ambulances).where(eq(ambulances.applicationId, application.id));
  if (!a) return null;
  return {
    ...(await profileHead(db, application)),
    ambulance_code: application.code,
    driver_name: a.driverName,
    owner_name: a.ownerName,
    ...(await districtPlaceFields(db, a)),
    contact_phone: a.contactPhone,
    vehicle_no: a.vehicleNo,
    starting_area: a.startingArea,
    condition: a.condition as AmbulanceProfile['condition'],
    photo: a.photo,
  };
}
