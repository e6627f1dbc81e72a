import { eq } from 'drizzle-orm';
import { PRESCRIPTION_IMAGE_VARIANTS } from '@nirog/contracts';
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
import { prescriptionImages } from './prescriptions.tables';

export type PrescriptionImageVariant = (typeof PRESCRIPTION_IMAGE_VARIANTS)[number];

/** Longest side of the stored picture: enough to read handwriting, far less than a phone photo. */
const FULL_SIDE = 2000;
const THUMB_SIDE = 300;
/** Folder inside the PRIVATE storage root. */
const FOLDER = 'prescriptions';

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
  const paths = await savePrivateFiles(
    privateRoot,
    FOLDER,
    encoded.flatMap((picture) => [picture.image, picture.thumbnail ?? picture.image]),
  );
  return encoded.map((_, i) => ({ image: paths[2 * i], thumbnail: paths[2 * i + 1] }));
}

export const removePrescriptionImages = removePrivateFiles;

/**
 * Prescription pictures in the one private-file mechanism: served at
 * `/api/prescription-images/:id/full|thumb` to whoever got a signed address (the patient, staff), and
 * swept when no row names them.
 */
export const prescriptionImageFiles: PrivateFileKind<PrescriptionImageVariant> = {
  kind: 'prescription-image',
  route: '/api/prescription-images',
  folder: FOLDER,
  variants: PRESCRIPTION_IMAGE_VARIANTS,
  async locate(db, imageId, variant) {
    const [row] = await db
      .select({ image: prescriptionImages.image, thumbnail: prescriptionImages.thumbnail })
      .from(prescriptionImages)
      .where(eq(prescriptionImages.id, imageId));
    if (!row) return null;
    return variant === 'full' ? row.image : row.thumbnail;
  },
  referenced: (db, paths) =>
    pathsNamedIn(db, prescriptionImages, [prescriptionImages.image, prescriptionImages.thumbnail], paths),
};

/** The signed addresses of one picture, for its owner or staff. */
export function prescriptionImageAddresses(signer: PrivateFileSigner, imageId: number, now = Date.now()) {
  const { full, thumb } = privateFileAddresses(signer, prescriptionImageFiles, imageId, now);
  return { id: imageId, image: full, thumbnail: thumb };
}
