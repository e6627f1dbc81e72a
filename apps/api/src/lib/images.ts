import sharp from 'sharp';
import { fieldError } from './errors';
import type { MessageKey } from './i18n';

/** Formats accepted from users by default, decided by the file's content, never by its name or declared type. */
const ACCEPTED_FORMATS: readonly string[] = ['png', 'jpeg', 'webp'];
/** Refuse decompression bombs: a small file that decodes to a huge picture. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageSizes {
  /** Longest side of the stored image, px. */
  maxSide: number;
  /** Longest side of the thumbnail, px; no thumbnail when absent. */
  thumbSide?: number;
  /** Centre-crop to a `maxSide` square (profile photos) instead of shrinking to fit. */
  square?: boolean;
}

export interface ImageRules {
  /** sharp format names accepted (default PNG, JPEG, WebP). */
  formats?: readonly string[];
  /** The 422 message for anything else (default `validation.image`). */
  message?: MessageKey;
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
export async function reencodeImage(
  input: Buffer,
  sizes: ImageSizes,
  field = 'image',
  { formats = ACCEPTED_FORMATS, message = 'validation.image' }: ImageRules = {},
): Promise<EncodedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw fieldError(field, message);
  }
  if (!format || !formats.includes(format)) throw fieldError(field, message);

  const encode = (side: number) =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(
        sizes.square
          ? { width: side, height: side, fit: 'cover' }
          : { width: side, height: side, fit: 'inside', withoutEnlargement: true },
      )
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
    throw fieldError(field, message);
  }
}
