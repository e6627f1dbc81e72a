import sharp from 'sharp';
import { fieldError } from './errors';

/** Formats accepted from users, decided by the file's content, never by its name or declared type. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Refuse decompression bombs: a small file that decodes to a huge picture. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageSizes {
  /** Longest side of the stored image, px. */
  maxSide: number;
  /** Longest side of the thumbnail, px; no thumbnail when absent. */
  thumbSide?: number;
}

export interface EncodedImage {
  image: Buffer;
  thumbnail: Buffer | null;
  width: number;
  height: number;
}

/**
 * Checks an uploaded picture by content and re-encodes it as WebP (turned upright, shrunk to fit,
 * every metadata block dropped: EXIF, GPS, ICC comments), with an optional thumbnail.
 * Anything that is not a readable PNG, JPEG or WebP is a 422 on `field`.
 */
export async function reencodeImage(input: Buffer, sizes: ImageSizes, field = 'image'): Promise<EncodedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw fieldError(field, 'validation.image');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw fieldError(field, 'validation.image');

  const encode = (side: number) =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  try {
    const [main, thumb] = await Promise.all([
      encode(sizes.maxSide),
      sizes.thumbSide ? encode(sizes.thumbSide) : Promise.resolve(null),
    ]);
    return { image: main.data, thumbnail: thumb?.data ?? null, width: main.info.width, height: main.info.height };
  } catch {
    // Truncated or corrupt data that passed the header check.
    throw fieldError(field, 'validation.image');
  }
}
