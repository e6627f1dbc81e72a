import { inArray, or } from 'drizzle-orm';
import type { PRESCRIPTION_IMAGE_VARIANTS } from '@nirog/contracts';
import { ValidationError, type FieldErrors } from '../../lib/errors';
import { removeFile, saveFile } from '../../lib/file-store';
import type { PrivateFolderOwner } from '../../lib/private-file-sweep';
import { reencodeImage } from '../../lib/images';
import {
  privateFileAddress,
  signPrivateFile,
  verifyPrivateFile,
  type PrivateFileRef,
  type PrivateFileSigner,
} from '../../lib/private-file-links';
import { prescriptionImages } from './prescriptions.tables';

export type PrescriptionImageVariant = (typeof PRESCRIPTION_IMAGE_VARIANTS)[number];

/** Longest side of the stored picture: enough to read handwriting, far less than a phone photo. */
const FULL_SIDE = 2000;
const THUMB_SIDE = 300;
/** Folder inside the PRIVATE storage root. */
const FOLDER = 'prescriptions';
const KIND = 'prescription-image';

export interface StoredImage {
  image: string;
  thumbnail: string;
}

/**
 * Checks every picture by content and re-encodes it (EXIF and GPS dropped, WebP, full size and
 * thumbnail). A picture that is not a PNG, JPEG or WebP is a 422 on its own `images.N`.
 */
export async function encodePrescriptionImages(images: Buffer[]) {
  const results = await Promise.allSettled(
    images.map((data, index) => reencodeImage(data, { maxSide: FULL_SIDE, thumbSide: THUMB_SIDE }, `images.${index}`)),
  );
  const problems: FieldErrors = {};
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    if (!(result.reason instanceof ValidationError)) throw result.reason;
    problems[`images.${index}`] = [{ key: 'prescriptions.image_invalid', params: { number: index + 1 } }];
  });
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return results.map((result) => (result as PromiseFulfilledResult<Awaited<ReturnType<typeof reencodeImage>>>).value);
}

/** Writes the encoded pictures under random names; on a failure removes what was already written. */
export async function savePrescriptionImages(
  privateRoot: string,
  encoded: Array<{ image: Buffer; thumbnail: Buffer | null }>,
): Promise<StoredImage[]> {
  const written: string[] = [];
  const save = async (data: Buffer) => {
    const relative = await saveFile(privateRoot, FOLDER, data, 'webp');
    written.push(relative);
    return relative;
  };
  try {
    const stored: StoredImage[] = [];
    for (const picture of encoded) {
      stored.push({ image: await save(picture.image), thumbnail: await save(picture.thumbnail ?? picture.image) });
    }
    return stored;
  } catch (err) {
    await removePrescriptionImages(privateRoot, written);
    throw err;
  }
}

export async function removePrescriptionImages(privateRoot: string, paths: string[]): Promise<void> {
  await Promise.all(paths.map((relative) => removeFile(privateRoot, relative)));
}

const refOf = (imageId: number, variant: PrescriptionImageVariant): PrivateFileRef => ({
  kind: KIND,
  id: imageId,
  variant,
});

/** The signed addresses of one picture, for its owner or staff. */
export function prescriptionImageAddresses(signer: PrivateFileSigner, imageId: number, now = Date.now()) {
  const address = (variant: PrescriptionImageVariant) =>
    privateFileAddress(
      `/api/prescription-images/${imageId}/${variant}`,
      signPrivateFile(signer, refOf(imageId, variant), now),
    );
  return { id: imageId, image: address('full'), thumbnail: address('thumb') };
}

/** Seconds left on a picture's address, or null when it is not a valid one. */
export function checkPrescriptionImageAddress(
  appKey: string,
  imageId: number,
  variant: PrescriptionImageVariant,
  query: { expires?: unknown; signature?: unknown },
): number | null {
  return verifyPrivateFile(appKey, refOf(imageId, variant), query);
}

/** The prescription pictures' folder for the daily sweep of orphaned private files. */
export const prescriptionFiles: PrivateFolderOwner = {
  folder: FOLDER,
  async referenced(db, paths) {
    const rows = await db
      .select({ image: prescriptionImages.image, thumbnail: prescriptionImages.thumbnail })
      .from(prescriptionImages)
      .where(or(inArray(prescriptionImages.image, paths), inArray(prescriptionImages.thumbnail, paths)));
    return new Set(rows.flatMap((r) => [r.image, r.thumbnail]));
  },
};
