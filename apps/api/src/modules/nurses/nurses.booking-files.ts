import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { NURSE_ID_IMAGE_FIELDS, NURSE_ID_IMAGE_MAX_BYTES, type IdImageSchema } from '@nirog/contracts';
import type { z } from 'zod';
import { ValidationError, type FieldErrors } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import type { PrivateFileSigner } from '../../lib/private-file-links';
import {
  pathsNamedIn,
  privateFileAddresses,
  removePrivateFiles,
  savePrivateFiles,
  type PrivateFileKind,
} from '../../lib/private-files';
import { readMultipartFiles } from '../../plugins/uploads';
import { nurseBookingDetails } from './nurses.tables';

type IdImageField = (typeof NURSE_ID_IMAGE_FIELDS)[number];
/** Folder inside the PRIVATE storage root. */
const FOLDER = 'nurse-booking-ids';
/** Enough to read an NID card or a passport page. */
const ID_SIDE = 2000;

/**
 * The patient's ID pictures of a nurse booking in the one private-file mechanism: served at
 * `/api/nurse-booking-ids/{bookingId}/{field}` through signed addresses handed only to the booking's
 * patient, its nurse and staff; swept when no booking names them.
 */
export const nurseIdImageFiles: PrivateFileKind<IdImageField> = {
  kind: 'nurse-booking-id',
  route: '/api/nurse-booking-ids',
  folder: FOLDER,
  variants: NURSE_ID_IMAGE_FIELDS,
  async locate(db, bookingId, field) {
    const [row] = await db
      .select({ first: nurseBookingDetails.nidImage, second: nurseBookingDetails.nidImage2 })
      .from(nurseBookingDetails)
      .where(eq(nurseBookingDetails.bookingId, bookingId));
    if (!row) return null;
    return field === 'nid_passport_bs' ? row.first : row.second;
  },
  referenced: (db, paths) =>
    pathsNamedIn(db, nurseBookingDetails, [nurseBookingDetails.nidImage, nurseBookingDetails.nidImage2], paths),
};

/** The booking form's text fields and its ID pictures, read but not yet checked or stored. */
export async function readNurseBookingForm(request: FastifyRequest) {
  const { files, fields } = await readMultipartFiles(request, {
    maxBytes: NURSE_ID_IMAGE_MAX_BYTES,
    fields: { nid_passport_bs: { required: true }, nid_passport_bs2: {} },
  });
  return { fields, pictures: { first: files.nid_passport_bs[0].buffer, second: files.nid_passport_bs2[0]?.buffer } };
}

/**
 * Checks the pictures by content (PNG or JPEG, spec 2 section 5), re-encodes them (metadata such as
 * GPS dropped) and writes them under our own names; one 422 names every bad picture.
 */
export async function storeIdImages(privateRoot: string, pictures: { first: Buffer; second?: Buffer }) {
  const jobs = [
    { field: 'nid_passport_bs', data: pictures.first },
    ...(pictures.second ? [{ field: 'nid_passport_bs2', data: pictures.second }] : []),
  ];
  const encoded = await Promise.allSettled(
    jobs.map((job) =>
      reencodeImage(job.data, { maxSide: ID_SIDE }, job.field, {
        formats: ['png', 'jpeg'],
        message: 'providers.image_invalid',
      }),
    ),
  );
  const problems: FieldErrors = {};
  for (const result of encoded) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof ValidationError)) throw result.reason;
    Object.assign(problems, result.reason.fields);
  }
  if (Object.keys(problems).length) throw new ValidationError(problems);
  const paths = await savePrivateFiles(
    privateRoot,
    FOLDER,
    encoded.map((r) => (r as PromiseFulfilledResult<{ image: Buffer }>).value.image),
  );
  return { first: paths[0], second: paths[1] ?? null };
}

export const discardIdImages = (privateRoot: string, stored: { first: string; second: string | null }) =>
  removePrivateFiles(privateRoot, [stored.first, stored.second]);

/** A booking's ID pictures as signed addresses (for its patient, its nurse or staff). */
export function idImagesOf(
  signer: PrivateFileSigner,
  row: { bookingId: number; nidImage2: string | null },
  now = Date.now(),
): Array<z.infer<typeof IdImageSchema>> {
  const addresses = privateFileAddresses(signer, nurseIdImageFiles, row.bookingId, now);
  return NURSE_ID_IMAGE_FIELDS.filter((f) => f === 'nid_passport_bs' || row.nidImage2 !== null).map((field) => ({
    field,
    image: addresses[field],
  }));
}
