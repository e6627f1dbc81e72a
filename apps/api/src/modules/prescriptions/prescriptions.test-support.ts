import sharp from 'sharp';
import { bearer, createTestAppWithDataDir, type TestContext } from '../../../test/helpers';
import { multipart, type MultipartFile } from '../../../test/multipart';

/** The app on its own data directory (private files land there), removed after the file's tests. */
export const createPharmacyTestApp = createTestAppWithDataDir;

/** A phone photo of a prescription: JPEG with camera and GPS EXIF blocks. */
export function photoWithGps(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#fdfcf5' } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .toBuffer();
}

export function smallPng(color = '#336699'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Tags of an EXIF block's first directory (0x8825 points at the GPS data). */
export function exifTags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const first = u32(4);
  return Array.from({ length: u16(first) }, (_, i) => u16(first + 2 + i * 12));
}

export const imagePart = (data: Buffer, field = 'images[]', filename = 'page.jpg'): MultipartFile => ({
  field,
  data,
  filename,
  contentType: 'image/jpeg',
});

/** `POST /api/auth/store/upload-prescription` with the given pictures and fields. */
export function postPrescription(
  app: TestContext['app'],
  token: string | undefined,
  files: MultipartFile[],
  fields: Record<string, string | number> = { day_for: 7 },
  lang = 'en',
) {
  const body = multipart(fields, files, {
    ...(token ? bearer(token) : {}),
    'accept-language': lang,
  });
  return app.inject({ method: 'POST', url: '/api/auth/store/upload-prescription', ...body });
}
